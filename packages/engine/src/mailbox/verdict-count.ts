import type { MailboxSummary } from '../report/report';
import { mailboxClass } from './combine-verdict';
import type { MailboxVerdict } from './mailbox-verdict';
import { detachedCell } from './results-file';

/** Counts the distinct addresses given a verdict, keeping of each only what the report's `mailbox` block needs. */
export class VerdictCount {
  private readonly addresses = new Set<string>();
  private readonly catchAllDomains = new Set<string>();
  private readonly byClass = { valid: 0, invalid: 0, risky: 0, unknown: 0 };

  /** Counts an address the first time it is met. */
  add(address: string, verdict: MailboxVerdict): void {
    if (this.addresses.has(address)) return;
    this.addresses.add(detachedCell(address));
    this.byClass[mailboxClass(verdict)]++;
    if (verdict.reason === 'catch_all') {
      const domain = address.slice(address.lastIndexOf('@') + 1);
      if (!this.catchAllDomains.has(domain)) this.catchAllDomains.add(detachedCell(domain));
    }
  }

  /** The report's `mailbox` block for a check that ran. */
  summary(outage: boolean, retried: number): MailboxSummary {
    return {
      checked: true,
      addresses: this.addresses.size,
      ...this.byClass,
      catchAllDomains: this.catchAllDomains.size,
      retried,
      outage,
    };
  }
}
