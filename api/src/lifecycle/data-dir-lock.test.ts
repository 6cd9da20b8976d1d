import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'leadproof-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = await tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, 'server.lock'), JSON.stringify({ pid: holder.pid }));
      const attempt = acquireDataDirLock(dir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(acquireDataDirLock(dir)).rejects.toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that has exited', async () => {
    const dir = await tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dir, 'server.lock'), JSON.stringify({ pid: gone.pid }));
    const lock = await acquireDataDirLock(dir);
    expect(existsSync(lock.file)).toBe(true);
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('creates the data directory when it does not exist yet', async () => {
    const dir = path.join(await tempDir(), 'nested', 'data');
    const lock = await acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    await lock.release();
  });

  it('creates a new data directory, and the parents it needs, readable by its owner only (0700)', async () => {
    const parent = path.join(await tempDir(), 'nested');
    const dir = path.join(parent, 'data');
    const lock = await acquireDataDirLock(dir);
    // It holds the embedded database, the uploaded lists and the dev outbox's e-mails.
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(parent)).mode & 0o777).toBe(0o700);
    await lock.release();
  });

  it("leaves an existing data directory's mode as its owner set it", async () => {
    const dir = await tempDir();
    await chmod(dir, 0o750);
    const lock = await acquireDataDirLock(dir);
    expect((await stat(dir)).mode & 0o777).toBe(0o750);
    await lock.release();
  });
});
