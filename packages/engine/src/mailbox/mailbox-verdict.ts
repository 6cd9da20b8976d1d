/**
 * What a mail server said about one mailbox: the probe's verdict, its evidence, and whether asking again later may
 * change it. The results file combines it with the offline and DNS verdict (docs/results-format.md, "Mailbox check").
 */

/** `lp_email_reason` codes the mailbox check adds. */
export type MailboxReason =
  | 'mailbox_not_found'
  | 'mailbox_disabled'
  | 'mailbox_full'
  | 'catch_all'
  | 'greylisted'
  | 'smtp_unavailable'
  | 'smtp_blocked'
  | 'no_mx';

/** The mailbox check's own status: `valid` means the server accepted the mailbox on a domain that is not catch-all. */
export type MailboxStatus = 'valid' | 'invalid' | 'risky' | 'unknown';

/** One address's probe verdict. */
export interface MailboxVerdict {
  status: MailboxStatus;
  /** Absent for `valid`. */
  reason?: MailboxReason;
  /** The decisive reply: code, enhanced code and at most 120 characters of text (`550 5.1.1 User unknown`); "" when no server answered. */
  smtp: string;
  /** The MX host that answered, or "" when none did. */
  mx: string;
  /** When the probe ran, ISO 8601 UTC. */
  checkedAt: string;
  /**
   * True when asking again later may give another answer (greylisting, a 4xx reply, a host that did not answer).
   * The caller decides whether retries remain; the prober never waits.
   */
  retry: boolean;
  /**
   * Set when nobody was asked, so the answer holds no news about the mailbox: `outage` while outbound port 25 looked
   * blocked, `deferred` while the owner's unanswered domains were over their cap. Such a try does not use up a
   * retry meant for greylisting.
   */
  held?: 'outage' | 'deferred';
}
