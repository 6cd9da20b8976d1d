import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DisposableDomains } from './disposable';
import { parseEmail } from './syntax';
import { suggestDomain } from './typo';
import { domainFacts, finishEmail, precheckEmail } from './verify-email';

const disposable = new DisposableDomains(['burner.example']);
const precheck = (raw: string) => precheckEmail(raw, (domain) => domainFacts(domain, disposable));

describe('parseEmail', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['mailto:jane@example.com?subject=hi', 'jane@example.com'],
    ['Jane Doe <jane@example.com>', 'jane@example.com'],
    ['jane@example.com.', 'jane@example.com'],
    ['jane@bücher.de', 'jane@bücher.de'],
    ['JANE@XN--BCHER-KVA.DE', 'jane@bücher.de'],
  ])('cleans and normalizes %j', (raw, normalized) => {
    const parsed = parseEmail(raw);
    expect(parsed.ok && parsed.email.normalized).toBe(normalized);
  });

  it.each([
    ['jane@example..com'],
    ['jane@-example.com'],
    ['jane@example-.com'],
    ['jane@example.c0m'],
    ['jane@xn--zz.com'],
    ['jane@localhost'],
  ])('refuses the domain of %j', (raw) => {
    expect(parseEmail(raw).ok).toBe(false);
  });

  it('reads plain and punycode domains as the URL standard does', () => {
    for (const domain of ['Example.COM', 'a-b.example.co.uk', 'XN--BCHER-KVA.de', '123.example.io']) {
      const parsed = parseEmail(`x@${domain}`);
      expect(parsed.ok && parsed.email.asciiDomain).toBe(domainToASCII(domain.toLowerCase()));
      expect(parsed.ok && parsed.email.normalized).toBe(`x@${domainToUnicode(domainToASCII(domain))}`);
    }
  });

  it('keeps the first of several addresses and says so', () => {
    const parsed = parseEmail('a@example.com; b@example.com');
    expect(parsed.ok && parsed.email).toMatchObject({ normalized: 'a@example.com', multiple: true });
  });

  it('applies the length limits', () => {
    expect(parseEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.com`).ok).toBe(true);
    expect(parseEmail(`${'a'.repeat(65)}@example.com`).ok).toBe(false);
    expect(parseEmail(`a@${'b'.repeat(64)}.com`).ok).toBe(false);
  });
});

describe('suggestDomain', () => {
  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['hotmial.com', 'hotmail.com'],
    ['yahoo.cm', 'yahoo.com'],
    ['outlok.com', 'outlook.com'],
  ])('suggests %s → %s', (domain, suggestion) => {
    expect(suggestDomain(domain)).toBe(suggestion);
  });

  it.each(['gmail.com', 'ge.com', 'acme.co', 'gmx.de', 'mail.com'])('leaves %s alone', (domain) => {
    expect(suggestDomain(domain)).toBeUndefined();
  });
});

describe('precheckEmail and finishEmail', () => {
  it('marks broken syntax invalid whatever DNS says', () => {
    expect(finishEmail(precheck('jane@@example.com'), 'mx')).toEqual({
      status: 'invalid',
      reasons: ['syntax'],
    });
  });

  it('is valid with an MX record, invalid without, unknown when DNS cannot tell', () => {
    const check = precheck('jane@acme-widgets.com');
    expect(finishEmail(check, 'mx')).toEqual({ status: 'valid', reasons: [] });
    expect(finishEmail(check, 'no_mx')).toEqual({ status: 'invalid', reasons: ['no_mx'] });
    expect(finishEmail(check, 'unavailable')).toEqual({ status: 'unknown', reasons: ['dns_unavailable'] });
  });

  it('flags disposable, role and mistyped addresses as risky and free providers as information', () => {
    expect(finishEmail(precheck('x@mailinator.com'), 'mx').status).toBe('risky');
    expect(finishEmail(precheck('x@sub.burner.example'), 'mx').reasons).toContain('disposable');
    expect(finishEmail(precheck('sales@acme-widgets.com'), 'mx')).toEqual({
      status: 'risky',
      reasons: ['role_account'],
    });
    // Role names through a +tag, in capitals, and with dots or underscores for the hyphen.
    for (const role of [
      'Sales+eu@acme-widgets.com',
      'no.reply@acme-widgets.com',
      'no_reply@acme-widgets.com',
    ])
      expect(precheck(role).reasons, role).toContain('role_account');
    expect(precheck('jane.doe@acme-widgets.com').reasons).not.toContain('role_account');
    const typo = precheck('jane@gmial.com');
    expect(typo.suggestion).toBe('jane@gmail.com');
    expect(finishEmail(typo, 'mx').reasons).toContain('typo');
    expect(finishEmail(precheck('jane@gmail.com'), 'mx')).toEqual({
      status: 'valid',
      reasons: ['free_provider'],
    });
  });
});
