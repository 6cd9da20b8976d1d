import { describe, expect, it } from 'vitest';
import {
  creditsChargedText,
  emailReasonPhrase,
  emailReasonPhrases,
  mailboxCheckLine,
  phoneReasonPhrase,
  phoneTypeLabel,
  scoreContribution,
  statusLabel,
} from './verdict-phrases';

describe('verdict phrases', () => {
  it.each([
    ['mailbox_not_found', 'mailbox does not exist'],
    ['disposable', 'disposable address'],
    ['typo', 'possible typo'],
    ['catch_all', 'domain accepts every address'],
    ['timeout', 'not decided in time'],
    ['no_mx', 'domain does not accept mail'],
    ['smtp_blocked', 'mail server refused the check'],
  ])('says %s as "%s"', (code, phrase) => {
    expect(emailReasonPhrase(code)).toBe(phrase);
  });

  it('has a phrase for every e-mail reason of docs/results-format.md, and words for a new code', () => {
    const codes = [
      'syntax',
      'no_mx',
      'disposable',
      'typo',
      'role_account',
      'free_provider',
      'dns_unavailable',
      'multiple_addresses',
      'cell_too_long',
      'mailbox_not_found',
      'mailbox_disabled',
      'mailbox_full',
      'catch_all',
      'greylisted',
      'smtp_unavailable',
      'smtp_blocked',
      'timeout',
    ];
    for (const code of codes) expect(emailReasonPhrase(code), code).not.toContain('_');
    expect(emailReasonPhrase('brand_new_reason')).toBe('brand new reason');
  });

  it('says phone reasons and types in words', () => {
    expect(phoneReasonPhrase('too_short')).toBe('too short');
    expect(phoneReasonPhrase('no_region')).toBe('no country code');
    expect(phoneTypeLabel('fixed_line_or_mobile')).toBe('landline or mobile');
    expect(phoneTypeLabel('mobile')).toBe('mobile');
    expect(phoneTypeLabel('satellite')).toBe('satellite');
  });

  it('says what the check cost', () => {
    expect(creditsChargedText(0)).toBe('No credits charged');
    expect(creditsChargedText(1)).toBe('1 credit charged');
    expect(creditsChargedText(2)).toBe('2 credits charged');
  });

  it('says a status as a word, "so far" while the mail server is asked', () => {
    expect(statusLabel('valid')).toBe('Valid');
    expect(statusLabel('risky', true)).toBe('Risky so far');
  });

  it('reads a likely typo with its correction as a typo of the domain meant, never also as disposable', () => {
    expect(emailReasonPhrases(['no_mx', 'typo', 'disposable'], 'jane@gmail.com')).toEqual([
      'possible typo of gmail.com',
      'domain does not accept mail',
    ]);
    // Without a correction there is nothing to name: the codes read as they are.
    expect(emailReasonPhrases(['typo'], '')).toEqual(['possible typo']);
    expect(emailReasonPhrases(['disposable'], '')).toEqual(['disposable address']);
  });

  it("says what the mail server's answer means, and nothing when the mailbox check did not run", () => {
    const email = { normalized: 'a@acme.com', reasons: [], suggestion: '', checkedAt: '' };
    expect(mailboxCheckLine({ ...email, status: 'valid', smtp: '250 2.1.5 Ok', mx: 'mx.acme.com' })).toBe(
      'Mail server mx.acme.com: mailbox exists',
    );
    expect(mailboxCheckLine({ ...email, status: 'invalid', smtp: '550 5.1.1', mx: '' })).toBe(
      'Mail server: refused the address',
    );
    expect(mailboxCheckLine({ ...email, status: 'valid', smtp: '', mx: '' })).toBeNull();
  });

  it('says each score contribution in words, with its sign', () => {
    expect(scoreContribution({ code: 'phone_mobile', points: 45 })).toBe('+45 mobile phone');
    expect(scoreContribution({ code: 'email_free_provider', points: -3 })).toBe('\u22123 free mail provider');
    expect(scoreContribution({ code: 'seniority_vp', points: 7 })).toBe('+7 seniority: VP');
    expect(scoreContribution({ code: 'brand_new', points: 1 })).toBe('+1 brand new');
  });
});
