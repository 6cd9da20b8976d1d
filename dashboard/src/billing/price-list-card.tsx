import { formatCredits } from '@leadproof/contract/money';
import type { OrderType } from '@leadproof/contract/orders';
import type { PricingEntry } from '@leadproof/contract/pricing';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@leadproof/ui';
import { Check } from 'lucide-react';
import * as page from '../lib/page.css';
import { orderTypeLabels } from '../orders/order-labels';
import * as styles from './price-list-card.css';

/** What each service includes (the billing page's price list, without static prices). */
export const serviceFeatures: Record<OrderType, readonly string[]> = {
  upload_csv: ['Email validation', 'Phone verification', 'Lead scoring', 'Duplicate removal'],
  buy_leads: ['Pre-validated contacts', 'Industry targeting', 'Geographic filtering', 'Real-time data'],
};

/** Props of `PriceListCard`. */
export interface PriceListCardProps {
  /** `GET /api/pricing`'s table; undefined while it loads or when it failed. */
  pricing: readonly PricingEntry[] | undefined;
  /** Why the table could not be loaded; null when it was, or while it loads. */
  error: string | null;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * The billing page's Pricing card (issue 40): each service with the price the pricing call says an order is charged,
 * in credits per row, and what it includes. It replaces a static list ("0.05 per row"), which contradicted
 * what is charged (docs/decisions/billing-and-credits.md).
 */
export function PriceListCard({ pricing, error, onRetry, retrying = false }: PriceListCardProps) {
  return (
    <Card id="pricing" aria-labelledby="pricing-title">
      <CardHeader>
        <CardTitle as="h2" id="pricing-title">
          Pricing
        </CardTitle>
        <CardDescription>
          What each service costs in credits: what an order is charged per row.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <div className={page.emptyState} role="alert">
            <p>Prices could not be loaded: {error}</p>
            <Button variant="outline" size="sm" onClick={onRetry} busy={retrying}>
              Retry
            </Button>
          </div>
        ) : !pricing ? (
          <div className={styles.services} aria-busy="true">
            <Skeleton height="9rem" />
            <Skeleton height="9rem" />
          </div>
        ) : (
          <div className={styles.services}>
            {pricing.map((entry) => (
              <section key={entry.type} className={styles.service} aria-label={orderTypeLabels[entry.type]}>
                <h3 className={styles.name}>{orderTypeLabels[entry.type]}</h3>
                <p className={styles.price} data-testid={`price-${entry.type}`}>
                  {formatCredits(entry.price_per_row)} <span className={styles.unit}>per row</span>
                </p>
                <ul className={styles.features}>
                  {serviceFeatures[entry.type].map((feature) => (
                    <li key={feature}>
                      <Check size={14} aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
