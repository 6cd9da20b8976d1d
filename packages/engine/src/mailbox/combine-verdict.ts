import type { EmailReason, EmailVerdict } from '../email/verify-email';
import type { MailboxReason, MailboxStatus, MailboxVerdict } from './mailbox-verdict';

/**
 * What each mailbox reason means for the address. The reason, not the verdict's status, decides, so a
 * catch-all domain can never make an address `valid` whatever status came with it.
 */
const REASON_CLASS: Readonly<Record<MailboxReason, Exclude<MailboxStatus, 'valid'>>> = {
  mailbox_not_found: 'invalid',
  mailbox_disabled: 'invalid',
  no_mx: 'invalid',
  catch_all: 'risky',
  mailbox_full: 'risky',
  greylisted: 'unknown',
  smtp_unavailable: 'unknown',
  smtp_blocked: 'unknown',
};

/** The class a verdict falls in: by its reason when it has one, else by its status. */
export function mailboxClass(mailbox: MailboxVerdict): MailboxStatus {
  return mailbox.reason ? REASON_CLASS[mailbox.reason] : mailbox.status;
}

const without = (reasons: readonly EmailReason[], drop: readonly EmailReason[]) =>
  reasons.filter((reason) => !drop.includes(reason));

/**
 * Combines an address's offline and DNS verdict with what its mail server said (docs/results-format.md,
 * "Mailbox check"): a refused mailbox is `invalid` (its reason first), a catch-all domain or full mailbox
 * `risky`, an accepted mailbox `valid` unless the offline checks found it risky, and a server that gave no
 * answer `unknown` (or still `risky`). An offline `invalid` or `missing` verdict is returned as it is: those
 * addresses are never probed (`listProbeTargets`), and no reply can repair a broken address.
 */
export function combineMailboxVerdict(offline: EmailVerdict, mailbox: MailboxVerdict): EmailVerdict {
  if (offline.status === 'invalid' || offline.status === 'missing') return offline;
  const reason = mailbox.reason;
  const own: EmailReason[] = reason ? [reason] : [];
  // A server that answered (or a DNS answer of no MX) proves the domain was resolved after all.
  const resolved = mailbox.mx !== '' || reason === 'no_mx';
  const kept = without(offline.reasons, [...own, ...(resolved ? (['dns_unavailable'] as const) : [])]);
  const offlineRisky = offline.status === 'risky';
  switch (mailboxClass(mailbox)) {
    case 'invalid':
      return { status: 'invalid', reasons: [...own, ...without(kept, ['dns_unavailable'])] };
    case 'risky':
      return { status: 'risky', reasons: [...without(kept, ['dns_unavailable']), ...own] };
    case 'valid':
      // Disposable, mistyped and role addresses stay risky even when their mailbox exists.
      return { status: offlineRisky ? 'risky' : 'valid', reasons: without(kept, ['dns_unavailable']) };
    case 'unknown':
      return { status: offlineRisky ? 'risky' : 'unknown', reasons: [...kept, ...own] };
  }
}
