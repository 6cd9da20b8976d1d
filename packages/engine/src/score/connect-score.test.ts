import { describe, expect, it } from 'vitest';
import type { PhoneType } from '../phone/verify-phone';
import { connectScore, formatScoreReasons, type ScoreFeatures } from './connect-score';

const base: ScoreFeatures = {
  phoneStatus: 'missing',
  phoneType: 'unknown',
  emailStatus: 'missing',
  emailReasons: [],
  hasFirstName: true,
  hasLastName: true,
  hasCompany: true,
  seniority: 'manager',
};
const score = (changes: Partial<ScoreFeatures>) => connectScore({ ...base, ...changes }).score;

describe('connectScore', () => {
  it('ranks a valid mobile above every other phone outcome', () => {
    const mobile = score({ phoneStatus: 'valid', phoneType: 'mobile' });
    const others: PhoneType[] = [
      'fixed_line',
      'fixed_line_or_mobile',
      'voip',
      'toll_free',
      'premium_rate',
      'unknown',
    ];
    for (const type of others)
      expect(mobile).toBeGreaterThan(score({ phoneStatus: 'valid', phoneType: type }));
    expect(score({ phoneStatus: 'valid', phoneType: 'fixed_line' })).toBeGreaterThan(
      score({ phoneStatus: 'invalid' }),
    );
    expect(score({ phoneStatus: 'invalid' })).toBe(score({ phoneStatus: 'missing' }));
  });

  it('ranks a valid e-mail above a risky, disposable, unknown or invalid one, even at a free provider', () => {
    const valid = score({ emailStatus: 'valid', emailReasons: ['free_provider'] });
    for (const reasons of [['disposable'], ['typo'], ['role_account']] as const) {
      expect(valid).toBeGreaterThan(score({ emailStatus: 'risky', emailReasons: [...reasons] }));
    }
    expect(valid).toBeGreaterThan(score({ emailStatus: 'unknown', emailReasons: ['dns_unavailable'] }));
    expect(score({ emailStatus: 'risky', emailReasons: ['disposable'] })).toBeGreaterThan(
      score({ emailStatus: 'invalid' }),
    );
  });

  it('stays within 0–100 and explains itself', () => {
    const best = connectScore({
      ...base,
      phoneStatus: 'valid',
      phoneType: 'mobile',
      emailStatus: 'valid',
      seniority: 'c_level',
    });
    expect(best.score).toBe(100);
    expect(formatScoreReasons(best.contributions)).toBe('phone_mobile:+45;email_valid:+35;full_name:+8');
    const empty = connectScore({
      ...base,
      hasFirstName: false,
      hasLastName: false,
      hasCompany: false,
      seniority: undefined,
    });
    expect(empty.score).toBe(0);
  });
});
