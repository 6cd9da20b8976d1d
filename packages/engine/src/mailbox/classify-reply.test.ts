import { describe, expect, it } from 'vitest';
import { classifyRcptReply } from './classify-reply';
import { parseReply } from './smtp-reply';

const classify = (line: string) => classifyRcptReply(parseReply([line]));

describe('classifyRcptReply', () => {
  it.each([
    ['250 2.1.5 OK', { status: 'valid', retry: false }],
    ['251 2.1.5 User not local; will forward', { status: 'valid', retry: false }],
    ['550 5.1.1 User unknown', { status: 'invalid', reason: 'mailbox_not_found', retry: false }],
    ['550 Mailbox unavailable', { status: 'invalid', reason: 'mailbox_not_found', retry: false }],
    [
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound',
      { status: 'invalid', reason: 'mailbox_not_found', retry: false },
    ],
    ['553 5.1.3 No such user here', { status: 'invalid', reason: 'mailbox_not_found', retry: false }],
    ['550 5.2.1 Mailbox disabled', { status: 'invalid', reason: 'mailbox_disabled', retry: false }],
    ['552 5.2.2 Mailbox full', { status: 'risky', reason: 'mailbox_full', retry: false }],
    ['452 4.2.2 Over quota', { status: 'risky', reason: 'mailbox_full', retry: true }],
    ['451 4.7.1 Greylisted, try again later', { status: 'unknown', reason: 'greylisted', retry: true }],
    ['450 Requested action not taken', { status: 'unknown', reason: 'greylisted', retry: true }],
    ['550 5.7.1 Client host blocked', { status: 'unknown', reason: 'smtp_blocked', retry: false }],
    [
      '550 5.1.1 Service refused: listed at zen.spamhaus.org',
      { status: 'unknown', reason: 'smtp_blocked', retry: false },
    ],
    ['554 Your IP has poor reputation', { status: 'unknown', reason: 'smtp_blocked', retry: false }],
    ['550 Access denied', { status: 'unknown', reason: 'smtp_blocked', retry: false }],
    ['554 5.3.0 System error', { status: 'unknown', reason: 'smtp_unavailable', retry: false }],
  ])('%s', (line, expected) => {
    expect(classify(line)).toEqual(expected);
  });
});
