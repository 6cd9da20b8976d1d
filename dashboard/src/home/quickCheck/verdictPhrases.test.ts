import { describe, expect, it } from 'vitest';
import { creditsChargedText, emailReasonPhrase, phoneReasonPhrase, phoneTypeLabel } from './verdictPhrases';

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
});
