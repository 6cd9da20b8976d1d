import { DisposableDomains } from '../email/disposable';
import { createSystemMxResolver, DomainMailChecker, type MxResolver } from '../email/mx-resolver';
import type { DomainAnswer, EmailReason, EmailVerdict } from '../email/verify-email';
import { combineMailboxVerdict } from '../mailbox/combine-verdict';
import type { MailboxProber } from '../mailbox/mailbox-prober';
import type { MailboxVerdict } from '../mailbox/mailbox-verdict';
import { PROBED_STATUSES } from '../mailbox/probe-targets';
import type { CatchAllBounces } from '../score/connect-score';
import { scoreRow } from '../score/row-score';
import { analyzeRow, createRowContext, type RowContext } from '../verify/analyze-row';
import { type RowOutcome, rowOutcome } from '../verify/finish-row';
import { decodeSpooledRow, type SpooledRow } from '../verify/spooled-row';
import { CachedMxResolver } from './cached-mx-resolver';
import { CONTACT_MAPPING, type ContactInput, contactCells } from './contact-input';
import { type ContactReadability, contactReadability } from './contact-readability';
import { type ContactVerdict, contactVerdict, type MailboxEvidence, NO_EVIDENCE } from './contact-verdict';
import { Deadline, TIMED_OUT } from './deadline';

/** Settings of a {@link ContactVerifier}, fixed for the process. */
export interface ContactVerifierOptions {
  /** No network at all, as the bulk path's offline mode: domains are `unknown` (`dns_unavailable`), no probe. */
  offline?: boolean;
  /** Where MX records come from. @default createSystemMxResolver() */
  resolver?: MxResolver;
  /** The mailbox check; without it the evidence stays "". */
  prober?: MailboxProber;
  /** Extra throwaway-mailbox domains, on top of the bundled list. */
  extraDisposableDomains?: readonly string[];
  /** `.test` domains are ordinary ones, as `VerifyOptions.testDomains`. @default false */
  testDomains?: boolean;
  /** How long DNS answers are reused across calls. @default 300000 @unit milliseconds */
  dnsCacheMs?: number;
  /** DNS answers kept at most (MX and address questions apart). @default 10000 */
  dnsCacheEntries?: number;
}

/** Options of one {@link ContactVerifier.verify} call. */
export interface ContactVerifyOptions {
  /** Time the call may take; what is not decided by then is `unknown` with the reason `timeout`. @unit milliseconds */
  deadlineMs: number;
  /** Default region for a phone without a country code when the contact has no country (ISO code or name). */
  defaultCountry?: string;
  /**
   * Called with the verdict of the offline and DNS checks when a mailbox check follows (the part that can take
   * seconds), so a caller can show it at once; not called when that verdict is already the final one.
   */
  onProvisional?: (verdict: ContactVerdict) => void;
  /**
   * What the caller already knows of the address's mailbox (a hard bounce its customer reported), by the address
   * as normalized: taken instead of asking the mail server, as its evidence. Asked only of an address a mailbox
   * check would ask about.
   */
  knownMailbox?: (address: string) => Promise<MailboxVerdict | undefined>;
  /** The bounce reports' calibration of a catch-all domain (`CatchAllBounces`), asked only for a catch-all address. */
  catchAllBounces?: (domain: string) => Promise<CatchAllBounces | undefined>;
}

/** What a mailbox probe that the deadline cut short reads as, before its reason is renamed `timeout`. */
const CUT_SHORT: MailboxVerdict = {
  status: 'unknown',
  reason: 'smtp_unavailable',
  smtp: '',
  mx: '',
  checkedAt: '',
  retry: true,
};

/**
 * A DNS look-up's own timeout beyond the deadline: the deadline's timer, set first, then always wins the race, so
 * a look-up cut short reads `timeout` and never `dns_unavailable`.
 */
const LOOKUP_GRACE_MS = 50;

/**
 * A contact read before any network check ({@link ContactVerifier.analyse}): how it reads, and what
 * {@link ContactVerifier.verify} goes on from, so a caller that looks at its readability first does not have it read
 * twice.
 */
export class AnalysedContact {
  #readability: ContactReadability | undefined;

  /** @internal Made by {@link ContactVerifier.analyse}. */
  constructor(
    /** The contact read. */
    readonly contact: ContactInput,
    /** The default country it was read with (`ContactVerifyOptions.defaultCountry`). */
    readonly defaultCountry: string | undefined,
    /** @internal The row as pass two reads it, through the spool's encoding. */
    readonly row: SpooledRow,
    /** @internal The domains whose mail status the check needs. */
    readonly domains: readonly string[],
  ) {}

  /** How the contact's e-mail and phone read; see {@link ContactVerifier.readability}. */
  get readability(): ContactReadability {
    this.#readability ??= contactReadability(rowOutcome(this.row, () => 'unavailable'));
    return this.#readability;
  }
}

/**
 * Verifies one contact at a time through the engine's row checks (the same `analyzeRow` and pass-two code as a
 * file), within a deadline. Made once per process: the row context's memos, the throwaway-domain list, the phone
 * metadata and the DNS answers are shared by every call, and no thread is started.
 * @example
 * const verifier = new ContactVerifier({ prober });
 * const verdict = await verifier.verify(
 *   { email: 'jane@acme.com', phone: '415 555 2671' },
 *   { deadlineMs: 3000, defaultCountry: 'US' },
 * );
 */
export class ContactVerifier {
  private readonly context: RowContext;
  private readonly resolver: MxResolver | undefined;
  private readonly prober: MailboxProber | undefined;

  constructor(options: ContactVerifierOptions = {}) {
    const offline = options.offline ?? false;
    this.resolver = offline
      ? undefined
      : new CachedMxResolver(options.resolver ?? createSystemMxResolver(), {
          ttlMs: options.dnsCacheMs,
          maxEntries: options.dnsCacheEntries,
        });
    this.prober = offline ? undefined : options.prober;
    // The memos are bounded (boundedMemo), so one context can serve the process for its whole life.
    this.context = createRowContext(
      CONTACT_MAPPING,
      undefined,
      () => {},
      new DisposableDomains(options.extraDisposableDomains),
      options.testDomains,
    );
  }

  /**
   * How the contact's e-mail and phone read before any network check, e.g. to refuse a call that a check could
   * decide nothing about (not an address, not a number, a national number without a country) before charging it.
   */
  readability(
    contact: ContactInput,
    options: Pick<ContactVerifyOptions, 'defaultCountry'> = {},
  ): ContactReadability {
    return this.analyse(contact, options).readability;
  }

  /**
   * Reads the contact as {@link verify} would before any network check; hand the result to `verify` (with the same
   * `defaultCountry`) to check it without reading it again, e.g. after refusing an unreadable one by its readability.
   */
  analyse(
    contact: ContactInput,
    options: Pick<ContactVerifyOptions, 'defaultCountry'> = {},
  ): AnalysedContact {
    const domains: string[] = [];
    // Through the spool's encoding too, so the contact's values are exactly what pass two reads for a file row.
    const row = decodeSpooledRow(
      analyzeRow(
        contactCells(contact),
        this.callContext(options, (domain) => domains.push(domain)),
      ).spooled,
    );
    return new AnalysedContact(contact, options.defaultCountry, row, domains);
  }

  /** The shared row context with one call's default country and its own list of domains to look up. */
  private callContext(
    options: Pick<ContactVerifyOptions, 'defaultCountry'>,
    requestDomain: (domain: string) => void,
  ): RowContext {
    return {
      ...this.context,
      // As the bulk path reads its `country` option: an unknown name is no default.
      defaultCountry: options.defaultCountry
        ? this.context.country(options.defaultCountry) || undefined
        : undefined,
      requestDomain,
    };
  }

  /**
   * Verifies one contact, or one {@link analyse} read (read again if `options.defaultCountry` is not the one it was
   * read with); whatever is not decided by the deadline comes back unknown with reason `timeout`.
   */
  async verify(
    contact: ContactInput | AnalysedContact,
    options: ContactVerifyOptions,
  ): Promise<ContactVerdict> {
    const deadline = new Deadline(options.deadlineMs);
    try {
      const { row, domains } =
        contact instanceof AnalysedContact && contact.defaultCountry === options.defaultCountry
          ? contact
          : this.analyse(contact instanceof AnalysedContact ? contact.contact : contact, options);
      const answers = await this.domainAnswers(domains, deadline);
      const outcome = rowOutcome(row, (domain) => answers.get(domain) ?? 'unavailable');
      const known = await this.knownMailbox(outcome, deadline, options);
      const { email, evidence } = known
        ? { email: combineMailboxVerdict(outcome.emailVerdict, known), evidence: known }
        : await this.mailboxCheck(outcome, deadline, () =>
            options.onProvisional?.(
              contactVerdict(outcome, outcome.emailVerdict, outcome.score, NO_EVIDENCE),
            ),
          );
      const catchAllBounces = await this.catchAllBounces(outcome, email, deadline, options);
      const score =
        email === outcome.emailVerdict && !catchAllBounces
          ? outcome.score
          : scoreRow(outcome, email, { catchAllBounces });
      return contactVerdict(outcome, email, score, evidence);
    } finally {
      deadline.dispose();
    }
  }

  /**
   * The mail status of each domain by the deadline. A fresh checker per call over the shared answer cache: the
   * checker's budgets and outage breaker count one file's look-ups, and across calls they would let one bad
   * stretch of DNS fail every later call; here the deadline is the only budget.
   */
  private async domainAnswers(
    domains: readonly string[],
    deadline: Deadline,
  ): Promise<Map<string, DomainAnswer>> {
    const answers = new Map<string, DomainAnswer>();
    if (domains.length === 0) return answers;
    const checker = new DomainMailChecker(this.resolver, {
      timeoutMs: deadline.remainingMs() + LOOKUP_GRACE_MS,
    });
    await Promise.all(
      domains.map(async (domain) => {
        const status = await deadline.race(checker.check(domain));
        answers.set(domain, status === TIMED_OUT ? 'timeout' : status);
      }),
    );
    return answers;
  }

  /** The caller's known verdict of the address's mailbox, for an address a mailbox check would ask about. */
  private async knownMailbox(
    outcome: RowOutcome,
    deadline: Deadline,
    options: ContactVerifyOptions,
  ): Promise<MailboxVerdict | undefined> {
    if (!options.knownMailbox || !outcome.email || !PROBED_STATUSES.has(outcome.emailVerdict.status)) return;
    const known = await deadline.race(options.knownMailbox(outcome.email.normalized));
    return known === TIMED_OUT ? undefined : known;
  }

  /** The catch-all calibration of the address's domain, for a catch-all address. */
  private async catchAllBounces(
    outcome: RowOutcome,
    email: EmailVerdict,
    deadline: Deadline,
    options: ContactVerifyOptions,
  ): Promise<CatchAllBounces | undefined> {
    if (!options.catchAllBounces || !outcome.email || !email.reasons.includes('catch_all')) return;
    const address = outcome.email.normalized;
    const found = await deadline.race(options.catchAllBounces(address.slice(address.lastIndexOf('@') + 1)));
    return found === TIMED_OUT ? undefined : found;
  }

  /** The e-mail verdict after the mailbox check (when there is one and time is left), with its evidence. */
  private async mailboxCheck(
    outcome: RowOutcome,
    deadline: Deadline,
    beforeProbe: () => void,
  ): Promise<{ email: EmailVerdict; evidence: MailboxEvidence }> {
    const offline = outcome.emailVerdict;
    if (!this.prober || !outcome.email || !PROBED_STATUSES.has(offline.status)) {
      return { email: offline, evidence: NO_EVIDENCE };
    }
    if (offline.reasons.includes('timeout')) return { email: offline, evidence: NO_EVIDENCE };
    beforeProbe();
    const address = outcome.email.normalized;
    const answer = await deadline
      .race(this.prober.probe(address, { deadlineMs: deadline.remainingMs() }))
      // A prober that fails is a mail server that did not answer, not a failed call.
      .catch((): MailboxVerdict => ({ ...CUT_SHORT, retry: false }));
    // The prober gives unknown/smtp_unavailable when its own abort (at the same deadline) stops it.
    const cutShort =
      answer === TIMED_OUT ||
      (answer.status === 'unknown' &&
        answer.reason === 'smtp_unavailable' &&
        answer.retry &&
        deadline.passed);
    if (!cutShort) return { email: combineMailboxVerdict(offline, answer), evidence: answer };
    const combined = combineMailboxVerdict(offline, CUT_SHORT);
    const reasons = combined.reasons.map(
      (reason): EmailReason => (reason === 'smtp_unavailable' ? 'timeout' : reason),
    );
    return { email: { status: combined.status, reasons }, evidence: NO_EVIDENCE };
  }
}
