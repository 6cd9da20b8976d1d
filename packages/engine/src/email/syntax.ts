import { domainToASCII, domainToUnicode } from 'node:url';

/** An address that passed the syntax check, split and normalized. */
export interface ParsedEmail {
  /** Local part, lower-cased (mailbox names are case-insensitive in practice). */
  local: string;
  /** Domain in ASCII (punycode) form, lower-case, for DNS and lists. */
  asciiDomain: string;
  /** `local@domain` with the domain in Unicode form, as written to `lp_email`. */
  normalized: string;
  /** True when the cell held more than one address and only the first was kept. */
  multiple: boolean;
}

/** Result of {@link parseEmail}: an address, or why the cell is not one. */
export type EmailParse = { ok: true; email: ParsedEmail } | { ok: false; cleaned: string };

// RFC 5322 atext plus any non-ASCII character (RFC 6531 internationalized local parts).
const ATEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\-\u0080-\uffff]+$/;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ALPHA_TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const FULL_WIDTH = /[\uff00-\uffef]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f\u00a0\u2000-\u200b\u2028\u2029\u3000]/;
const SEPARATORS = /[;,\s]+/;
const UNICODE_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const ASCII_ONLY = /^[\x20-\x7e]*$/;
const PLAIN_DOMAIN = /^[a-z0-9.-]+$/;
const HAS_SEPARATOR = /[;,\s]/;
const utf8Length = (text: string): number =>
  ASCII_ONLY.test(text) ? text.length : Buffer.byteLength(text, 'utf8');

/** Strips what people paste around an address: `mailto:`, a display name, angle brackets, trailing dots. */
function clean(raw: string): { address: string; multiple: boolean } {
  let text = raw.trim();
  const angle = /<([^<>]*)>/.exec(text);
  if (angle) text = angle[1]!.trim();
  if (/^mailto:/i.test(text)) text = text.slice(7).split('?')[0]!;
  let multiple = false;
  // Most cells hold one bare address; only split when a separator is present.
  if (HAS_SEPARATOR.test(text)) {
    const parts = text.split(SEPARATORS).filter((part) => part.includes('@'));
    multiple = parts.length > 1;
    if (multiple) text = parts[0]!;
  }
  return { address: withoutTrailingDots(text), multiple };
}

// A loop, not `/\.+$/`: that pattern restarts at every dot of a run that does not reach the end (quadratic).
function withoutTrailingDots(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 46) end--;
  return end === text.length ? text : text.slice(0, end);
}

function isDotAtom(local: string): boolean {
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return ATEXT.test(local.replace(/\./g, ''));
}

let domainCache = new Map<string, string | undefined>();

/** {@link checkDomainUncached}, memoized: a file repeats its domains thousands of times. */
function checkDomain(domain: string): string | undefined {
  if (domainCache.has(domain)) return domainCache.get(domain);
  const ascii = checkDomainUncached(domain);
  if (domainCache.size >= 20_000) domainCache = new Map();
  domainCache.set(domain, ascii);
  return ascii;
}

let unicodeCache = new Map<string, string>();

/** `domainToUnicode`, memoized per ASCII domain for the same reason. */
function unicodeDomain(asciiDomain: string): string {
  // Only punycode labels read differently in Unicode.
  if (!asciiDomain.includes('xn--')) return asciiDomain;
  let unicode = unicodeCache.get(asciiDomain);
  if (unicode === undefined) {
    unicode = domainToUnicode(asciiDomain) || asciiDomain;
    if (unicodeCache.size >= 20_000) unicodeCache = new Map();
    unicodeCache.set(asciiDomain, unicode);
  }
  return unicode;
}

function checkDomainUncached(domain: string): string | undefined {
  if (domain.startsWith('[')) return undefined; // IP literals: RFC-legal, never a lead's mailbox
  if (FULL_WIDTH.test(domain)) return undefined;
  // UTS #46 would turn symbols such as "©" into punycode; a host name label holds letters, digits and hyphens.
  if (!domain.split('.').every((label) => UNICODE_LABEL.test(label))) return undefined;
  // Letters, digits, hyphens and dots without punycode are their own ASCII form, lower-cased; UTS #46
  // (the costly part) is only needed for anything else.
  const lower = domain.toLowerCase();
  const ascii = PLAIN_DOMAIN.test(lower) && !lower.includes('xn--') ? lower : domainToASCII(lower);
  if (!ascii || ascii.length > 253) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2) return undefined; // dotless domains are not reachable on the public Internet
  if (!labels.every((label) => LDH_LABEL.test(label))) return undefined;
  if (!ALPHA_TLD.test(labels[labels.length - 1]!)) return undefined;
  // A punycode label must decode (UTS #46 records an error otherwise). Node 20's domainToASCII refuses
  // `xn--zz.com`; Node 24's passes it through and its domainToUnicode leaves the label as it was.
  if (
    ascii.includes('xn--') &&
    unicodeDomain(ascii)
      .split('.')
      .some((label) => label.startsWith('xn--'))
  ) {
    return undefined;
  }
  return ascii;
}

/**
 * Practical RFC 5321/5322 syntax: dot-atom local part (≤ 64 octets, UTF-8 allowed), a domain of
 * at least two LDH labels (≤ 63 each, IDN converted through UTS #46) with an alphabetic or punycode
 * TLD, and at most 254 octets in all. Quoted local parts, comments and IP literals are refused:
 * they are legal but no real lead uses them, and many mail systems reject them.
 */
export function checkEmailSyntax(address: string): EmailParse {
  return parse(address, false);
}

/**
 * Reads an address out of a spreadsheet cell: strips surrounding spaces, `mailto:`, a display name
 * with angle brackets and a sentence-final dot, keeps the first of several addresses, then applies
 * {@link checkEmailSyntax}.
 */
export function parseEmail(raw: string): EmailParse {
  // Most cells are one bare ASCII address: nothing to clean, and one pattern stands for the
  // character checks below (no spaces, controls, quotes, surrogates or full-width forms; one "@").
  if (PLAIN_ADDRESS.test(raw)) return parsePlain(raw);
  const { address, multiple } = clean(raw);
  return parse(address, multiple);
}

const PLAIN_ADDRESS = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** {@link parse} for an address that matched {@link PLAIN_ADDRESS}: the same verdict, fewer passes. */
function parsePlain(address: string): EmailParse {
  const at = address.indexOf('@');
  const local = address.slice(0, at);
  if (at > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return { ok: false, cleaned: address };
  }
  const asciiDomain = checkDomain(address.slice(at + 1));
  if (!asciiDomain || at + 1 + asciiDomain.length > 254) return { ok: false, cleaned: address };
  const lowerLocal = local.toLowerCase();
  return {
    ok: true,
    email: {
      local: lowerLocal,
      asciiDomain,
      normalized: `${lowerLocal}@${unicodeDomain(asciiDomain)}`,
      multiple: false,
    },
  };
}

function parse(address: string, multiple: boolean): EmailParse {
  const fail = { ok: false as const, cleaned: address };
  if (CONTROL_OR_SPACE.test(address) || FULL_WIDTH.test(address)) return fail;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return fail;
  const local = address.slice(0, at);
  if (local.includes('@') || local.includes('"')) return fail;
  const localLength = utf8Length(local);
  if (localLength > 64 || !isDotAtom(local)) return fail;
  // Lone surrogates make later UTF-8 conversions throw (validator.js crashed on them); refuse them here.
  if (LONE_SURROGATE.test(address)) return fail;
  const asciiDomain = checkDomain(address.slice(at + 1));
  if (!asciiDomain) return fail;
  if (localLength + 1 + asciiDomain.length > 254) return fail;
  const lowerLocal = local.toLowerCase();
  return {
    ok: true,
    email: {
      local: lowerLocal,
      asciiDomain,
      normalized: `${lowerLocal}@${unicodeDomain(asciiDomain)}`,
      multiple,
    },
  };
}
