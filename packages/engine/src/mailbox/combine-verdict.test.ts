import { describe, expect, it } from 'vitest';
import type { EmailReason, EmailVerdict } from '../email/verify-email';
import { combineMailboxVerdict } from './combine-verdict';
import type { MailboxReason, MailboxStatus, MailboxVerdict } from './mailbox-verdict';

const CHECKED_AT = '2026-11-25T15:00:00.000Z';

function mailbox(status: MailboxStatus, reason?: MailboxReason, mx = 'mx1.acme.com'): MailboxVerdict {
  return {
    status,
    ...(reason ? { reason } : {}),
    smtp: '250 2.1.5 OK',
    mx,
    checkedAt: CHECKED_AT,
    retry: false,
  };
}

const verdict = (status: EmailVerdict['status'], ...reasons: EmailReason[]): EmailVerdict => ({
  status,
  reasons,
});

describe('combineMailboxVerdict', () => {
  describe('a refused mailbox (mailbox_not_found, mailbox_disabled, no_mx)', () => {
    it.each(['mailbox_not_found', 'mailbox_disabled', 'no_mx'] as const)(
      '%s makes the address invalid, its reason first',
      (reason) => {
        expect(combineMailboxVerdict(verdict('valid', 'free_provider'), mailbox('invalid', reason))).toEqual(
          verdict('invalid', reason, 'free_provider'),
        );
      },
    );

    it('drops dns_unavailable and never repeats a reason', () => {
      expect(
        combineMailboxVerdict(
          verdict('unknown', 'no_mx', 'dns_unavailable', 'role_account'),
          mailbox('invalid', 'no_mx', ''),
        ),
      ).toEqual(verdict('invalid', 'no_mx', 'role_account'));
      expect(
        combineMailboxVerdict(
          verdict('risky', 'disposable', 'dns_unavailable'),
          mailbox('invalid', 'mailbox_not_found'),
        ),
      ).toEqual(verdict('invalid', 'mailbox_not_found', 'disposable'));
    });
  });

  describe('a catch-all domain or a full mailbox', () => {
    it.each(['catch_all', 'mailbox_full'] as const)(
      '%s makes the address risky, its reason appended',
      (reason) => {
        expect(combineMailboxVerdict(verdict('valid', 'free_provider'), mailbox('risky', reason))).toEqual(
          verdict('risky', 'free_provider', reason),
        );
        expect(combineMailboxVerdict(verdict('risky', 'role_account'), mailbox('risky', reason))).toEqual(
          verdict('risky', 'role_account', reason),
        );
        expect(
          combineMailboxVerdict(verdict('unknown', 'dns_unavailable'), mailbox('risky', reason)),
        ).toEqual(verdict('risky', reason));
      },
    );

    it('is never valid for a catch-all domain, whatever status came with it', () => {
      expect(combineMailboxVerdict(verdict('valid'), mailbox('valid', 'catch_all'))).toEqual(
        verdict('risky', 'catch_all'),
      );
    });
  });

  describe('an accepted mailbox', () => {
    it('makes a valid or unknown address valid and drops dns_unavailable', () => {
      expect(combineMailboxVerdict(verdict('valid', 'free_provider'), mailbox('valid'))).toEqual(
        verdict('valid', 'free_provider'),
      );
      expect(combineMailboxVerdict(verdict('unknown', 'dns_unavailable'), mailbox('valid'))).toEqual(
        verdict('valid'),
      );
    });

    it.each([['disposable'], ['typo'], ['role_account']] as const)('keeps a %s address risky', (reason) => {
      expect(combineMailboxVerdict(verdict('risky', reason, 'dns_unavailable'), mailbox('valid'))).toEqual(
        verdict('risky', reason),
      );
    });
  });

  describe('a server that gave no answer (greylisted, smtp_unavailable, smtp_blocked)', () => {
    it.each(['greylisted', 'smtp_unavailable', 'smtp_blocked'] as const)(
      '%s makes the address unknown, or keeps it risky, its reason appended',
      (reason) => {
        expect(combineMailboxVerdict(verdict('valid', 'free_provider'), mailbox('unknown', reason))).toEqual(
          verdict('unknown', 'free_provider', reason),
        );
        expect(combineMailboxVerdict(verdict('risky', 'role_account'), mailbox('unknown', reason))).toEqual(
          verdict('risky', 'role_account', reason),
        );
      },
    );

    it('keeps dns_unavailable only when no mail server answered', () => {
      const offline = verdict('unknown', 'dns_unavailable');
      expect(combineMailboxVerdict(offline, mailbox('unknown', 'smtp_unavailable', ''))).toEqual(
        verdict('unknown', 'dns_unavailable', 'smtp_unavailable'),
      );
      expect(combineMailboxVerdict(offline, mailbox('unknown', 'greylisted'))).toEqual(
        verdict('unknown', 'greylisted'),
      );
    });

    it('does not repeat a reason the row already has (a results file rewritten twice)', () => {
      expect(
        combineMailboxVerdict(verdict('unknown', 'greylisted'), mailbox('unknown', 'greylisted')),
      ).toEqual(verdict('unknown', 'greylisted'));
    });
  });

  it('leaves an address the offline checks rejected, or a missing one, as it was', () => {
    const broken = verdict('invalid', 'syntax');
    expect(combineMailboxVerdict(broken, mailbox('valid'))).toBe(broken);
    expect(combineMailboxVerdict(verdict('missing'), mailbox('valid'))).toEqual(verdict('missing'));
  });
});
