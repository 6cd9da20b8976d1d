import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './dataDirLock';

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
});
