/**
 * `leadproof-api rotate-signing-key [--now]`: gives the built-in auth server a new signing key. Without `--now` the
 * replaced key stays in the JWKS and accepted until every access token it signed has expired, so nobody is signed
 * out; with `--now` (a leaked key) its tokens are refused at once and clients get new ones with their refresh token.
 */
import type { Config } from '../../config/config';
import { migrate } from '../../db/migrate';
import { acquireDataDirLock } from '../../lifecycle/data-dir-lock';
import { openDatabase } from '../../open-database';
import { type Rotation, rotateSigningKey } from './signing-keys';

/** A mistake in how the command was called; the message says what to do. */
export class RotateSigningKeyCommandError extends Error {
  override name = 'RotateSigningKeyCommandError';
}

export const ROTATE_SIGNING_KEY_USAGE = 'Usage: leadproof-api rotate-signing-key [--now]';

/** The outcome as lines of text, for the operator. */
export function formatRotation(rotation: Rotation): string {
  const lines = [`new signing key ${rotation.kid} signs every access token from now on`];
  for (const key of rotation.retiring) {
    lines.push(
      `key ${key.kid} stays accepted until ${key.retiresAt.toISOString()}, when its last tokens expire`,
    );
  }
  for (const kid of rotation.dropped) lines.push(`key ${kid} removed: its tokens are refused`);
  return `${lines.join('\n')}\n`;
}

/** Runs `rotate-signing-key <args>`; returns the text to print. */
export async function runRotateSigningKeyCommand(config: Config, args: readonly string[]): Promise<string> {
  const now = args.length === 1 && args[0] === '--now';
  if (args.length > 0 && !now) throw new RotateSigningKeyCommandError(ROTATE_SIGNING_KEY_USAGE);
  if (config.auth.provider !== 'builtin') {
    throw new RotateSigningKeyCommandError(
      'rotate-signing-key is for the built-in auth server; with SUPABASE_URL set, Supabase signs the tokens ' +
        '(rotate its keys in the Supabase dashboard).',
    );
  }
  // Embedded PostgreSQL is one process: the rotation cannot run beside a server on the same data dir.
  const lock = config.database.driver === 'pglite' ? await acquireDataDirLock(config.dataDir) : undefined;
  try {
    const database = await openDatabase(config.database);
    try {
      await migrate(database);
      return formatRotation(await rotateSigningKey(database, now ? { overlapSeconds: 0 } : {}));
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}
