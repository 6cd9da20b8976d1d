import { createApiClient } from '@leadproof/auth/api-client';
import type { PricingEntry } from '@leadproof/contract/pricing';
import { ThemeRoot } from '@leadproof/ui';
import { FileSpreadsheet, Users } from 'lucide-react';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { islandThemeStyle } from '../../layouts/site-theme';
import * as styles from './credit-rates.css';
import { ExplainerCard, type ExplainerRate } from './explainer-card/explainer-card';
import { explainers } from './explainers';

type PricingState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; entries: PricingEntry[] };

const icons = {
  upload_csv: <FileSpreadsheet size={20} aria-hidden />,
  buy_leads: <Users size={20} aria-hidden />,
};

/** The rate of one order type from the pricing call's state. */
function rateOf(state: PricingState, type: PricingEntry['type']): ExplainerRate {
  if (state.status !== 'ready') return state;
  const entry = state.entries.find((each) => each.type === type);
  return entry ? { status: 'ready', creditsPerContact: entry.price_per_row } : { status: 'error' };
}

/**
 * The two explainer cards (CSV Upload & Verification; Buy Pre-Verified Leads) with the credits per
 * contact from `GET /api/pricing` (the price an order is charged), and 'Failed to fetch pricing' when it fails.
 */
export function CreditRates() {
  const [state, setState] = useState<PricingState>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    createApiClient()
      .pricing.list()
      .then((entries) => setState({ status: 'ready', entries }))
      .catch(() => setState({ status: 'error' }));
  }, []);

  useEffect(load, [load]);

  return (
    <ThemeRoot style={islandThemeStyle as CSSProperties}>
      <ul className={styles.grid}>
        {explainers.map((explainer) => (
          <li key={explainer.id}>
            <ExplainerCard
              title={explainer.title}
              description={explainer.description}
              points={explainer.points}
              icon={icons[explainer.orderType]}
              rate={rateOf(state, explainer.orderType)}
              onRetry={load}
            />
          </li>
        ))}
      </ul>
    </ThemeRoot>
  );
}
