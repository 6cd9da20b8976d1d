import {
  formatPlanPrice,
  formatPricePerCredit,
  type PlanCard,
  pricePerCreditMills,
} from '@leadproof/contract/plans';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '@leadproof/ui';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import * as styles from './buy-credits-dialog.css';

/** Props of `BuyCreditsDialog`. */
export interface BuyCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plans sold online; undefined while they load. */
  plans: readonly PlanCard[] | undefined;
  /** Why the plans could not be loaded, or why the checkout could not start; null otherwise. */
  error: string | null;
  /** Buy: starts the plan's checkout (the browser leaves for it). */
  onBuy: (plan: PlanCard) => void;
  /** The plan whose checkout is starting ('Loading...'); the others wait. */
  buyingPlanId?: string | null | undefined;
  /** What the credits are for: the shortfall of an upload and its file. */
  need?: { credits: number; fileName?: string | undefined } | undefined;
}

/**
 * `$0.398 per credit`: what a credit costs on a plan (the cheapest-per-credit question, answered on each card), as the
 * pricing page says it; null for a custom price.
 */
function pricePerCredit(plan: Pick<PlanCard, 'price' | 'credits'>): string | null {
  return pricePerCreditMills(plan) === undefined ? null : formatPricePerCredit(plan);
}

/**
 * The plans, inside the dashboard (issue 40): a top-up never sends the customer to the marketing site. Each plan
 * sold online with its credits, price and price per credit, and Buy; every other plan (Enterprise, volume) is on
 * /pricing. After payment the checkout returns where it was started.
 */
export function BuyCreditsDialog({
  open,
  onOpenChange,
  plans,
  error,
  onBuy,
  buyingPlanId = null,
  need,
}: BuyCreditsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={styles.content}>
        <DialogHeader>
          <DialogTitle>Buy credits</DialogTitle>
          <DialogDescription>
            {need
              ? `You need ${formatNumber(need.credits)} more ${need.credits === 1 ? 'credit' : 'credits'}${need.fileName ? ` for ${need.fileName}` : ''}. After payment you come back here${need.fileName ? ' to upload it' : ''}.`
              : 'Credits are added as soon as the payment goes through. After payment you come back here.'}
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p className={page.errorText} role="alert">
            {error}
          </p>
        ) : null}
        {plans === undefined && !error ? (
          <div className={styles.plans} aria-busy="true">
            <Skeleton height="7rem" />
            <Skeleton height="7rem" />
          </div>
        ) : null}
        {plans?.length === 0 ? (
          <p className={page.muted}>No plan can be bought online on this server.</p>
        ) : null}
        {plans?.length ? (
          <ul className={styles.plans} aria-label="Plans">
            {plans.map((plan) => {
              const perCredit = pricePerCredit(plan);
              const covers = need && typeof plan.credits === 'number' && plan.credits >= need.credits;
              return (
                <li key={plan.id} className={styles.plan} aria-labelledby={`plan-${plan.id}`}>
                  <div className={styles.planText}>
                    <h3 id={`plan-${plan.id}`} className={styles.planName}>
                      {plan.name}
                      <span className={styles.period}>
                        {plan.period === 'month' ? 'Monthly' : 'One-time'}
                      </span>
                    </h3>
                    <p className={styles.planCredits}>
                      {typeof plan.credits === 'number' ? formatNumber(plan.credits) : 'Custom'} credits
                      {plan.period === 'month' ? ' every month' : ''}
                    </p>
                    <p className={page.muted}>
                      {formatPlanPrice(plan)}
                      {plan.period === 'month' ? ' per month' : ''}
                      {perCredit ? ` · ${perCredit}` : ''}
                      {need && !covers ? ' · not enough for this upload' : ''}
                    </p>
                  </div>
                  <Button
                    onClick={() => onBuy(plan)}
                    busy={buyingPlanId === plan.id}
                    busyLabel="Loading..."
                    disabled={buyingPlanId !== null && buyingPlanId !== plan.id}
                  >
                    Buy<span className={page.visuallyHidden}> {plan.name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className={page.muted}>
          Enterprise and volume pricing: <a href="/pricing">see all plans</a>.
        </p>
      </DialogContent>
    </Dialog>
  );
}
