/**
 * Trial farming: the free trial goes once to a mailbox however it is spelt, to a few new accounts per client address
 * a day, and never to an anonymous sign-in. On both databases.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSignedInToken } from '../testing/access-tokens';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';

describe.each(databaseKinds)('free trials (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '50',
      TRIAL_GRANTS_PER_CLIENT_PER_DAY: '3',
      // A request with X-Forwarded-For comes from the client it names: a test's own client, apart from the others.
      TRUST_PROXY: 'true',
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /**
   * The first-request balance of a new account signed in as `email` (none: an anonymous sign-in), from `client`
   * (this machine when not given).
   */
  async function firstBalance(email: string, client?: string): Promise<number> {
    const subject = { userId: randomUUID(), email, userMetadata: {}, sessionId: randomUUID() };
    const token = await mintSignedInToken(server, subject);
    const response = await fetch(`${server.url}/api/users/me/balance`, {
      headers: { authorization: `Bearer ${token}`, ...(client ? { 'x-forwarded-for': client } : {}) },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { balance: number }).balance;
  }

  it('grants once per mailbox, a few per client a day, and none to an anonymous sign-in', async () => {
    expect(await firstBalance('')).toBe(0);
    expect(await firstBalance('Ann+Leads@gmail.com')).toBe(50);
    expect(await firstBalance('a.n.n@googlemail.com')).toBe(0);
    expect(await firstBalance('ann+2@gmail.com')).toBe(0);
    expect(await firstBalance('bob@example.com')).toBe(50);
    expect(await firstBalance('carol@example.com')).toBe(50);
    // The fourth trial from this client today.
    expect(await firstBalance('dave@example.com')).toBe(0);
  });

  it("keeps to the client's day share when its new accounts' first requests come at once", async () => {
    const balances = await Promise.all(
      Array.from({ length: 6 }, (_, i) => firstBalance(`farm${i}@example.com`, '203.0.113.7')),
    );
    expect(balances.toSorted()).toEqual([0, 0, 0, 50, 50, 50]);
  });

  it('refuses sign-up addresses with characters of quoted or commented addresses', async () => {
    const anonKey = (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey;
    for (const email of [
      '"ann"@example.com',
      'ann(x)@example.com',
      'ann,bob@example.com',
      '<ann@example.com>',
    ]) {
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a-good-password' }),
      });
      expect(response.status, email).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe.each(databaseKinds)("a new account's first requests at once (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('all see the trial credits: none answers before the grant is written', async () => {
    const subject = {
      userId: randomUUID(),
      email: 'erin@example.com',
      userMetadata: {},
      sessionId: randomUUID(),
    };
    const token = await mintSignedInToken(server, subject);
    const balances = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await fetch(`${server.url}/api/users/me/balance`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { balance: number }).balance;
      }),
    );
    expect(balances).toEqual([50, 50, 50, 50, 50, 50]);
  });
});
