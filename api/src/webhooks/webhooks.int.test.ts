/**
 * Signed webhooks end to end on both databases: an order's end reaches a local receiver signed as Standard Webhooks
 * says, a failing receiver is retried under one event id until it answers 2xx (or the schedule is spent), the
 * delivery log shows every attempt, `credits.low` fires once per crossing, deleting an endpoint drops what it had
 * pending, and production mode refuses an endpoint on 127.0.0.1, and at delivery a host that now resolves to 10.x.
 */
import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import { BadRequestError, NotFoundError, verifyWebhook } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { leadsCsv, tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deliverWebhook } from './deliver-webhook';
import { sendTestEvent } from './send-test-event';
import { webhookQueue } from './webhook-queue';
import { type HostResolver, WEBHOOK_HOST_REFUSED_MESSAGE, webhookUrlPolicyOf } from './webhook-url-policy';

const headersOf = (request: { headers: Record<string, unknown> }) =>
  request.headers as Record<string, string>;

describe.each(databaseKinds)('webhooks on %s', (kind) => {
  let server: TestServer;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      // Three attempts a second apart, so a test sees a delivery retried and spent.
      WEBHOOKS_RETRY_DELAYS_SECONDS: '1,1',
      // The receivers speak plain http, which production mode (PostgreSQL) refuses otherwise.
      WEBHOOKS_ALLOW_HTTP: 'on',
      FREE_TRIAL_CREDITS: '10',
    });
  });

  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  afterAll(async () => {
    await server?.dispose();
  });

  async function signedIn() {
    const user = await createTestUser(server);
    return new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  }

  async function receiver(...args: Parameters<typeof startWebhookReceiver>) {
    const started = await startWebhookReceiver(...args);
    receivers.push(started);
    return started;
  }

  /** The endpoint's latest delivery once `done` holds for it (the attempt is recorded after the receiver answers). */
  async function deliveryWhen(
    client: Leadproof,
    endpointId: string,
    done: (delivery: WebhookDelivery) => boolean,
  ): Promise<WebhookDelivery> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [latest] = (await client.webhooks.deliveries(endpointId, { limit: 1 })).items;
      if (latest && done(latest)) return latest;
      if (Date.now() > deadline) throw new Error(`delivery not done: ${JSON.stringify(latest)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Waits until the job of a delivery's `attempt` has ended (pg-boss' `completed`, `failed` or `cancelled`). */
  async function attemptJobEnded(deliveryId: string, attempt: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await server.services.database.executeSql(
        `select state::text as state from pgboss.job where name = $1 and data->>'deliveryId' = $2 and (data->>'attempt')::int = $3`,
        [webhookQueue.name, deliveryId, attempt],
      );
      if (
        rows.length > 0 &&
        rows.every((row) => ['completed', 'failed', 'cancelled'].includes(String(row.state)))
      )
        return;
      if (Date.now() > deadline)
        throw new Error(`attempt ${attempt} of ${deliveryId} not ended: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('delivers order.completed with a valid signature and the order as GET /api/orders/{id} answers it', async () => {
    const client = await signedIn();
    const hooks = await receiver();
    const endpoint = await client.webhooks.create({
      url: `${hooks.url}/leadproof`,
      description: 'CRM sync',
      events: ['order.completed'],
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const order = await client.uploadCsv(await tempFile('list.csv', leadsCsv(3)));
    await client.waitForOrder(order.id, { intervalMs: 200 });
    const [got] = await hooks.waitFor(1);
    if (!got) throw new Error('no request');
    expect(got.path).toBe('/leadproof');
    expect(headersOf(got)['webhook-id']).toMatch(/^msg_/);
    const event = await verifyWebhook(got.body, headersOf(got), endpoint.secret);
    expect(new Webhook(endpoint.secret).verify(got.body, headersOf(got))).toEqual(JSON.parse(got.body));
    expect(event.type).toBe('order.completed');
    if (event.type !== 'order.completed') return;
    expect(event.data.order).toEqual(await client.orders.retrieve(order.id));

    const delivery = await deliveryWhen(client, endpoint.id, (d) => d.status === 'succeeded');
    expect(delivery).toMatchObject({ eventId: headersOf(got)['webhook-id'], eventType: 'order.completed' });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ responseStatus: 200, error: null, responseBody: 'ok' }),
    ]);
    const { items } = await client.webhooks.list();
    expect(items).toEqual([
      {
        id: endpoint.id,
        url: endpoint.url,
        description: 'CRM sync',
        events: ['order.completed'],
        creditsLowThreshold: null,
        createdAt: endpoint.createdAt,
        disabledAt: null,
        disabledReason: null,
      },
    ]);
  });

  it('retries a receiver that answers 500 under one webhook-id, and logs every attempt', async () => {
    const client = await signedIn();
    const hooks = await receiver((res, n) =>
      n <= 1 ? res.writeHead(500).end('try later') : res.writeHead(200).end('thanks'),
    );
    const endpoint = await client.webhooks.create({ url: hooks.url, events: ['order.failed'] });
    const queued = await client.webhooks.sendTest(endpoint.id);
    expect(queued).toMatchObject({ eventType: 'webhook.test' });
    expect(queued.eventId).toMatch(/^msg_/);

    const got = await hooks.waitFor(2);
    expect(got.map((request) => headersOf(request)['webhook-id'])).toEqual([queued.eventId, queued.eventId]);
    for (const request of got) {
      const event = await verifyWebhook(request.body, headersOf(request), endpoint.secret);
      expect(event).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    }
    const delivery = await deliveryWhen(client, endpoint.id, (d) => d.status === 'succeeded');
    expect(delivery.id).toBe(queued.id);
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attempts.map((a) => [a.responseStatus, a.error, a.responseBody])).toEqual([
      [500, 'The receiver answered 500.', 'try later'],
      [200, null, 'thanks'],
    ]);
    for (const attempt of delivery.attempts) expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('fails a test event after its one retry (issue 34, finding 5): a test aims at most two requests at a host', async () => {
    const client = await signedIn();
    const hooks = await receiver((res) => res.writeHead(503).end());
    const endpoint = await client.webhooks.create({ url: hooks.url, events: ['order.completed'] });
    await client.webhooks.sendTest(endpoint.id);
    const delivery = await deliveryWhen(client, endpoint.id, (d) => d.status === 'failed');
    expect(delivery.attempts.map((a) => a.responseStatus)).toEqual([503, 503]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hooks.received).toHaveLength(2);
    expect(delivery.nextAttemptAt).toBeNull();
  });

  it('drops the pending deliveries of an endpoint that is deleted', async () => {
    const client = await signedIn();
    // The first attempt is answered (500, so a retry would follow) only once the endpoint is deleted: waiting for
    // `retrying` and deleting after it raced the one-second retry on a loaded machine.
    let answer: () => void = () => {};
    const deleted = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const hooks = await receiver((res) => void deleted.then(() => res.writeHead(500).end()));
    const endpoint = await client.webhooks.create({ url: hooks.url, events: ['order.completed'] });
    await client.webhooks.sendTest(endpoint.id);
    await hooks.waitFor(1);
    const [inFlight] = (await client.webhooks.deliveries(endpoint.id, { limit: 1 })).items;
    if (!inFlight) throw new Error('no delivery');
    await client.webhooks.delete(endpoint.id);
    answer();
    await attemptJobEnded(inFlight.id, 1);
    // The attempt ended after the delete: nothing left to retry, so no second attempt was queued or sent.
    const { rows } = await server.services.database.executeSql(
      `select count(*)::int as jobs from pgboss.job where name = $1 and data->>'deliveryId' = $2 and (data->>'attempt')::int = 2`,
      [webhookQueue.name, inFlight.id],
    );
    expect(rows).toEqual([{ jobs: 0 }]);
    expect(hooks.received).toHaveLength(1);
    expect((await client.webhooks.list()).items).toEqual([]);
    await expect(client.webhooks.deliveries(endpoint.id)).rejects.toMatchObject({ status: 404 });
  });

  it('fires credits.low once, on the debit that crosses the threshold', async () => {
    const client = await signedIn();
    const hooks = await receiver();
    const endpoint = await client.webhooks.create({
      url: hooks.url,
      events: ['credits.low'],
      creditsLowThreshold: 8,
    });
    // 10 credits: the first list holds 3 (10 → 7, a crossing), the second 1 (7 → 6, already below).
    for (const rows of [3, 1]) {
      const order = await client.uploadCsv(await tempFile('list.csv', leadsCsv(rows)));
      await client.waitForOrder(order.id, { intervalMs: 200 });
    }
    const [got] = await hooks.waitFor(1);
    // Events are recorded with the debit that crossed: both debits are committed, so this is every event there is.
    expect((await client.webhooks.deliveries(endpoint.id)).items).toHaveLength(1);
    expect(hooks.received).toHaveLength(1);
    const event = await verifyWebhook(got?.body ?? '', headersOf(got ?? { headers: {} }), endpoint.secret);
    expect(event).toMatchObject({ type: 'credits.low', data: { balance: 7, threshold: 8 } });
  });

  it('refuses a URL carrying a user name or password, and shows query values masked to a read key (issue 34, finding 9)', async () => {
    const client = await signedIn();
    for (const url of ['https://hook:s3cret@hooks.example.com/x', 'https://only-user@hooks.example.com/x']) {
      const refused = await client.webhooks
        .create({ url, events: ['order.completed'] })
        .catch((e: unknown) => e);
      expect(refused, url).toBeInstanceOf(BadRequestError);
      expect((refused as Error).message, url).toMatch(/user name or password/);
    }
    const url = 'https://10.0.0.7/hook?token=qry-tok-51&team=blue#frag-tok';
    const { id } = await client.webhooks.create({ url, events: ['order.completed'] });
    // The session (and a full key) may change the endpoint: it sees the URL it registered.
    expect((await client.webhooks.list()).items.map((e) => e.url)).toEqual([url]);
    expect((await client.webhooks.retrieve(id)).url).toBe(url);
    for (const scope of ['read', 'verify'] as const) {
      const { secret } = await client.apiKeys.create({ name: `${scope} key`, scope });
      const withKey = new Leadproof({ baseURL: server.url, apiKey: secret, maxRetries: 0 });
      const masked = 'https://10.0.0.7/hook?token=***&team=***#***';
      expect(
        (await withKey.webhooks.list()).items.map((e) => e.url),
        scope,
      ).toEqual([masked]);
      expect((await withKey.webhooks.retrieve(id)).url, scope).toBe(masked);
    }
    const { secret: full } = await client.apiKeys.create({ name: 'full key', scope: 'full' });
    const withFull = new Leadproof({ baseURL: server.url, apiKey: full, maxRetries: 0 });
    expect((await withFull.webhooks.list()).items.map((e) => e.url)).toEqual([url]);
    expect((await withFull.webhooks.retrieve(id)).url).toBe(url);
  });

  it("retrieves one endpoint as the list shows it, and answers 404 for an unknown id or another user's", async () => {
    const client = await signedIn();
    const { id } = await client.webhooks.create({
      url: 'https://10.0.0.8/hook',
      events: ['order.completed', 'credits.low'],
      creditsLowThreshold: 100,
    });
    const [listed] = (await client.webhooks.list()).items;
    expect(await client.webhooks.retrieve(id)).toEqual(listed);
    expect(listed).toMatchObject({ id, disabledAt: null, disabledReason: null });
    const other = await signedIn();
    for (const [caller, target] of [
      [client, '00000000-0000-4000-8000-000000000000'],
      [client, 'not-an-id'],
      [other, id],
    ] as const) {
      await expect(caller.webhooks.retrieve(target), target).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it('says which rule a refused URL breaks', async () => {
    const client = await signedIn();
    const error = await client.webhooks
      .create({ url: 'https://10.0.0.5/hook', events: ['order.completed'] })
      .catch((e: unknown) => e);
    // The test server allows private addresses (and plain http); other schemes stay refused.
    expect(error).not.toBeInstanceOf(Error);
    const ftp = await client.webhooks
      .create({ url: 'ftp://93.184.215.14/hook', events: ['order.completed'] })
      .catch((e: unknown) => e);
    expect(ftp).toBeInstanceOf(BadRequestError);
    const noThreshold = await client.webhooks
      .create({ url: 'https://10.0.0.5/hook', events: ['credits.low'] })
      .catch((e: unknown) => e);
    expect((noThreshold as Error).message).toMatch(/creditsLowThreshold is needed for the credits.low event/);
  });
});

describe('webhooks in production mode without WEBHOOKS_ALLOW_PRIVATE', () => {
  let server: TestServer;

  beforeAll(async () => {
    // PostgreSQL is production mode. No workers: the test below makes the one attempt itself, with a resolver it
    // controls, and nothing else may look up its made-up host.
    server = await startTestServer('postgres', { WEBHOOKS_ALLOW_PRIVATE: 'off', WORKERS_IN_PROCESS: 'off' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('refuses an endpoint on 127.0.0.1, saying what to do', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const http = await client.webhooks
      .create({ url: 'http://93.184.215.14/hook', events: ['order.completed'] })
      .catch((e: unknown) => e);
    expect(http).toBeInstanceOf(BadRequestError);
    expect((http as Error).message).toMatch(/Webhook URLs must use https \(got http:\/\/93\.184\.215\.14\)/);
    for (const url of ['https://127.0.0.1:8443/hook', 'https://[::1]/hook', 'https://169.254.169.254/']) {
      const error = await client.webhooks
        .create({ url, events: ['order.completed'] })
        .catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(BadRequestError);
      // One message for every refusal learnt by resolving the host (issue 34, finding 9).
      expect((error as Error).message, url).toContain(WEBHOOK_HOST_REFUSED_MESSAGE);
      expect((error as Error).message, url).not.toMatch(
        /127\.0\.0\.1|::1|169\.254|loopback address \(|resolves to/,
      );
    }
    expect((await client.webhooks.list()).items).toEqual([]);
  });

  it('refuses at delivery a host that passed at registration and now resolves to 10.0.0.5, and logs why', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    // The first API call makes the user's row, which the endpoint belongs to.
    await client.users.me();
    const { services } = server;
    let lookups = 0;
    // Public when the endpoint is registered, private when the attempt is made (DNS rebinding).
    const rebinding: HostResolver = async () => [
      { address: lookups++ === 0 ? '93.184.215.14' : '10.0.0.5', family: 4 },
    ];
    const endpoint = await createWebhookEndpoint(
      services,
      webhookUrlPolicyOf(services.config, rebinding),
      user.id,
      {
        url: 'https://rebind.example.com/hook',
        description: '',
        events: ['order.completed'],
        creditsLowThreshold: null,
      },
    );
    const queued = await sendTestEvent(services, user.id, endpoint.id);
    await deliverWebhook(services, { deliveryId: queued.id, attempt: 1 }, rebinding);
    expect(lookups).toBe(2);

    const [delivery] = (await client.webhooks.deliveries(endpoint.id)).items;
    expect(delivery).toMatchObject({ id: queued.id, status: 'retrying' });
    expect(delivery?.nextAttemptAt).not.toBeNull();
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({
        responseStatus: null,
        responseBody: '',
        error: WEBHOOK_HOST_REFUSED_MESSAGE,
      }),
    ]);
  });

  it('tells the caller one message whether the name resolves to a private address, nowhere or this server (issue 34, finding 9)', async () => {
    const user = await createTestUser(server);
    const { services } = server;
    const resolver: HostResolver = async (hostname) => {
      if (hostname === 'intranet.example.com') return [{ address: '10.20.30.40', family: 4 }];
      if (hostname === 'db.example.com') return [{ address: '192.168.7.7', family: 4 }];
      if (hostname === 'this-server.example.com') return [{ address: '127.0.0.1', family: 4 }];
      throw Object.assign(new Error(`queryA ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const messages = new Set<string>();
    for (const url of [
      'https://intranet.example.com/hook',
      'https://db.example.com/hook',
      'https://nowhere.example.com/hook',
      `https://this-server.example.com:${services.config.port}/dev/checkout/x/pay`,
    ]) {
      const refused = await createWebhookEndpoint(
        services,
        webhookUrlPolicyOf(services.config, resolver),
        user.id,
        {
          url,
          description: '',
          events: ['order.completed'],
          creditsLowThreshold: null,
        },
      ).catch((e: unknown) => e);
      expect(refused, url).toBeInstanceOf(ApiError);
      messages.add((refused as Error).message);
    }
    expect([...messages]).toEqual([WEBHOOK_HOST_REFUSED_MESSAGE]);
  });
});
