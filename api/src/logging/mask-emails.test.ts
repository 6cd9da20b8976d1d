import { describe, expect, it } from 'vitest';
import { maskEmails, maskEmailsInFields } from './mask-emails';

describe('maskEmails', () => {
  it('masks every address in a message, and leaves the rest of it alone', () => {
    expect(maskEmails('550 5.1.1 <ann.lee+x@mail.example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    );
    expect(maskEmails('to a@b.co and c@d.org.')).toBe('to [email] and [email].');
  });

  it('keeps what is not an address: a bare @, a handle, an npm scope', () => {
    for (const text of [
      'no address here',
      'ping @ann',
      'user@localhost',
      '@leadproof/api',
      'a@.bc',
      'x @ y.zz',
      '/app/node_modules/.pnpm/pg-boss@10.4.2/node_modules/pg-boss/src/manager.js:1',
    ]) {
      expect(maskEmails(text)).toBe(text);
    }
  });

  it('stays fast on a long run that only looks like the start of an address', () => {
    const text = `${'a'.repeat(200_000)}@${'b'.repeat(200_000)}`;
    // CPU time, not wall time: a loaded machine stretches the clock, not the work. Backtracking over 400,000
    // characters would cost minutes of CPU; the linear scan costs milliseconds.
    const started = process.cpuUsage();
    expect(maskEmails(text)).toBe(text);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(1000);
  });

  it('masks the strings of structured fields and the message and stack of an error', () => {
    const err = Object.assign(new Error('rejected <ann@example.com>'), { code: 'EENVELOPE' });
    const masked = maskEmailsInFields({ reason: 'bounce from ann@example.com', rows: 3, err });
    expect(masked).toMatchObject({
      reason: 'bounce from [email]',
      rows: 3,
      err: { type: 'Error', message: 'rejected <[email]>', code: 'EENVELOPE' },
    });
    expect(JSON.stringify(masked)).not.toContain('ann@example.com');
  });
});
