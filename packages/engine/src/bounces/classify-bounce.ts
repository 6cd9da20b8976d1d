/**
 * Whether a reported bounce proves the mailbox does not exist (hard), may still exist (soft: full, greylisted,
 * throttled, blocked by policy or as spam), or says too little to tell (unknown). Only a hard bounce can make a
 * `valid` verdict wrong, so only a hard bounce is refundable; a soft one is shown apart.
 */

/** How a bounce counts for the guarantee. */
export type BounceKind = 'hard' | 'soft' | 'unknown';

/** Why a bounce was classified as it was, for the report. */
export type BounceCause =
  | 'no_mailbox'
  | 'mailbox_disabled'
  | 'provider_hard'
  | 'mailbox_full'
  | 'greylisted'
  | 'policy'
  | 'temporary'
  | 'provider_soft'
  | 'unclassified';

export interface BounceClass {
  kind: BounceKind;
  cause: BounceCause;
}

/** What one row of a bounce log says, as far as it says anything. */
export interface BounceDetail {
  /** The provider's own type or status word: `Permanent`, `HardBounce`, `hard_bounce`, `Bounced`, `soft`… */
  type?: string | undefined;
  /** An enhanced status code (`5.1.1`) or an SMTP reply code (`550`). */
  status?: string | undefined;
  /** The diagnostic text the receiving server gave. */
  diagnostic?: string | undefined;
}

// RFC 3463 enhanced status codes (class.subject.detail), never a part of a longer dotted number such as an IP
// address (`mx[52.4.2.1]`): no digit or dot before, no further `.digit` or digit after.
const CODE = String.raw`([245])\.(\d{1,3})\.(\d{1,3})(?!\.?\d)`;
const ENHANCED_CODE = new RegExp(String.raw`(?<![\d.])${CODE}`);
// RFC 5321 reply code, and the enhanced code that follows it (`550 5.1.1`, Gmail's multi-line `550-5.1.1`).
const REPLY_CODE = /(?<![\d.])([245])\d\d(?![\d.])/;
const REPLY_AND_ENHANCED = new RegExp(String.raw`(?<![\d.])[245]\d\d[ -]+${CODE}`);

/** Diagnostic phrases of a mailbox that does not exist, the one failure a `valid` verdict can be wrong about. */
const NO_MAILBOX =
  /\b(user unknown|unknown user|no such (user|mailbox|recipient|address)|mailbox (not found|does not exist|unavailable)|(user|mailbox|address|account|recipient) (does not exist|doesn'?t exist|not found)|recipient unknown|unknown recipient|invalid (mailbox|recipient)|address rejected: user|unknown_user|nosuchuser|noemail)\b/;
const DISABLED =
  /\b(account (is )?disabled|mailbox (is )?disabled|account (has been )?(closed|deactivated))\b/;
const FULL = /\b(mailbox (is )?full|over ?quota|quota exceeded|insufficient (storage|space)|mailbox_full)\b/;
const GREYLIST = /\b(gr[ae]ylist(ed|ing)?)\b/;
const POLICY =
  /\b(spam|blocked|block ?list|blacklist|policy|reputation|rejected for policy|content rejected|dmarc|spf|dkim)\b/;
const TEMPORARY =
  /\b(try again later|temporar(y|ily)|rate limit(ed)?|throttl(ed|ing)|too many (connections|messages)|deferred|timed? ?out|transient)\b/;

const HARD_TYPES =
  /^(hard|hard ?bounce(d)?|permanent|permanent ?failure|failed|hb|bounce|bounced|emails bounced|cleaned|invalid email|bad email address)$/;
const SOFT_TYPES =
  /^(soft|soft ?bounce(d)?|transient|temporary|temporary ?failure|sb|deferred|undetermined)$/;

/** Words of a type cell reduced to one spelling: `HardBounce`, `hard_bounce` and `Hard bounce` all become `hard bounce`. */
function typeWord(type: string): string {
  return type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The class of an enhanced status code, when the code alone decides it. */
function byEnhancedCode(code: RegExpExecArray): BounceClass | undefined {
  const [, klass, subject, detail] = code;
  if (klass === '4')
    return { kind: 'soft', cause: subject === '2' && detail === '2' ? 'mailbox_full' : 'temporary' };
  if (klass !== '5') return undefined;
  if (subject === '1' && (detail === '1' || detail === '10')) return { kind: 'hard', cause: 'no_mailbox' };
  if (subject === '2' && detail === '1') return { kind: 'hard', cause: 'mailbox_disabled' };
  if (subject === '2' && detail === '2') return { kind: 'soft', cause: 'mailbox_full' };
  if (subject === '7') return { kind: 'soft', cause: 'policy' };
  return undefined;
}

/**
 * Classifies one bounce. The enhanced code decides first (a 4.x.x is never permanent, a 5.7.x is a policy block
 * whatever the provider called it), then a 4xx reply code anywhere (temporary), then the diagnostic's words, then
 * the provider's type; a bare 5xx with no words is unknown.
 */
export function classifyBounce(detail: BounceDetail): BounceClass {
  const type = typeWord(detail.type ?? '');
  const typeWordKnown = HARD_TYPES.test(type) || SOFT_TYPES.test(type);
  // A type cell that is no type word is read as text, last: a generic log's "Status" column often holds the
  // server's reply (`550 5.1.1 user unknown`).
  const text = `${detail.status ?? ''} ${detail.diagnostic ?? ''} ${typeWordKnown ? '' : (detail.type ?? '')}`;
  // The enhanced code that follows a reply code is the server's; a lone one (a status cell, SES) otherwise.
  const paired = REPLY_AND_ENHANCED.exec(text);
  const code = paired ?? ENHANCED_CODE.exec(text);
  const coded = code ? byEnhancedCode(code) : undefined;
  if (coded) return coded;
  const words = text.toLowerCase();
  // A 4xx reply is temporary by definition (RFC 5321), whatever its words say: "450 mailbox unavailable" is not a
  // missing mailbox.
  if (REPLY_CODE.exec(text)?.[1] === '4') {
    if (FULL.test(words)) return { kind: 'soft', cause: 'mailbox_full' };
    if (GREYLIST.test(words)) return { kind: 'soft', cause: 'greylisted' };
    return { kind: 'soft', cause: 'temporary' };
  }
  if (FULL.test(words)) return { kind: 'soft', cause: 'mailbox_full' };
  if (GREYLIST.test(words)) return { kind: 'soft', cause: 'greylisted' };
  if (POLICY.test(words)) return { kind: 'soft', cause: 'policy' };
  if (TEMPORARY.test(words)) return { kind: 'soft', cause: 'temporary' };
  if (NO_MAILBOX.test(words)) return { kind: 'hard', cause: 'no_mailbox' };
  if (DISABLED.test(words)) return { kind: 'hard', cause: 'mailbox_disabled' };
  if (HARD_TYPES.test(type)) return { kind: 'hard', cause: 'provider_hard' };
  if (SOFT_TYPES.test(type)) return { kind: 'soft', cause: 'provider_soft' };
  return { kind: 'unknown', cause: 'unclassified' };
}
