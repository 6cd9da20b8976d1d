import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, type Logger, type LogLevel } from '../../logger';
import { DevOutbox } from './dev-outbox';

// A slow disk, as on a busy machine: every file write lands in two parts, 50 ms apart.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    const text = String(data);
    await fs.writeFile(file, text.slice(0, text.length >> 1), options);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fs.writeFile(file, text, options);
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

describe('DevOutbox', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('never shows a reader a half-written message', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-outbox-'));
    const outbox = new DevOutbox(dataDir, 'Leadproof <no-reply@leadproof.local>', createLogger('error'));
    const dir = path.join(dataDir, 'mail');
    let done = false;
    const sending = outbox
      .send({
        to: 'user@example.com',
        subject: 'Confirm',
        text: 'x',
        html: '<p>x</p>',
        links: { confirm: 'x' },
      })
      .finally(() => {
        done = true;
      });
    // What the tests' helpers and /dev/mail do: read every *.json file as a whole message.
    const seen: string[] = [];
    while (!done) {
      for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')))
        seen.push(await readFile(path.join(dir, file), 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await sending;
    for (const text of seen) expect(() => JSON.parse(text)).not.toThrow();
    expect(await outbox.list()).toMatchObject([{ to: 'user@example.com', links: { confirm: 'x' } }]);
  });

  it('logs the links of a message at debug level only: a confirmation link signs its holder in', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-outbox-'));
    const lines: Array<{ level: LogLevel; message: string }> = [];
    const record = (level: LogLevel) => (message: string) => lines.push({ level, message });
    const logger: Logger = {
      debug: record('debug'),
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
    };
    const link = 'http://localhost:8787/auth/confirm?token_hash=secret-token-hash&type=signup';
    await new DevOutbox(dataDir, 'Leadproof <no-reply@leadproof.local>', logger).send({
      to: 'user@example.com',
      subject: 'Confirm your Leadproof account',
      text: link,
      html: `<a href="${link}">Confirm</a>`,
      links: { confirm: link },
    });
    const above = lines.filter((line) => line.level !== 'debug').map((line) => line.message);
    expect(above.join('\n')).not.toContain('secret-token-hash');
    expect(above.join('\n')).toContain('Confirm your Leadproof account');
    // The recipient is personal data: no line names it, at any level.
    expect(lines.map((line) => line.message).join('\n')).not.toContain('user@example.com');
    expect(
      lines
        .filter((line) => line.level === 'debug')
        .map((line) => line.message)
        .join('\n'),
    ).toContain(link);
  });
});
