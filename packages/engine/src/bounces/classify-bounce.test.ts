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

  // Diagnostics as receiving servers and platforms word them (RFC 3463 / 5321 formats; invented addresses and hosts).
  const realistic: Array<[BounceDetail, 'hard' | 'soft' | 'unknown']> = [
    // A 4xx reply is temporary, whatever its words.
    [{ status: '450', diagnostic: 'Requested mail action not taken: mailbox unavailable' }, 'soft'],
    [{ diagnostic: 'smtp; 450 user unknown' }, 'soft'],
    [{ diagnostic: 'smtp;451 Requested action aborted: no such user here, try later' }, 'soft'],
    // Postfix: an IP address in brackets is not an enhanced code.
    [{ diagnostic: 'host mx[52.4.2.1] said: 550 5.1.1 <ann@example.com>... User unknown' }, 'hard'],
    [
      {
        diagnostic:
          'host mx[192.5.1.10] said: 450 4.2.0 <ann@example.com>: Recipient address rejected: Greylisted',
      },
      'soft',
    ],
    [
      {
        diagnostic:
          'host mx2.example.net[10.5.1.1] said: 451 4.3.0 Temporary lookup failure (in reply to RCPT TO command)',
      },
      'soft',
    ],
    [
      {
        diagnostic:
          'host mail.example.org[203.0.113.25] said: 550 5.1.1 <bo@example.org>: Recipient address rejected: User unknown in virtual mailbox table (in reply to RCPT TO command)',
      },
      'hard',
    ],
    [{ status: '5.0.0', diagnostic: 'host mx[198.51.100.4] said: 550 5.1.1 mailbox unavailable' }, 'hard'],
    // Exchange / Microsoft 365.
    [
      {
        diagnostic:
          '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient cy@example.com not found by SMTP address lookup',
      },
      'hard',
    ],
    [{ diagnostic: '452 4.3.1 Insufficient system resources (TooManyRecipients)' }, 'soft'],
    [{ diagnostic: '550 5.7.606 Access denied, banned sending IP [198.51.100.7]' }, 'soft'],
    // Gmail's multi-line replies carry the enhanced code after a dash.
    [
      {
        diagnostic:
          "550-5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address",
      },
      'hard',
    ],
    [{ diagnostic: "452-4.2.2 The recipient's inbox is out of storage space." }, 'soft'],
    [
      {
        diagnostic:
          '421-4.7.0 [192.0.2.10      15] Our system has detected an unusual rate of unsolicited mail',
      },
      'soft',
    ],
    // Amazon SES notifications: a status cell and an `smtp;` diagnostic.
    [{ type: 'Permanent', status: '5.1.1', diagnostic: 'smtp; 550 5.1.1 user unknown' }, 'hard'],
    [{ type: 'Transient', status: '4.4.7', diagnostic: 'smtp; 421 4.4.7 message expired' }, 'soft'],
    [
      { type: 'Permanent', status: '5.3.0', diagnostic: 'smtp; 550 5.3.0 Requested action not taken' },
      'hard',
    ],
    // A platform's type or status cell that holds the server's reply.
    [{ type: '550 5.1.1 user unknown' }, 'hard'],
    [{ type: '5.1.1' }, 'hard'],
    [{ type: '421 4.7.0 try again later' }, 'soft'],
    // A bare reply code of 5xx with no words.
    [{ diagnostic: 'smtp; 554' }, 'unknown'],
  ];
  it.each(realistic)('%j is %s', (detail, kind) => {
    expect(classifyBounce(detail).kind).toBe(kind);
  });

  it('lets a 4.x.x code outweigh a provider calling it permanent', () => {
    expect(classifyBounce({ type: 'Permanent', status: '4.4.7' }).kind).toBe('soft');
  });

  it('lets the diagnostic of a missing mailbox outweigh a soft type word', () => {
    expect(classifyBounce({ type: 'soft', diagnostic: '550 5.1.1 user unknown' }).kind).toBe('hard');
  });
});
