/**
 * The auth server's signing keys (ES256) in `auth_signing_keys`, and the public anon key browsers send as `apikey`
 * (in `app_settings`). One key is current and signs new access tokens; a rotation makes a new one current and
 * keeps the replaced one, still accepted, until every token it signed has expired. Several processes starting at
 * once agree on one first key: the first insert wins and everyone reads it back.
 */
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { sql } from 'kysely';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../auth/access-tokens';
import { randomSecret } from '../../auth/secrets';
import type { Database } from '../../db/database';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/** A key as stored: `retiresAt` is undefined for the current key. */
export type StoredSigningKey = {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: Date;
  retiresAt: Date | undefined;
};

/**
 * Past the last expiry of a replaced key's tokens: covers clocks a little apart between processes and a sign-in
 * that read the old key just before the rotation committed.
 */
export const RETIREMENT_MARGIN_SECONDS = 300;

/** How long a replaced key stays accepted: the life of the last token it can have signed, plus the margin. */
export const SIGNING_KEY_OVERLAP_SECONDS = ACCESS_TOKEN_TTL_SECONDS + RETIREMENT_MARGIN_SECONDS;

async function newKeyRow(): Promise<{ kid: string; private_jwk: string; public_jwk: string }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomSecret(12);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    kid,
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    public_jwk: JSON.stringify(publicJwk),
  };
}

/** The keys still accepted (current first, then the most recently replaced), per the database's clock. */
export async function readSigningKeys(database: Database): Promise<StoredSigningKey[]> {
  const rows = await database.db
    .selectFrom('auth_signing_keys')
    .selectAll()
    .where((eb) => eb.or([eb('retires_at', 'is', null), eb('retires_at', '>', sql<Date>`now()`)]))
    .orderBy(sql`retires_at desc nulls first`)
    .execute();
  return rows.map((row) => ({
    kid: row.kid,
    privateJwk: row.private_jwk as JWK,
    publicJwk: row.public_jwk as JWK,
    createdAt: new Date(row.created_at),
    retiresAt: row.retires_at ? new Date(row.retires_at) : undefined,
  }));
}

/** Generates the first signing key unless there is a current one, and deletes keys past their retirement. */
export async function ensureSigningKey(database: Database): Promise<void> {
  await dropRetiredSigningKeys(database);
  const current = await database.db
    .selectFrom('auth_signing_keys')
    .select('kid')
    .where('retires_at', 'is', null)
    .executeTakeFirst();
  if (current) return;
  // The partial unique index lets one current key in; a process that loses the race keeps the winner's.
  await database.db
    .insertInto('auth_signing_keys')
    .values(await newKeyRow())
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Deletes the keys whose tokens have all expired: a private key nobody needs is a private key nobody can leak. */
export async function dropRetiredSigningKeys(database: Database): Promise<string[]> {
  const dropped = await database.db
    .deleteFrom('auth_signing_keys')
    .where('retires_at', '<=', sql<Date>`now()`)
    .returning('kid')
    .execute();
  return dropped.map((row) => row.kid);
}

export type RotationOptions = {
  /**
   * Seconds the replaced keys stay accepted at most. 0 refuses their tokens at once (a leaked key): every signed-in
   * client then needs its refresh token for a new access token. @default SIGNING_KEY_OVERLAP_SECONDS
   */
  overlapSeconds?: number;
};

/** The new key's id, the replaced keys still accepted and until when, and the keys deleted (refused from now on). */
export type Rotation = { kid: string; retiring: { kid: string; retiresAt: Date }[]; dropped: string[] };

/** Makes a new key current; every other key retires within `overlapSeconds` (one retiring earlier keeps its time). */
export async function rotateSigningKey(
  database: Database,
  { overlapSeconds = SIGNING_KEY_OVERLAP_SECONDS }: RotationOptions = {},
): Promise<Rotation> {
  const row = await newKeyRow();
  const retiring = await database.db.transaction().execute(async (trx) => {
    // Two rotations at once run one after the other: the second retires the first's new key, and there is never
    // a moment without a current key.
    await sql`lock table auth_signing_keys in share row exclusive mode`.execute(trx);
    const retiresAt = sql<Date>`now() + make_interval(secs => ${overlapSeconds})`;
    await trx
      .updateTable('auth_signing_keys')
      .set({ retires_at: retiresAt })
      .where((eb) => eb.or([eb('retires_at', 'is', null), eb('retires_at', '>', retiresAt)]))
      .execute();
    const replaced = await trx
      .selectFrom('auth_signing_keys')
      .select(['kid', 'retires_at'])
      .where('retires_at', '>', sql<Date>`now()`)
      .orderBy('retires_at', 'desc')
      .execute();
    await trx.insertInto('auth_signing_keys').values(row).execute();
    return replaced;
  });
  return {
    kid: row.kid,
    retiring: retiring.map((key) => ({ kid: key.kid, retiresAt: new Date(key.retires_at as Date) })),
    dropped: await dropRetiredSigningKeys(database),
  };
}

/** Imports the private half of a stored key for signing. */
export async function importSigningKey(stored: StoredSigningKey): Promise<SigningKey> {
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicJwk: stored.publicJwk,
  };
}

/** Loads the current signing key, generating it the first time. */
export async function loadSigningKey(database: Database): Promise<SigningKey> {
  await ensureSigningKey(database);
  const [current] = await readSigningKeys(database);
  if (!current || current.retiresAt) throw new Error('no current signing key');
  return importSigningKey(current);
}

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

/** Loads the embedded anon key (public by design: it identifies the project, it grants nothing). */
export async function loadAnonKey(database: Database): Promise<string> {
  return readOrInsert<string>(database, 'auth.anon_key', async () => `lp_anon_${randomSecret(24)}`);
}
