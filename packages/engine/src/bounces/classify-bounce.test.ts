import { describe, expect, it } from 'vitest';
import { type BounceDetail, classifyBounce } from './classify-bounce';

describe('classifyBounce', () => {
  const table: Array<[BounceDetail, 'hard' | 'soft' | 'unknown', string]> = [
    [{ status: '5.1.1' }, 'hard', 'no_mailbox'],
    [{ diagnostic: 'smtp; 550 5.1.10 RESOLVER.ADR.RecipientNotFound; not found' }, 'hard', 'no_mailbox'],
    [
      { diagnostic: '550 5.2.1 The email account that you tried to reach is disabled' },
      'hard',
      'mailbox_disabled',
    ],
    [{ diagnostic: '550 Requested action not taken: user unknown' }, 'hard', 'no_mailbox'],
    [{ diagnostic: '550 no such user here' }, 'hard', 'no_mailbox'],
    [{ type: 'Hard' }, 'hard', 'provider_hard'],
    [{ type: 'Permanent' }, 'hard', 'provider_hard'],
    [{ type: 'HardBounce' }, 'hard', 'provider_hard'],
    [{ type: 'hard_bounce' }, 'hard', 'provider_hard'],
    [{ status: '4.2.2', diagnostic: 'over quota' }, 'soft', 'mailbox_full'],
    [{ diagnostic: '451 4.7.1 greylisted, try again in 5 minutes' }, 'soft', 'temporary'],
    [{ diagnostic: '450 Greylisting in action' }, 'soft', 'greylisted'],
    [{ diagnostic: '552 Mailbox full' }, 'soft', 'mailbox_full'],
    [{ diagnostic: '550 5.7.1 Message rejected as spam' }, 'soft', 'policy'],
    [{ type: 'Permanent', diagnostic: 'smtp; 554 5.7.1 blocked by policy' }, 'soft', 'policy'],
    [{ type: 'Transient' }, 'soft', 'provider_soft'],
    [{ type: 'SoftBounce' }, 'soft', 'provider_soft'],
    [{ status: '550' }, 'unknown', 'unclassified'],
    [{ diagnostic: 'Something went wrong' }, 'unknown', 'unclassified'],
    [{}, 'unknown', 'unclassified'],
  ];
  it.each(table)('%j is %s (%s)', (detail, kind, cause) => {
    expect(classifyBounce(detail)).toEqual({ kind, cause });
  });

  it('lets a 4.x.x code outweigh a provider calling it permanent', () => {
    expect(classifyBounce({ type: 'Permanent', status: '4.4.7' }).kind).toBe('soft');
  });

  it('lets the diagnostic of a missing mailbox outweigh a soft type word', () => {
    expect(classifyBounce({ type: 'soft', diagnostic: '550 5.1.1 user unknown' }).kind).toBe('hard');
  });
});
