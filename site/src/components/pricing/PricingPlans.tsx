import { AuthProvider, loadRuntimeConfig } from '@leadproof/dashboard/auth';
import type { PlanPeriod } from '@leadproof/sdk';
import { ThemeRoot, Toaster } from '@leadproof/ui';
import { type CSSProperties, useEffect, useState } from 'react';
import { islandThemeStyle } from '../../layouts/siteTheme';
import { PlanCard } from './PlanCard/PlanCard';
import { PlanPeriodToggle } from './PlanPeriodToggle/PlanPeriodToggle';
import * as styles from './PricingPlans.css';
import { pricingCards } from './pricingCards';
import { useCheckoutCancelNotice } from './useCheckoutCancelNotice';
import { usePlanCheckout } from './usePlanCheckout';

/** Props of `PricingPlans`. */
export interface PricingPlansProps {
  /** The mode shown first. */
  initialPeriod?: PlanPeriod;
}

/** The toggle and the plan cards with their checkout; needs an `AuthProvider` and a `<Toaster/>` around it. */
export function PlanPicker({ initialPeriod = 'month' }: PricingPlansProps) {
  const [period, setPeriod] = useState<PlanPeriod>(initialPeriod);
  const [productIds, setProductIds] = useState<Readonly<Record<string, string>> | undefined>(undefined);
  const { state, choosePlan } = usePlanCheckout();
  useCheckoutCancelNotice();

  useEffect(() => {
    let active = true;
    loadRuntimeConfig()
      .then((config) => {
        if (active) setProductIds(config.productIds ?? {});
      })
      .catch(() => {
        // The plan buttons read the config again when pressed, and report a failure then.
      });
    return () => {
      active = false;
    };
  }, []);

  const pendingPlan = state.status === 'pending' || state.status === 'success' ? state.planId : undefined;
  return (
    <>
      <div className={styles.toggleRow}>
        <PlanPeriodToggle value={period} onChange={setPeriod} />
      </div>
      <ul className={styles.grid} aria-label={period === 'month' ? 'Monthly plans' : 'One-time credit packs'}>
        {pricingCards(period, productIds).map((plan) => (
          <li key={plan.id} className={styles.item}>
            <PlanCard
              plan={plan}
              onSelect={choosePlan}
              busy={pendingPlan === plan.id}
              disabled={pendingPlan !== undefined && pendingPlan !== plan.id}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The pricing page's island: the Monthly / One-time toggle, the four plan cards of the chosen mode and
 * their checkout buttons, and the page's toasts.
 */
export function PricingPlans(props: PricingPlansProps) {
  return (
    <ThemeRoot style={islandThemeStyle as CSSProperties}>
      <AuthProvider>
        <PlanPicker {...props} />
        <Toaster />
      </AuthProvider>
    </ThemeRoot>
  );
}
