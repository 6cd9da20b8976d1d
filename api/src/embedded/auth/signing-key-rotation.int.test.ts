/**
 * Signing-key rotation of the built-in auth server, on both databases: the replaced key stays in the JWKS and
 * accepted until its tokens have expired, new tokens carry the new key, and a rotation made by another process
 * reaches a running server.
 */
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../auth/access-tokens';
import { migrate, readMigrations } from '../../db/migrate';
import { openDatabase } from '../../open-database';
import { mintSignedInToken, subjectOf } from '../../testing/access-tokens';
import { spawnServer } from '../../testing/spawn-server';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { createTestDatabase, databaseKinds } from '../../testing/test-databases';
import { createTestUser } from '../../testing/test-users';
import {
  dropRetiredSigningKeys,
  loadSigningKey,
  RETIREMENT_MARGIN_SECONDS,
  rotateSigningKey,
} from './signing-keys';

const kidOf = (token: string): string => decodeProtectedHeader(token).kid ?? '';

describe.each(databaseKinds)('signing-key rotation on %s', (kind) => {
  let server: TestServer;
  let anonKey: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anonKey = (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const jwksKids = async (): Promise<string[]> => {
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    return ((await response.json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid);
  };
  const apiMe = async (token: string) =>
    (await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  const authUser = async (token: string) =>
    (
      await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: anonKey, authorization: `Bearer ${token}` },
      })
    ).status;
  const signIn = async (email: string, password: string): Promise<string> => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  // The server reads its keys at least every 5 s: long enough a wait for what another process changed.
  const poll = { timeout: 15_000, interval: 250 };

  it('serves and accepts the old key beside the new one until its tokens have expired, then drops it', async () => {
    const { db } = server.services.database;
    const alice = await createTestUser(server);
    const oldKid = kidOf(alice.accessToken);
    expect(await jwksKids()).toEqual([oldKid]);
    expect(await apiMe(alice.accessToken)).toBe(200);

    const startedAt = Date.now();
    const rotation = await rotateSigningKey(server.services.database);
    expect(rotation.kid).not.toBe(oldKid);
    expect(rotation.retiring.map((key) => key.kid)).toEqual([oldKid]);
    const overlapMs = (ACCESS_TOKEN_TTL_SECONDS + RETIREMENT_MARGIN_SECONDS) * 1000;
    expect(rotation.retiring[0]!.retiresAt.getTime()).toBeGreaterThanOrEqual(startedAt + overlapMs - 5_000);
    expect(rotation.retiring[0]!.retiresAt.getTime()).toBeLessThanOrEqual(Date.now() + overlapMs + 5_000);

    await expect.poll(jwksKids, poll).toEqual([rotation.kid, oldKid]);
    expect(await apiMe(alice.accessToken)).toBe(200);
    expect(await authUser(alice.accessToken)).toBe(200);

    const fresh = await signIn(alice.email, alice.password);
    expect(kidOf(fresh)).toBe(rotation.kid);
    expect(await apiMe(fresh)).toBe(200);
    expect(await authUser(fresh)).toBe(200);
    const bob = await createTestUser(server);
    expect(kidOf(bob.accessToken)).toBe(rotation.kid);
    expect(await apiMe(bob.accessToken)).toBe(200);

    // The old key's retirement time comes (moved into the past rather than waited for).
    await db
      .updateTable('auth_signing_keys')
      .set({ retires_at: sql<Date>`now() - interval '1 second'` })
      .where('kid', '=', oldKid)
      .execute();
    await expect.poll(jwksKids, poll).toEqual([rotation.kid]);
    expect(await apiMe(alice.accessToken)).toBe(401);
    expect(await authUser(alice.accessToken)).toBe(403);
    expect(await apiMe(fresh)).toBe(200);
    expect(await dropRetiredSigningKeys(server.services.database)).toEqual([oldKid]);
  });

  it('accepts at once a token signed by a key that another process made current', async () => {
    await server.services.builtinAuth!.signingKeys.reload();
    const { kid } = await rotateSigningKey(server.services.database);
    // Signed outside the server, as another API process would after the rotation; this one has not read it yet.
    const token = await mintSignedInToken(
      server,
      subjectOf({ id: randomUUID(), email: 'carol@example.com' }),
    );
    expect(kidOf(token)).toBe(kid);
    expect(await apiMe(token)).toBe(200);
  });

  it('refuses the replaced key at once with --now (a leaked key)', async () => {
    const user = await createTestUser(server);
    expect(await apiMe(user.accessToken)).toBe(200);
    const rotation = await rotateSigningKey(server.services.database, { overlapSeconds: 0 });
    expect(rotation.retiring).toEqual([]);
    expect(rotation.dropped).toContain(kidOf(user.accessToken));
    await expect.poll(jwksKids, poll).toEqual([rotation.kid]);
    expect(await apiMe(user.accessToken)).toBe(401);
    expect(await authUser(user.accessToken)).toBe(403);
    const fresh = await signIn(user.email, user.password);
    expect(kidOf(fresh)).toBe(rotation.kid);
    expect(await apiMe(fresh)).toBe(200);
  });

  it(
    kind === 'postgres'
      ? 'picks up a rotation by the real command, run as another process beside the server'
      : 'refuses to run the command beside a server on the same embedded data dir',
    async () => {
      const user = await createTestUser(server);
      const before = await jwksKids();
      const config = server.services.config;
      const command = spawnServer({
        env: {
          LEADPROOF_DATA_DIR: config.dataDir,
          ...(config.database.driver === 'postgres'
            ? { DATABASE_URL: config.database.url, DEV_OUTBOX: 'on' }
            : {}),
          LOG_LEVEL: 'warn',
        },
        args: ['rotate-signing-key'],
      });
      const code = await command.exited;
      if (kind === 'pglite') {
        expect(code).toBe(1);
        expect(command.output()).toContain('already using the data directory');
        expect(await jwksKids()).toEqual(before);
        return;
      }
      expect(code, command.output()).toBe(0);
      const newKid = command.output().match(/new signing key (\S+) signs/)?.[1];
      expect(newKid).toBeDefined();
      expect(command.output()).toContain(`key ${kidOf(user.accessToken)} stays accepted until`);
      await expect.poll(jwksKids, poll).toEqual([newKid, ...before]);
      expect(await apiMe(user.accessToken)).toBe(200);
      expect(kidOf(await signIn(user.email, user.password))).toBe(newKid);
    },
  );
});

describe.each(databaseKinds)('the signing-key migration on %s', (kind) => {
  it('keeps signing with the key a database from before it stored in app_settings', async () => {
    const testDatabase = await createTestDatabase(kind);
    const database = await openDatabase(testDatabase.config);
    try {
      const migrations = await readMigrations();
      await migrate(
        database,
        migrations.filter((migration) => migration.version < '0012'),
      );
      // The shape 0012 replaces, as `loadSigningKey` wrote it.
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const earlier = {
        kid: 'earlier-kid',
        privateJwk: await exportJWK(privateKey),
        publicJwk: { ...(await exportJWK(publicKey)), kid: 'earlier-kid', alg: 'ES256', use: 'sig' },
        createdAt: new Date().toISOString(),
      };
      await database.db
        .insertInto('app_settings')
        .values({ key: 'auth.signing_key', value: JSON.stringify(earlier) })
        .execute();
      await migrate(database, migrations);
      const key = await loadSigningKey(database);
      expect(key.kid).toBe(earlier.kid);
      expect(key.publicJwk).toEqual(earlier.publicJwk);
      const left = await database.db
        .selectFrom('app_settings')
        .select('key')
        .where('key', '=', 'auth.signing_key')
        .execute();
      expect(left).toEqual([]);
    } finally {
      await database.close();
      await testDatabase.dispose();
    }
  });
});
