/**
 * Issue #34, finding 5, on both databases: webhook test events are rate-limited per endpoint and per user (429 with
 * Retry-After), and the caps on endpoints and presets hold when requests race (the user's row lock); an endpoint
 * failing every attempt for 3 days is disabled until a test succeeds.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LEAD_PRESETS } from '../leads/presets/create-lead-preset';
import { outboxMailsTo } from '../testing/builtin-auth-client';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import { MAX_WEBHOOK_ENDPOINTS } from './create-webhook-endpoint';
import { deliverWebhook } from './deliver-webhook';
import { MAX_PENDING_DELIVERIES } from './record-webhook-event';
import { subscribedEndpoints } from './subscribed-endpoints';
import { pruneWebhookHistory } from './webhook-history-prune';

describe.each(singleDatabaseKinds)('webhook limits on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // No workers: each test makes the attempts it needs itself (`deliverWebhook`), so nothing else is sent.
    server = await startTestServer(kind, { WORKERS_IN_PROCESS: 'off', WEBHOOKS_ALLOW_HTTP: 'on' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  async function signedIn(): Promise<{ user: TestUser; client: Leadproof }> {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    await client.users.me();
    return { user, client };
  }

  const db = () => server.services.database.db;

  /** POST /api/webhooks/{id}/test as sent, so the test sees 429s and their headers. */
  const sendTest = (user: TestUser, endpointId: string) =>
    fetch(`${server.url}/api/webhooks/${endpointId}/test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });

  it('refuses a sixth test event a minute to one endpoint and the 61st an hour, with 429 and Retry-After', async () => {
    const { user, client } = await signedIn();
    const endpoints = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        client.webhooks.create({ url: `https://127.0.0.1:9/hook-${i}`, events: ['order.completed'] }),
      ),
    );
    const [first] = endpoints;
    if (!first) throw new Error('no endpoint');
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendTest(user, first.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    if (!refused) throw new Error('nothing refused');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many test events: at most 5 test events a minute to one endpoint/),
    });
    // 5 more to each of 11 other endpoints: 60 in the hour, then the user's limit.
    for (const endpoint of endpoints.slice(1, 12)) {
      for (let i = 0; i < 5; i++) expect((await sendTest(user, endpoint.id)).status).toBe(201);
    }
    const last = endpoints[12];
    if (!last) throw new Error('no endpoint');
    const overHour = await sendTest(user, last.id);
    expect(overHour.status).toBe(429);
    expect((await overHour.json()).error.message).toMatch(/at most 60 test events an hour/);
  });

  it(`holds the ${MAX_WEBHOOK_ENDPOINTS}-endpoint cap when 30 creations race`, async () => {
    const { user, client } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${server.url}/api/webhooks`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url: `https://127.0.0.1:9/race-${i}`, events: ['order.completed'] }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30 - MAX_WEBHOOK_ENDPOINTS);
    expect((await client.webhooks.list()).items).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });

  it(`holds the ${MAX_LEAD_PRESETS}-preset cap when 20 saves race`, async () => {
    const { user, client } = await signedIn();
    const icp = { industries: ['software'], countries: ['US'] };
    await db()
      .insertInto('lead_presets')
      .values(
        Array.from({ length: MAX_LEAD_PRESETS - 5 }, (_, i) => ({
          user_id: user.id,
          name: `Kept ${i}`,
          icp: JSON.stringify(icp),
          count: null,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${server.url}/api/leads/presets`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Raced ${i}`, icp }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15);
    expect((await client.leads.presets.list()).items).toHaveLength(MAX_LEAD_PRESETS);
  });
  it('forgets deliveries, their attempts and their events after 30 days, and keeps the rest', async () => {
    const { user, client } = await signedIn();
    const endpoint = await client.webhooks.create({
      url: 'https://127.0.0.1:9/old',
      events: ['order.completed'],
    });
    const old = await client.webhooks.sendTest(endpoint.id);
    const recent = await client.webhooks.sendTest(endpoint.id);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await db()
      .updateTable('webhook_deliveries')
      .set({ created_at: longAgo })
      .where('id', '=', old.id)
      .execute();
    await db()
      .updateTable('webhook_events')
      .set({ created_at: longAgo })
      .where('id', '=', old.eventId)
      .execute();
    await db()
      .insertInto('webhook_attempts')
      .values({
        delivery_id: old.id,
        attempt: 1,
        attempted_at: longAgo,
        duration_ms: 5,
        error: 'refused',
        response_body: '',
      })
      .execute();

    expect(await pruneWebhookHistory(server.services.database)).toMatchObject({ deliveries: 1, events: 1 });
    expect((await client.webhooks.deliveries(endpoint.id)).items.map((d) => d.id)).toEqual([recent.id]);
    const left = await db()
      .selectFrom('webhook_events')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent.eventId]);
    const attempts = await db()
      .selectFrom('webhook_attempts')
      .select('attempt')
      .where('delivery_id', '=', old.id)
      .execute();
    expect(attempts).toEqual([]);
  });
  it(`keeps at most ${MAX_PENDING_DELIVERIES} deliveries waiting for one endpoint`, async () => {
    const { user, client } = await signedIn();
    const endpoint = await client.webhooks.create({
      url: 'https://127.0.0.1:9/slow',
      events: ['order.completed'],
    });
    await sql`
      with events as (
        insert into webhook_events (id, user_id, type, payload)
        select 'msg_backlog_' || n || '_' || ${endpoint.id}, ${user.id}, 'order.completed', '{}'::jsonb
        from generate_series(1, ${MAX_PENDING_DELIVERIES}) as n
        returning id
      )
      insert into webhook_deliveries (endpoint_id, event_id, status) select ${endpoint.id}, id, 'retrying' from events
    `.execute(db());
    const refused = await sendTest(user, endpoint.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(
      new RegExp(`already has ${MAX_PENDING_DELIVERIES.toLocaleString('en-US')} deliveries waiting`),
    );
    const waiting = await db()
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('endpoint_id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(Number(waiting.count)).toBe(MAX_PENDING_DELIVERIES);
  });

  it('disables an endpoint after 3 days of failed attempts, tells its owner, and turns it back on after a successful test', async () => {
    const { user, client } = await signedIn();
    let status = 500;
    const hooks = await startWebhookReceiver((res) => res.writeHead(status).end());
    try {
      const endpoint = await client.webhooks.create({ url: hooks.url, events: ['order.completed'] });
      expect(endpoint).toMatchObject({ disabledAt: null, disabledReason: null });
      /** Sends a test event and makes its first attempt, as the queue's worker would. */
      const testAttempt = async () => {
        const sent = await sendTest(user, endpoint.id);
        expect(sent.status).toBe(201);
        const { id } = (await sent.json()) as { id: string };
        await deliverWebhook(server.services, { deliveryId: id, attempt: 1 });
      };
      const listed = async () => (await client.webhooks.list()).items.find((e) => e.id === endpoint.id);

      // A failure today: still enabled.
      await testAttempt();
      expect(await listed()).toMatchObject({ disabledAt: null, disabledReason: null });
      // Every attempt failed since 3 days and a minute ago: the next failure disables it.
      await db()
        .updateTable('webhook_endpoints')
        .set({ failing_since: sql<Date>`now() - interval '3 days 1 minute'` })
        .where('id', '=', endpoint.id)
        .execute();
      await testAttempt();
      const disabled = await listed();
      expect(disabled?.disabledAt).not.toBeNull();
      expect(disabled?.disabledReason).toMatch(
        /^Every delivery attempt failed for 3 days, since .* UTC\. The last: .*500/,
      );
      const mails = await outboxMailsTo(server, user.email);
      expect(mails.map((mail) => mail.subject)).toContain('A Leadproof webhook endpoint was disabled');
      // It receives no events but test events.
      const subscribed = await db()
        .transaction()
        .execute((trx) => subscribedEndpoints(trx, user.id, 'order.completed'));
      expect(subscribed.map((e) => e.id)).not.toContain(endpoint.id);

      // The receiver is fixed: a test answered 2xx turns it back on.
      status = 204;
      await testAttempt();
      expect(await listed()).toMatchObject({ disabledAt: null, disabledReason: null });
      const again = await db()
        .transaction()
        .execute((trx) => subscribedEndpoints(trx, user.id, 'order.completed'));
      expect(again.map((e) => e.id)).toContain(endpoint.id);
    } finally {
      await hooks.close();
    }
  });
});
