/**
 * Folders under the data directory hold the embedded database, customers' lists and the dev outbox's
 * e-mails (with confirmation links): other users of the machine must not read them.
 */
import { mkdir } from 'node:fs/promises';

/**
 * Creates `dir` and any missing parents readable by the owner only (0700). A folder that already exists keeps
 * its mode: the operator may have chosen it (a group that runs backups), so it is not changed behind their back.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}
