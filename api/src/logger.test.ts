import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger';
import { addToLogContext, withLogContext } from './logging/log-context';

function capture(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const logger = createLogger(level, { destination: { write: (line: string) => void lines.push(line) } });
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), lines };
}

describe('createLogger', () => {
  it('writes one JSON object per line: level name, ISO time, message and fields', () => {
    const { logger, lines, entries } = capture();
    logger.warn('job failed', { attempt: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(entries()[0]).toMatchObject({ level: 'warn', msg: 'job failed', attempt: 2, pid: process.pid });
    expect(entries()[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('drops lines below its level', () => {
    const { logger, entries } = capture('warn');
    logger.debug('d');
    logger.info('i');
    logger.error('e');
    expect(entries().map((entry) => entry.msg)).toEqual(['e']);
  });

  it('adds the fields of the log context, across awaits, without being handed them', async () => {
    const { logger, entries } = capture();
    const deep = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info('deep');
    };
    await withLogContext({ requestId: 'r1' }, async () => {
      addToLogContext({ userId: 'u1' });
      await deep();
    });
    await withLogContext({ jobId: 'j1', queue: 'q' }, deep);
    logger.info('outside');
    expect(entries()).toMatchObject([
      { msg: 'deep', requestId: 'r1', userId: 'u1' },
      { msg: 'deep', jobId: 'j1', queue: 'q' },
      { msg: 'outside' },
    ]);
    expect(entries()[1]).not.toHaveProperty('requestId');
    expect(entries()[2]).not.toHaveProperty('requestId');
  });

  it('redacts fields named like secrets or personal data, one level deep too', () => {
    const { logger, lines } = capture();
    logger.info('oops', {
      email: 'ann@example.com',
      password: 'hunter2',
      user: { email: 'bo@example.com', id: 'u1' },
      headers: { authorization: 'Bearer abc' },
      token: 't0k3n',
    });
    const text = lines.join('');
    for (const leak of ['ann@example.com', 'hunter2', 'bo@example.com', 'Bearer abc', 't0k3n']) {
      expect(text).not.toContain(leak);
    }
    expect(JSON.parse(text)).toMatchObject({ user: { email: '[redacted]', id: 'u1' } });
  });

  it('masks e-mail addresses in messages, string fields and errors', () => {
    const { logger, lines, entries } = capture();
    logger.warn('order e-mail not sent', {
      // nodemailer's shape: the refused recipients in a property of their own.
      err: Object.assign(new Error('550 <ann@example.com>: Recipient address rejected'), {
        rejected: ['ann@example.com'],
      }),
      reason: 'to ann@example.com',
    });
    logger.info('hello ann@example.com');
    expect(lines.join('')).not.toContain('ann@example.com');
    expect(entries()[0]).toMatchObject({
      err: { type: 'Error', message: '550 <[email]>: Recipient address rejected' },
      reason: 'to [email]',
    });
    expect(JSON.stringify(entries()[0]?.err)).toContain('at ');
    expect(entries()[1]?.msg).toBe('hello [email]');
  });
});
