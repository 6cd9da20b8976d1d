import {
  formatPlanCredits,
  formatPlanPrice,
  formatPricePerCredit,
  type Plan,
} from '@leadproof/contract/plans';
import * as styles from './auth-page.css';

/**
 * Above the sign-up form when a plan was picked on /pricing: which one, what it costs, and that the checkout follows
 * the e-mail confirmation, so the visitor knows the plan is not lost on the way.
 */
export function ChosenPlanNotice({ plan }: { plan: Plan }) {
  const price = `${formatPlanPrice(plan)}${plan.period === 'month' ? ' per month' : ', paid once'}`;
  return (
    <section className={styles.chosenPlan} aria-label="Your plan" data-testid="chosen-plan">
      <p className={styles.chosenPlanName}>
        {plan.name} · {price}
      </p>
      <p className={styles.chosenPlanDetail}>
        {formatPlanCredits(plan)} · {formatPricePerCredit(plan)}
      </p>
      <p className={styles.chosenPlanDetail}>
        Create your account and confirm your e-mail address: the link in our e-mail takes you straight to this
        plan&apos;s checkout.
      </p>
    </section>
  );
}
