import type { MailboxVerdict } from './mailbox-verdict';

/**
 * Where verdicts and catch-all answers outlive one prober: the API implements it over its database (hashing the
 * keys there). The prober asks it before probing and tells it only definitive verdicts.
 */
export interface MailboxCache {
  /** The cached verdicts of those addresses that have one. */
  getVerdicts(addresses: readonly string[]): Promise<Map<string, MailboxVerdict>>;
  /** Stores verdicts; only definitive ones (valid, invalid, risky with `retry: false`) are passed. */
  putVerdicts(verdicts: ReadonlyMap<string, MailboxVerdict>): Promise<void>;
  /** Whether the domain accepts any local part, if known. */
  getCatchAll(domain: string): Promise<boolean | undefined>;
  /** Remembers whether the domain accepts any local part. */
  putCatchAll(domain: string, catchAll: boolean): Promise<void>;
}
