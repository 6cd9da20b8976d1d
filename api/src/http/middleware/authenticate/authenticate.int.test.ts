/** Security tests: what `/api` accepts as a bearer token, against the real server. */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../../embedded/auth/signing-keys';
import {
  expiredAccessToken,
  forgedAccessToken,
  mintAccessToken,
  mintSignedInToken,
} from '../../../testing/access-tokens';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { singleDatabaseKind } from '../../../testing/test-databases';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens on /api', () => {
  let server: TestServer;
  let valid: string;
  const subject = {
    userId: '5b6f3c1e-8a9d-4c1b-9f00-000000000001',
    email: 'ada@example.com',
    userMetadata: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' },
    sessionId: '5b6f3c1e-8a9d-4c1b-9f00-0000000000aa',
  };

  beforeAll(async () => {
    server = await startTestServer(singleDatabaseKind);
    valid = await mintSignedInToken(server, subject);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const me = (token?: string) =>
    fetch(`${server.url}/api/users/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function expectUnauthorized(response: Response) {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String), requestId: expect.any(String) },
    });
  }

  it('accepts a valid token and creates the users row from its metadata', async () => {
    const response = await me(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: subject.userId,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
    });
  });

  it('refuses a valid token whose session has ended (signed out or revoked)', async () => {
    const ended = { ...subject, sessionId: '5b6f3c1e-8a9d-4c1b-9f00-0000000000bb' };
    const token = await mintSignedInToken(server, ended);
    expect((await me(token)).status).toBe(200);
    await server.services.builtinAuth!.logout(`Bearer ${token}`, 'local');
    await expectUnauthorized(await me(token));
    // A token that never had a session is refused as well.
    await expectUnauthorized(
      await me(await mintAccessToken(server, { ...subject, sessionId: randomUUID() })),
    );
  });

  it('refuses a request without a token', async () => {
    await expectUnauthorized(await me());
  });

  it('refuses a token signed by another key', async () => {
    await expectUnauthorized(await me(await forgedAccessToken(server, subject)));
  });

  it('refuses an expired token', async () => {
    await expectUnauthorized(await me(await expiredAccessToken(server, subject)));
  });

  it('refuses a token with alg "none"', async () => {
    const [, payload] = valid.split('.');
    await expectUnauthorized(await me(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`));
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = b64({
      ...claims,
      sub: '5b6f3c1e-8a9d-4c1b-9f00-000000000002',
      email: 'eve@example.com',
    });
    await expectUnauthorized(await me(`${header}.${tampered}.${signature}`));
  });

  it('refuses a token for another audience', async () => {
    const key = await loadSigningKey(server.services.database);
    const token = await new SignJWT({ email: subject.email })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setSubject(subject.userId)
      .setAudience('anon')
      .setIssuer(server.services.builtinAuth!.issuer)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key.privateKey);
    await expectUnauthorized(await me(token));
  });

  it('keeps GET /api/health public', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
