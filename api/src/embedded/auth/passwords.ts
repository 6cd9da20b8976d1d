/** Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

// `algorithm: 2` is Algorithm.Argon2id; the package exports it as an ambient const enum.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a password no one has: verified against when the e-mail is unknown, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks `password` against a stored hash; with no hash, spends the same time and returns false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword('decoy-password-that-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
