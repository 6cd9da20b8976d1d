import MailChecker from 'mailchecker';

// mailchecker ships ~56k throwaway domains and is republished as its list changes; bump it to update.
const BUILT_IN: ReadonlySet<string> = MailChecker.blacklist();

/** Throwaway-mailbox domains: mailchecker's list plus any the caller adds. */
export class DisposableDomains {
  private readonly extra: ReadonlySet<string>;

  constructor(extraDomains: Iterable<string> = []) {
    this.extra = new Set([...extraDomains].map((domain) => domain.toLowerCase()));
  }

  /** True for a listed domain or any subdomain of one (`x.mailinator.com`). */
  has(asciiDomain: string): boolean {
    let domain = asciiDomain;
    for (;;) {
      if (BUILT_IN.has(domain) || this.extra.has(domain)) return true;
      const dot = domain.indexOf('.');
      if (dot < 0) return false;
      domain = domain.slice(dot + 1);
    }
  }
}
