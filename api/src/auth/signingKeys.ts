/**
 * The auth server's signing key (ES256), generated on first start and kept in `app_settings`, and
 * the public anon key browsers send as `apikey`. Several processes starting at once agree on one
 * key: the first insert wins and everyone reads it back.
 */
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../db/database';
import { randomSecret } from './secrets';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

type StoredKey = { kid: string; privateJwk: JWK; publicJwk: JWK; createdAt: string };

async function readOrInsert<T>(database: Database, key: string, create: () => Promise<T>): Promise<T> {
  const existing = await database.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (existing) return existing.value as T;
  await database.db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(await create()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await database.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}

/** Loads the signing key, generating it the first time. */
export async function loadSigningKey(database: Database): Promise<SigningKey> {
  const stored = await readOrInsert<StoredKey>(database, 'auth.signing_key', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomSecret(12);
    return {
      kid,
      privateJwk: await exportJWK(privateKey),
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' },
      createdAt: new Date().toISOString(),
    };
  });
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicJwk: stored.publicJwk,
  };
}

/** Loads the embedded anon key (public by design: it identifies the project, it grants nothing). */
export async function loadAnonKey(database: Database): Promise<string> {
  return readOrInsert<string>(database, 'auth.anon_key', async () => `lp_anon_${randomSecret(24)}`);
}
