import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { checkEmailSyntax } from './syntax';

/**
 * Unambiguous cases are those every reading agrees on: is_email VALID/DNSWARN (valid) and ERR
 * (invalid), node-isemail `valid*`/`err*`, validator.js default-option lists. The RFC-only tiers
 * (RFC5321, CFWS, DEPREC, RFC5322) are product decisions: we refuse them all (see docs/quality.md).
 *
 * Documented exclusions: cases where our practical policy deliberately differs from the RFC.
 */
const EXCLUSIONS: Readonly<Record<string, string>> = {
  'test@io': 'dotless domain',
  'test@org': 'dotless domain',
  'test@iana.a': 'one-letter TLD',
  '+@b.c': 'one-letter TLD',
  'test@iana.co-uk': 'TLD with a hyphen',
  'test@123.123.123.x123': 'TLD with digits',
  'x@x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x23456789.x2':
    'TLD with digits',
  'test@xn--example.com': 'A-label that is not valid punycode',
  '"foobar"@example.com': 'quoted local part',
  '"  foo  m端ller "@example.com': 'quoted local part',
  '"foo\\@bar"@example.com': 'quoted local part',
};
const isExcluded = ({ address, valid }: Case) =>
  address in EXCLUSIONS ||
  // 253-character domain ending in a one-letter TLD (is_email test 37).
  (valid && /\.v$/.test(address)) ||
  // Internationalized domains IDNA 2008 refuses (emoji and symbols, labels too long once punycoded).
  (valid && idnaRefuses(address.slice(address.lastIndexOf('@') + 1)));

function idnaRefuses(domain: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at NUL.
  if (!/[^\x00-\x7f]/.test(domain)) return false;
  return domainToASCII(domain) === '' || /[^\p{L}\p{M}\p{N}.-]/u.test(domain);
}

interface Case {
  source: string;
  address: string;
  valid: boolean;
}

function unambiguousCases(): Case[] {
  const cases: Case[] = [];
  for (const line of readFixture('email-isemail/is_email-tests.normalized.jsonl').trim().split('\n')) {
    const row = JSON.parse(line) as { set: string; address: string; category: string };
    if (row.category === 'ISEMAIL_VALID_CATEGORY' || row.category === 'ISEMAIL_DNSWARN') {
      cases.push({ source: `is_email ${row.set}`, address: row.address, valid: true });
    } else if (row.category === 'ISEMAIL_ERR') {
      cases.push({ source: `is_email ${row.set}`, address: row.address, valid: false });
    }
  }
  for (const [address, diagnosis] of JSON.parse(readFixture('email-isemail/node-isemail-tests.json')) as [
    string,
    string,
  ][]) {
    if (diagnosis.startsWith('valid')) cases.push({ source: 'node-isemail', address, valid: true });
    else if (diagnosis.startsWith('err')) cases.push({ source: 'node-isemail', address, valid: false });
  }
  const groups = JSON.parse(readFixture('email-validatorjs/isEmail-cases.json')) as Array<{
    options: unknown;
    valid: string[];
    invalid: string[];
  }>;
  for (const group of groups.filter((g) => g.options === null)) {
    for (const address of group.valid) cases.push({ source: 'validator.js', address, valid: true });
    for (const address of group.invalid) cases.push({ source: 'validator.js', address, valid: false });
  }
  return cases;
}

describe('e-mail syntax against the public vectors', () => {
  const cases = unambiguousCases();
  const measured = cases.filter((c) => !isExcluded(c));
  const disagreements = measured.filter((c) => checkEmailSyntax(c.address).ok !== c.valid);
  const agreement = 1 - disagreements.length / measured.length;

  it('agrees on at least 99% of the unambiguous cases', () => {
    console.info(
      `e-mail syntax: ${measured.length - disagreements.length}/${measured.length} agree (${(agreement * 100).toFixed(2)}%), ` +
        `${cases.length - measured.length} documented exclusions`,
    );
    expect(disagreements.map((c) => `${c.source}: ${JSON.stringify(c.address)}`)).toEqual([]);
    expect(agreement).toBeGreaterThanOrEqual(0.99);
    expect(measured.length).toBeGreaterThan(300);
  });

  it('refuses every RFC-only form (quoted strings, comments, IP literals, obsolete syntax)', () => {
    let accepted = 0;
    for (const line of readFixture('email-isemail/is_email-tests.normalized.jsonl').trim().split('\n')) {
      const row = JSON.parse(line) as { address: string; category: string };
      if (['ISEMAIL_RFC5321', 'ISEMAIL_CFWS', 'ISEMAIL_DEPREC', 'ISEMAIL_RFC5322'].includes(row.category)) {
        if (checkEmailSyntax(row.address).ok) accepted++;
      }
    }
    expect(accepted).toBe(0);
  });
});
