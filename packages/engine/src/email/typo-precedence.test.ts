import { describe, expect, it } from 'vitest';
import { DisposableDomains } from './disposable';
import { isSpecialUseDomain } from './special-use';
import { POPULAR_DOMAINS } from './typo';
import { domainFacts, finishEmail, precheckEmail } from './verify-email';

const disposable = new DisposableDomains();
const precheck = (raw: string) => precheckEmail(raw, (domain) => domainFacts(domain, disposable));

/** The 50 providers a suggestion can point at. */
const PROVIDERS = POPULAR_DOMAINS;

/** The TLD typos people make most, by the TLD meant. */
const TLD_SLIPS: Readonly<Record<string, string[]>> = {
  com: ['con', 'cmo', 'comm', 'co', 'cm', 'vom', 'xom'],
  net: ['nte', 'ney', 'met'],
  de: ['dee', 'ed'],
  fr: ['frr', 'rf'],
  ru: ['ruu', 'ur'],
  ca: ['caa'],
};

/**
 * The common misspellings of a provider: for a name of five letters or more, a transposed pair, a dropped and a
 * doubled letter (shorter names sit one keystroke from real companies, so only their TLD is corrected); for a
 * `.com` or `.net` provider, its TLD slips.
 */
function misspellings(provider: string): string[] {
  const dot = provider.lastIndexOf('.');
  const name = provider.slice(0, dot);
  const tld = provider.slice(dot + 1);
  const words: string[] = [];
  const bare = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
  const rest = name.slice(bare.length);
  if (bare.length >= 5) {
    words.push(`${bare[0]}${bare[2]}${bare[1]}${bare.slice(3)}`); // gamil
    words.push(`${bare.slice(0, -2)}${bare.slice(-1)}`); // gmal
    words.push(`${bare.slice(0, 3)}${bare[2]}${bare.slice(3)}`); // gmaail
  }
  const typed = words.map((word) => `${word}${rest}.${tld}`);
  for (const slip of TLD_SLIPS[tld] ?? []) typed.push(`${name}.${slip}`);
  return typed.filter((domain) => domain !== provider && !PROVIDERS.includes(domain));
}

const CASES = PROVIDERS.flatMap((provider) =>
  misspellings(provider).map((typed) => [typed, provider] as const),
);

describe('a likely typo of a known provider', () => {
  it('covers the 50 providers with their common misspellings', () => {
    expect(new Set(PROVIDERS).size).toBe(50);
    expect(new Set(CASES.map(([, provider]) => provider)).size).toBe(50);
    expect(CASES.length).toBeGreaterThan(200);
    // mailchecker lists many of them as throwaway domains: the precedence below is what keeps them typos.
    for (const listed of ['gmial.com', 'yaho.com', 'hotmial.com', 'gamil.com', 'outlok.com'])
      expect(disposable.has(listed), listed).toBe(true);
    expect(CASES.filter(([typed]) => disposable.has(typed)).length).toBeGreaterThan(10);
  });

  it.each([...CASES, ['gmial.com', 'gmail.com'] as const, ['hotmial.com', 'hotmail.com'] as const])(
    '%s is a typo of %s, never disposable',
    (typed, provider) => {
      const checked = precheck(`Jane.Doe@${typed}`);
      expect(checked.reasons).toContain('typo');
      expect(checked.reasons).not.toContain('disposable');
      expect(checked.suggestion).toBe(`jane.doe@${provider}`);
      for (const dns of ['mx', 'unavailable'] as const) {
        const verdict = finishEmail(checked, dns);
        expect(verdict.status).toBe('risky');
        expect(verdict.reasons).not.toContain('disposable');
      }
    },
  );

  it('still reports a listed throwaway domain that is no typo as disposable', () => {
    expect(precheck('x@mailinator.com').reasons).toEqual(['disposable']);
    expect(precheck('x@guerrillamail.com').reasons).toContain('disposable');
  });
});

describe('special-use domain names', () => {
  const SPECIAL = [
    'printer.local',
    'x.test',
    'foo.localhost',
    'mail.invalid',
    'abc.onion',
    '1.0.0.127.in-addr.arpa',
  ];

  it.each(SPECIAL)('x@%s is invalid with reason special_use_domain, and nothing to look up', (domain) => {
    expect(isSpecialUseDomain(domain)).toBe(true);
    const checked = precheck(`Jane@${domain.toUpperCase()}`);
    expect(checked).toEqual({
      normalized: `jane@${domain}`,
      asciiDomain: '',
      reasons: ['special_use_domain'],
      suggestion: '',
    });
    expect(finishEmail(checked, 'unavailable')).toEqual({
      status: 'invalid',
      reasons: ['special_use_domain'],
    });
  });

  it.each(['example.com', 'local.com', 'test.de', 'onion.io', 'arpa.example.org', 'localhost.net'])(
    'leaves %s, which only looks like one, to the other checks',
    (domain) => {
      expect(isSpecialUseDomain(domain)).toBe(false);
      expect(precheck(`x@${domain}`).reasons).not.toContain('special_use_domain');
    },
  );
});
