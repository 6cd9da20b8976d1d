import type { OrderMailboxStats } from '@leadproof/contract/orders';
import { Banner } from '@leadproof/ui';
import { formatNumber } from '../lib/format-date';
import * as styles from './order-detail.css';

/**
 * The order report's line on the mailbox check: how many addresses their mail servers answered for and what they
 * said; why it did not run; and a warning when outbound SMTP was blocked, since the unknown verdicts come from that.
 */
export function MailboxCheck({ mailbox }: { mailbox: OrderMailboxStats }) {
  if (mailbox.outage) {
    return (
      <Banner tone="amber" title="Mailbox check incomplete">
        {mailbox.note}
      </Banner>
    );
  }
  if (!mailbox.checked) {
    return (
      <p className={styles.receipt} data-testid="mailbox-check">
        {mailbox.note}
      </p>
    );
  }
  const catchAll = mailbox.catchAllDomains
    ? ` · ${formatNumber(mailbox.catchAllDomains)} catch-all ${mailbox.catchAllDomains === 1 ? 'domain' : 'domains'}`
    : '';
  return (
    <p className={styles.receipt} data-testid="mailbox-check">
      Mailbox check: {formatNumber(mailbox.addresses)} addresses asked at their mail servers ·{' '}
      {formatNumber(mailbox.valid)} valid · {formatNumber(mailbox.risky)} risky ·{' '}
      {formatNumber(mailbox.invalid)} invalid · {formatNumber(mailbox.unknown)} unknown{catchAll}
    </p>
  );
}
