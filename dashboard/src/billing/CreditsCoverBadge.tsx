import { Badge } from '@leadproof/ui';
import { formatNumber } from '../lib/formatDate';
import * as styles from './CreditsCoverBadge.css';

/** Props of `CreditsCoverBadge`. */
export interface CreditsCoverBadgeProps {
  /** Credits the balance lacks for what is about to be bought; 0 when it covers it. */
  shortfall: number;
}

/**
 * Whether the balance covers a cost (SPEC §2's upload card, and the lead order form): 'OK', or 'Need {shortfall}'
 * with a Purchase Credits link to the site's /pricing.
 */
export function CreditsCoverBadge({ shortfall }: CreditsCoverBadgeProps) {
  if (shortfall <= 0) return <Badge variant="success">OK</Badge>;
  return (
    <>
      <Badge variant="warning">Need {formatNumber(shortfall)}</Badge>
      <a href="/pricing" className={styles.link}>
        Purchase Credits
      </a>
    </>
  );
}
