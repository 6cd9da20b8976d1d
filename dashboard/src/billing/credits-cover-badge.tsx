import { Badge } from '@leadproof/ui';
import { formatNumber } from '../lib/format-date';
import * as styles from './credits-cover-badge.css';

/** Props of `CreditsCoverBadge`. */
export interface CreditsCoverBadgeProps {
  /** Credits the balance lacks for what is about to be bought; 0 when it covers it. */
  shortfall: number;
  /** Purchase Credits opens the plans in the dashboard; without it, a link to the site's /pricing. */
  onPurchase?: (() => void) | undefined;
}

/**
 * Whether the balance covers a cost (the home upload card, and the lead order form): 'OK', or 'Need {shortfall}'
 * with Purchase Credits.
 */
export function CreditsCoverBadge({ shortfall, onPurchase }: CreditsCoverBadgeProps) {
  if (shortfall <= 0) return <Badge variant="success">OK</Badge>;
  return (
    <>
      <Badge variant="warning">Need {formatNumber(shortfall)}</Badge>
      {onPurchase ? (
        <button type="button" className={styles.link} onClick={onPurchase}>
          Purchase Credits
        </button>
      ) : (
        <a href="/pricing" className={styles.link}>
          Purchase Credits
        </a>
      )}
    </>
  );
}
