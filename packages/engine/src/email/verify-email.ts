import type { MailboxReason } from '../mailbox/mailbox-verdict';
import { isOverlong } from '../safety/cell-limit';
import type { DisposableDomains } from './disposable';
import { isFreeProvider } from './free-providers';
import type { DomainMailStatus } from './mx-resolver';
import { isRoleAccount } from './role-accounts';
import { isSpecialUseDomain } from './special-use';
import { parseEmail } from './syntax';
import { suggestDomain } from './typo';

/** `lp_email_status` values, best first. */
export type EmailStatus = 'valid' | 'risky' | 'unknown' | 'invalid' | 'missing';

/** `lp_email_reason` codes (documented in docs/results-format.md). */
export type EmailReason =
  | 'syntax'
  | 'no_mx'
  | 'disposable'
  | 'typo'
  | 'role_account'
  | 'free_provider'
  | 'dns_unavailable'
  | 'multiple_addresses'
  | 'cell_too_long'
  // The domain is under a special-use name (.test, .local, .onion…): invalid, and never looked up.
  | 'special_use_domain'
  // The real-time contact check only: its deadline came before the DNS answer or the mail server's.
  | 'timeout'
  // The mailbox check's codes (`no_mx` is among them, with the same meaning), added by applyMailboxVerdicts.
  | MailboxReason;

/** What can be known about an address without the network; the domain check completes it. */
export interface EmailPrecheck {
  /** Normalized address, or the cleaned input when it is not an address. */
  normalized: string;
  /** ASCII domain to look up; empty when the syntax failed. */
  asciiDomain: string;
  /** Reasons known offline. */
  reasons: EmailReason[];
  /** Corrected address when the domain looks mistyped, else empty. */
  suggestion: string;
}

/**
 * What the domain check said about a domain: its mail status, or `timeout` when the real-time contact check's
 * deadline came first (the bulk path waits for every answer, so it never gives `timeout`).
 */
export type DomainAnswer = DomainMailStatus | 'timeout';

/** A finished e-mail verdict for one address. */
export interface EmailVerdict {
  status: EmailStatus;
  reasons: EmailReason[];
}

/** Status order used to pick a row's best address among several e-mail columns. */
export const EMAIL_STATUS_RANK: Readonly<Record<EmailStatus, number>> = {
  valid: 4,
  risky: 3,
  unknown: 2,
  invalid: 1,
  missing: 0,
};

/** What is known about a mail domain without DNS. */
export interface DomainFacts {
  /** Under a special-use name (`.local`, `.test`…): no mail server, nothing to look up. */
  specialUse: boolean;
  disposable: boolean;
  free: boolean;
  /** Domain that was probably meant, or "". */
  suggestion: string;
}

/**
 * Special-use, disposable, free-provider and typo facts about one domain (callers memoize it per domain);
 * `testDomains` reads `.test` names as ordinary ones (see {@link isSpecialUseDomain}).
 */
export function domainFacts(
  asciiDomain: string,
  disposable: DisposableDomains,
  testDomains = false,
): DomainFacts {
  return {
    specialUse: isSpecialUseDomain(asciiDomain, testDomains),
    disposable: disposable.has(asciiDomain),
    free: isFreeProvider(asciiDomain),
    suggestion: suggestDomain(asciiDomain) ?? '',
  };
}

/**
 * Syntax, normalization, disposable, role, free-provider and typo checks: everything but DNS. A cell
 * over the length cap is not read: it cannot be an address, and copying it to `lp_email` would only
 * double it in the results.
 */
export function precheckEmail(raw: string, factsOf: (asciiDomain: string) => DomainFacts): EmailPrecheck {
  if (isOverlong(raw)) return { normalized: '', asciiDomain: '', reasons: ['cell_too_long'], suggestion: '' };
  const parsed = parseEmail(raw);
  if (!parsed.ok) return { normalized: parsed.cleaned, asciiDomain: '', reasons: ['syntax'], suggestion: '' };
  const { email } = parsed;
  const facts = factsOf(email.asciiDomain);
  // No domain to look up (asciiDomain empty), as for a syntax error: a special-use name has no mail servers.
  if (facts.specialUse)
    return { normalized: email.normalized, asciiDomain: '', reasons: ['special_use_domain'], suggestion: '' };
  const reasons: EmailReason[] = [];
  if (email.multiple) reasons.push('multiple_addresses');
  const suggested = facts.suggestion;
  // A likely typo of a known provider is reported as the typo it is, with its correction: mailchecker lists many
  // such domains (gmial.com, yaho.com) as disposable, which reads as a burner address to a customer.
  if (facts.disposable && !suggested) reasons.push('disposable');
  if (suggested) reasons.push('typo');
  if (isRoleAccount(email.local)) reasons.push('role_account');
  if (facts.free) reasons.push('free_provider');
  return {
    normalized: email.normalized,
    asciiDomain: email.asciiDomain,
    reasons,
    suggestion: suggested ? `${email.local}@${suggested}` : '',
  };
}

/**
 * Combines the offline checks with the domain's mail status. Order of precedence: broken syntax, a
 * cell over the length cap, a special-use domain or no mail server is `invalid`; a throwaway or mistyped domain is `risky`;
 * an unchecked domain (or one the deadline came before) is `unknown` (never a guess); a role mailbox is
 * `risky`; anything else is `valid`.
 */
export function finishEmail(precheck: EmailPrecheck, domain: DomainAnswer): EmailVerdict {
  const reasons = [...precheck.reasons];
  if (
    reasons.includes('syntax') ||
    reasons.includes('cell_too_long') ||
    reasons.includes('special_use_domain')
  )
    return { status: 'invalid', reasons };
  if (domain === 'no_mx') return { status: 'invalid', reasons: ['no_mx', ...reasons] };
  // A timeout is an unchecked domain like any other; only its reason says why it was not checked.
  const unchecked = domain === 'unavailable' || domain === 'timeout';
  if (unchecked) reasons.push(domain === 'timeout' ? 'timeout' : 'dns_unavailable');
  if (reasons.includes('disposable') || reasons.includes('typo')) return { status: 'risky', reasons };
  if (unchecked) return { status: 'unknown', reasons };
  if (reasons.includes('role_account')) return { status: 'risky', reasons };
  return { status: 'valid', reasons };
}
