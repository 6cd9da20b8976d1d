/**
 * Who may call what: every `/api` route of the contract that needs a token, called with each kind of
 * credential an attacker has — none, an expired or forged token, a revoked key, the wrong kind of
 * credential, another user's valid token or key — gets the contract's 401/403/404, and no response ever
 * carries the victim's data. Routes come from `contractRoutes`, so a new route is in the matrix at once.
 */
import { type ContractRouteId, contractRoutes } from '@leadproof/contract/routes';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalPath } from '../../orders/order-paths';
import { expiredAccessToken, forgedAccessToken, subjectOf } from '../../testing/access-tokens';
import { expectApiError, expectNoneOf } from '../../testing/api-errors';
import {
  allContractRoutes,
  contractRequest,
  missingRequestCases,
  type RouteFixtures,
  sendContractRequest,
} from '../../testing/contract-requests';
import { tempFile } from '../../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { createTestUser, type TestUser } from '../../testing/test-users';

const VICTIM_FILE = 'victim-secret-list.csv';
const VICTIM_CONTACT = 'victoria.secret@victim-corp.example';
const VICTIM_CSV = `first_name,last_name,email,phone\nVictoria,Secretary,${VICTIM_CONTACT},+1 415 555 0199\n`;

const protectedRoutes = allContractRoutes().filter(([, route]) => route.auth);
const publicRoutes = allContractRoutes().filter(([, route]) => !route.auth);

describe('the request cases', () => {
  it('cover every contract route with a request its schemas accept', () => {
    expect(missingRequestCases()).toEqual([]);
    const fixtures: RouteFixtures = {
      orderId: crypto.randomUUID(),
      uploadPath: 'u/o/original.csv',
      apiKeyId: crypto.randomUUID(),
      webhookId: crypto.randomUUID(),
      presetId: crypto.randomUUID(),
      productId: 'prod_x',
    };
    for (const [id, route] of allContractRoutes()) {
      const request = contractRequest(id, fixtures);
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = route[part];
        if (schema) expect(schema.safeParse(request[part] ?? {}).success, `${id} ${part}`).toBe(true);
        else expect(request[part], `${id} has a ${part} its route does not take`).toBeUndefined();
      }
    }
  });
});

describe.each(singleDatabaseKinds)('authorization matrix on %s', (kind) => {
  let server: TestServer;
  let victim: TestUser;
  let attacker: TestUser;
  let fixtures: RouteFixtures;
  /** Everything of the victim's that must never reach anyone else. */
  let secrets: string[];
  let credentials: {
    expired: string;
    forged: string;
    revokedKey: string;
    victimKey: string;
    attackerKey: string;
  };
  let victimBalance: number;

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });

  beforeAll(async () => {
    server = await startTestServer(kind);
    victim = await createTestUser(server, { firstName: 'Victoria', lastName: 'Secretary' });
    attacker = await createTestUser(server, { firstName: 'Mallory' });
    const victimClient = clientFor(victim);
    // A completed order, so the victim has an original file, results and a debit to leak.
    const order = await victimClient.uploadCsv(await tempFile(VICTIM_FILE, VICTIM_CSV));
    const done = await victimClient.waitForOrder(order.id, { intervalMs: 200 });
    expect(done.status).toBe('completed');
    const victimKey = await victimClient.apiKeys.create({ name: 'victim key' });
    const revoked = await victimClient.apiKeys.create({ name: 'victim revoked key' });
    await victimClient.apiKeys.revoke(revoked.id);
    const attackerKey = await clientFor(attacker).apiKeys.create({ name: 'attacker key' });
    const webhook = await victimClient.webhooks.create({
      url: 'https://127.0.0.1:9/victim-hook',
      events: ['order.completed'],
    });
    const preset = await victimClient.leads.presets.create({
      name: 'Victim secret profile',
      icp: { industries: ['Victim Secret Industry'], countries: ['US'] },
    });
    const { productIds } = (await (await fetch(`${server.url}/config.json`)).json()) as {
      productIds: Record<string, string>;
    };
    fixtures = {
      orderId: order.id,
      uploadPath: originalPath(victim.id, order.id),
      apiKeyId: victimKey.id,
      webhookId: webhook.id,
      presetId: preset.id,
      productId: Object.values(productIds)[0] ?? 'prod_missing',
    };
    secrets = [
      victim.id,
      victim.email,
      order.id,
      victimKey.id,
      victimKey.secret,
      victimKey.prefix,
      revoked.id,
      webhook.id,
      webhook.secret,
      preset.id,
      'Victim secret profile',
      'Victim Secret Industry',
      VICTIM_FILE,
      VICTIM_CONTACT,
      'Secretary',
    ];
    credentials = {
      expired: await expiredAccessToken(server, subjectOf(victim)),
      forged: await forgedAccessToken(server, subjectOf(victim)),
      revokedKey: revoked.secret,
      victimKey: victimKey.secret,
      attackerKey: attackerKey.secret,
    };
    victimBalance = (await victimClient.users.balance()).balance;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** Sends route `id`'s valid request (about the victim's objects) with `token`. */
  const send = (id: ContractRouteId, token: string | undefined) =>
    sendContractRequest(server, contractRequest(id, fixtures), { token });

  it.each(protectedRoutes.map(([id]) => id))(
    '%s: refuses no token, an expired or forged token and a revoked API key with 401',
    async (id) => {
      const route = contractRoutes[id];
      expect(route.errors, `${id} documents 401`).toContain(401);
      const attempts: Array<[string, string | undefined]> = [
        ['no token', undefined],
        ['expired token', credentials.expired],
        ['token signed by another key', credentials.forged],
        ['revoked API key', credentials.revokedKey],
      ];
      for (const [label, token] of attempts) {
        const text = await expectApiError(await send(id, token), 401, /\S/, `${id} with ${label}`);
        expectNoneOf(text, secrets, `${id} with ${label}`);
      }
    },
  );

  it.each(protectedRoutes.filter(([, route]) => !route.apiKey).map(([id]) => id))(
    '%s: refuses a valid API key with 403, since it needs a session',
    async (id) => {
      expect(contractRoutes[id].errors, `${id} documents 403`).toContain(403);
      const text = await expectApiError(
        await send(id, credentials.victimKey),
        403,
        /Sign in with your e-mail and password/,
        id,
      );
      expectNoneOf(text, secrets, id);
    },
  );

  it.each(protectedRoutes.map(([id]) => id))(
    "%s: never shows another user's data to a signed-in stranger",
    async (id) => {
      const route = contractRoutes[id];
      const tokens: Array<[string, string]> = [['session', attacker.accessToken]];
      if (route.apiKey) tokens.push(['API key', credentials.attackerKey]);
      for (const [label, token] of tokens) {
        const response = await send(id, token);
        if (route.path.includes('{id}')) {
          // The victim's object is answered exactly like one that does not exist.
          expect(route.errors, `${id} documents 404`).toContain(404);
          const text = await expectApiError(response, 404, /not found/i, `${id} by the stranger's ${label}`);
          expectNoneOf(text, secrets, `${id} by the stranger's ${label}`);
        } else {
          // Routes without an id act on the caller's own account. The deletion case carries a password that is
          // nobody's (succeeding would close the stranger's account mid-matrix), so it is refused as wrong.
          const text = await response.text();
          expect(response.status, `${id} by the stranger's ${label}: ${text.slice(0, 300)}`).toBe(
            id === 'users.delete' ? 403 : route.status,
          );
          expectNoneOf(text, secrets, `${id} by the stranger's ${label}`);
        }
      }
    },
  );

  it.each(publicRoutes.map(([id]) => id))('%s: answers without a token, as the contract says', async (id) => {
    const response = await send(id, undefined);
    expect(response.status).toBe(contractRoutes[id].status);
    expectNoneOf(await response.text(), secrets, id);
  });

  it('answers a request that matches no route with 404, whatever the credential (issue 35)', async () => {
    // Each route mounts its own authentication, so nothing answers for a path no route takes: it is not found.
    // (Ids of no one's: the 404 names the path asked for.)
    const id = crypto.randomUUID();
    const misses: Array<[string, string]> = [
      ['GET', '/api/no-such-route'],
      ['POST', '/api/orders/'],
      ['PUT', `/api/orders/${id}`],
      ['GET', `/api/api-keys/${id}/secret`],
    ];
    const tokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['forged token', credentials.forged],
      ["the victim's key", credentials.victimKey],
      ["a stranger's session", attacker.accessToken],
    ];
    for (const [method, path] of misses) {
      for (const [label, token] of tokens) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            // Malformed: refused on a route, but here there is none to refuse it.
            'Idempotency-Key': 'not a valid key',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        const text = await expectApiError(response, 404, /No API route/, `${method} ${path} with ${label}`);
        expectNoneOf(text, secrets, `${method} ${path} with ${label}`);
      }
    }
  });

  it("leaves the victim's account as it was", async () => {
    const victimClient = clientFor(victim);
    const orders = await victimClient.orders.listAll();
    expect(orders.map((o) => [o.id, o.status])).toEqual([[fixtures.orderId, 'completed']]);
    expect((await victimClient.users.balance()).balance).toBe(victimBalance);
    // The stranger's DELETE of the victim's order files deleted nothing.
    expect((await victimClient.orders.retrieve(fixtures.orderId)).filesDeletedAt).toBeNull();
    expect(await victimClient.orders.resultsCsv(fixtures.orderId, { limit: 1 })).toContain(VICTIM_CONTACT);
    // The stranger's rename and DELETE of the victim's preset changed nothing.
    expect((await victimClient.leads.presets.list()).items).toEqual([
      expect.objectContaining({ id: fixtures.presetId, name: 'Victim secret profile' }),
    ]);
    // The stranger's DELETE of the victim's key id did not revoke it.
    const me = await fetch(`${server.url}/api/users/me`, {
      headers: { authorization: `Bearer ${credentials.victimKey}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(victim.id);
  });
});
