import {
  formatPlanCredits,
  formatPlanPrice,
  formatPricePerCredit,
  lowestPricePerCreditPlan,
  type PlanCard as PlanCardData,
} from '@leadproof/contract/plans';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cx,
} from '@leadproof/ui';
import { Check, Loader2 } from 'lucide-react';
import { contactSalesPathFor } from '../chosen-plan';
import { isContactSalesPlan } from '../pricing-cards';
import * as styles from './plan-card.css';

/** Props of `PlanCard`. */
export interface PlanCardProps {
  /** The plan as a pricing card shows it. */
  plan: PlanCardData;
  /**
   * Called when the plan's button is pressed. The pricing page renders cards without it (no React in
   * the browser) and `<lp-plan-picker>` handles the buttons by their `data-plan-id`.
   */
  onSelect?: (plan: PlanCardData) => void;
  /**
   * The checkout of this plan is pending: the button reads 'Loading...'. The label follows the
   * button's `aria-busy`, so a script setting that attribute gets the same look.
   */
  busy?: boolean;
  /** Another plan's checkout is pending: this button waits. */
  disabled?: boolean;
}

/** The price's unit, read after the amount: "/month" or "one-time". */
function priceUnit(plan: Pick<PlanCardData, 'price' | 'period'>): string | undefined {
  if (plan.price === 'custom') return undefined;
  return plan.period === 'month' ? '/month' : 'one-time';
}

/**
 * The card's price-comparison note, derived from the catalogue (never written by hand): on the plan with the lowest
 * price per credit of its period.
 */
export function lowestPriceNote(plan: Pick<PlanCardData, 'id' | 'period'>): string | undefined {
  if (lowestPricePerCreditPlan(plan.period)?.id !== plan.id) return undefined;
  return `Lowest price per credit of the ${plan.period === 'month' ? 'monthly plans' : 'one-time packs'}`;
}

/**
 * One plan on the pricing page: name, price, price per credit, credits, description, features and its button.
 * Enterprise's Contact Sales is a link to the contact form; every other plan's button starts its checkout.
 */
export function PlanCard({ plan, onSelect, busy = false, disabled = false }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const unit = priceUnit(plan);
  const note = lowestPriceNote(plan);
  return (
    <Card
      className={cx(styles.card, plan.isPopular && styles.popular)}
      role="group"
      aria-labelledby={titleId}
    >
      <CardHeader className={styles.header}>
        <div className={styles.titleRow}>
          <CardTitle as="h3" id={titleId}>
            {plan.name}
          </CardTitle>
          {plan.isPopular && <Badge variant="info">Most Popular</Badge>}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className={styles.price}>
          <span className={styles.amount}>{formatPlanPrice(plan)}</span>
          {unit && <span className={styles.unit}>{unit}</span>}
        </p>
        <p className={styles.credits}>{formatPlanCredits(plan)}</p>
        <p className={styles.perCredit} data-per-credit>
          {formatPricePerCredit(plan)}
        </p>
        {note && <p className={styles.note}>{note}</p>}
      </CardHeader>
      <CardContent className={styles.content}>
        <ul className={styles.features} aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <Check size={16} aria-hidden className={styles.check} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {isContactSalesPlan(plan) ? (
          <Button
            asChild
            className={styles.button}
            variant={plan.isPopular ? 'default' : 'outline'}
            aria-describedby={titleId}
          >
            <a href={contactSalesPathFor(plan)}>{plan.buttonText}</a>
          </Button>
        ) : (
          <Button
            className={styles.button}
            variant={plan.isPopular ? 'default' : 'outline'}
            busy={busy}
            disabled={disabled}
            onClick={onSelect ? () => onSelect(plan) : undefined}
            aria-describedby={titleId}
            data-plan-id={plan.id}
          >
            <span className={styles.labels}>
              <span className={styles.idleLabel}>{plan.buttonText}</span>
              <span className={styles.busyLabel}>
                <Loader2 size={16} aria-hidden className={styles.spinner} />
                Loading...
              </span>
            </span>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
