import { formatCredits } from '@leadproof/contract/money';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@leadproof/ui';
import type { ReactNode } from 'react';
import { PRICING_FAILED_MESSAGE } from '../checkout-messages';
import * as styles from './explainer-card.css';

/** The rate an explainer card shows: loading, failed ('Failed to fetch pricing'), or credits per contact. */
export type ExplainerRate =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; creditsPerContact: number };

/** Props of `ExplainerCard`. */
export interface ExplainerCardProps {
  title: string;
  description: string;
  /** What the service includes, one line each. */
  points: readonly string[];
  /** The credits charged per contact, from the pricing call. */
  rate: ExplainerRate;
  /** Shown with the error: asks for the pricing again. */
  onRetry?: () => void;
  /** An icon before the title. */
  icon?: ReactNode;
}

function Rate({ rate, onRetry }: Pick<ExplainerCardProps, 'rate' | 'onRetry'>) {
  if (rate.status === 'loading') {
    return (
      <p className={styles.rate} aria-busy="true">
        <Skeleton width="9rem" height="1.75rem" />
        <span className={styles.visuallyHidden}>Loading the price…</span>
      </p>
    );
  }
  if (rate.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <span>{PRICING_FAILED_MESSAGE}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <p className={styles.rate}>
      <span className={styles.rateValue}>{formatCredits(rate.creditsPerContact, 'en-US')}</span> per contact
    </p>
  );
}

/** One of the pricing page's two explainer cards: what a service does and what it costs in credits. */
export function ExplainerCard({ title, description, points, rate, onRetry, icon }: ExplainerCardProps) {
  return (
    <Card className={styles.card}>
      <CardHeader>
        <div className={styles.titleRow}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <CardTitle as="h3">{title}</CardTitle>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Rate rate={rate} onRetry={onRetry} />
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
