/**
 * One server per embedded data directory: PGlite is a single-process database, and a second
 * process writing the same files would corrupt them. The lock is a file holding the owner's pid.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir } from './private-dir';

/** Thrown when a live process already holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { file: string; release(): Promise<void> };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<number | undefined> {
  try {
    const pid = Number(JSON.parse(await readFile(file, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock on `dataDir`, replacing a lock left by a process that no longer runs. */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await makePrivateDir(dataDir);
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }), {
        flag: 'wx',
      });
      return { file, release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readHolder(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another Leadproof server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            `Stop it first, or set LEADPROOF_DATA_DIR to a different folder.`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}: ${file} keeps reappearing.`);
}
