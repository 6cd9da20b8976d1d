import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { DevOutbox } from './devOutbox';

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
});
