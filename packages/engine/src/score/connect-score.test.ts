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

  it('grades what the mailbox check found: catch-all below a role mailbox, a full mailbox low, no answer as unverified', () => {
    // The e-mail's own contribution, wherever it ranks among the row's.
    const reasonsOf = (
      status: ScoreFeatures['emailStatus'],
      ...emailReasons: ScoreFeatures['emailReasons']
    ) =>
      formatScoreReasons(
        connectScore({ ...base, emailStatus: status, emailReasons }).contributions.filter((c) =>
          c.code.startsWith('email_'),
        ),
      );
    expect(reasonsOf('risky', 'catch_all')).toBe('email_catch_all:+12');
    expect(reasonsOf('risky', 'mailbox_full')).toBe('email_mailbox_full:+5');
    for (const reason of ['greylisted', 'smtp_unavailable', 'smtp_blocked'] as const)
      expect(reasonsOf('unknown', reason)).toBe('email_unverified:+22');
    expect(reasonsOf('invalid', 'mailbox_not_found')).toBe('');
    // A risky address is graded by its worst reason.
    expect(reasonsOf('risky', 'role_account', 'catch_all')).toBe('email_catch_all:+12');
    expect(reasonsOf('risky', 'typo', 'mailbox_full')).toBe('email_mailbox_full:+5');

    const ordered = [
      score({ emailStatus: 'valid', emailReasons: ['free_provider'] }),
      score({ emailStatus: 'unknown', emailReasons: ['greylisted'] }),
      score({ emailStatus: 'risky', emailReasons: ['role_account'] }),
      score({ emailStatus: 'risky', emailReasons: ['catch_all'] }),
      score({ emailStatus: 'risky', emailReasons: ['typo'] }),
      score({ emailStatus: 'risky', emailReasons: ['mailbox_full'] }),
      score({ emailStatus: 'risky', emailReasons: ['disposable'] }),
      score({ emailStatus: 'invalid', emailReasons: ['mailbox_not_found'] }),
    ];
    for (let i = 1; i < ordered.length; i++) expect(ordered[i - 1]).toBeGreaterThan(ordered[i]!);
  });

  it('calibrates a catch-all address by its domain: rarely bounced scores higher, often bounced lower, never as valid', () => {
    const catchAll = (catchAllBounces?: ScoreFeatures['catchAllBounces']) =>
      connectScore({ ...base, emailStatus: 'risky', emailReasons: ['catch_all'], catchAllBounces });
    const codes = (s: ReturnType<typeof catchAll>) =>
      s.contributions.filter((c) => c.code.startsWith('email_')).map((c) => `${c.code}:${c.points}`);
    expect(codes(catchAll('rare'))).toEqual(['email_catch_all_rarely_bounces:20']);
    expect(codes(catchAll('frequent'))).toEqual(['email_catch_all_often_bounces:6']);
    expect(codes(catchAll())).toEqual(['email_catch_all:12']);
    expect(catchAll('rare').score).toBeGreaterThan(catchAll().score);
    expect(catchAll().score).toBeGreaterThan(catchAll('frequent').score);
    // Still below an address whose mailbox answered, or one no server answered for.
    expect(catchAll('rare').score).toBeLessThan(
      score({ emailStatus: 'unknown', emailReasons: ['greylisted'] }),
    );
    // Only a catch-all address reads it.
    expect(
      connectScore({ ...base, emailStatus: 'valid', emailReasons: [], catchAllBounces: 'frequent' }).score,
    ).toBe(score({ emailStatus: 'valid' }));
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
