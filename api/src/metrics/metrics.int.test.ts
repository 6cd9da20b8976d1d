/**
 * `/metrics` on a real server, on both databases: behind METRICS_TOKEN, it shows request histograms by route
 * pattern (never an id), the verification job, the order that ended and the credits it moved, after one order's
 * journey. With METRICS_PORT it moves to a loopback listener of its own, and the app no longer serves it.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv, tempFile } from '../testing/csv-fixtures';
import { freePort } from '../testing/free-port';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKind, singleDatabaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';

const TOKEN = 'metrics-test-token-0123456789abcdef';

const JOB_DONE = /leadproof_job_duration_seconds_count\{queue="orders-verify",outcome="completed"\} [1-9]/;

const scrape = (url: string, authorization?: string) =>
  fetch(url, authorization ? { headers: { authorization } } : {});

describe.each(singleDatabaseKinds)('/metrics on %s', (kind) => {
  let server: TestServer;
  let orderId: string;
  let text: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS_TOKEN: TOKEN });
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('metrics.csv', leadsCsv(5)));
    orderId = order.id;
    expect((await client.waitForOrder(order.id, { intervalMs: 200 })).status).toBe('completed');
    // A few calls more, one of them refused.
    await client.orders.retrieve(order.id);
    await client.users.balance();
    await fetch(`${server.url}/api/orders/${order.id}`);
    // The order is completed inside its job, which ends a moment later (the e-mail goes after): scrape until it has.
    const deadline = Date.now() + 15_000;
    for (text = ''; !JOB_DONE.test(text) && Date.now() < deadline; ) {
      if (text) await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await scrape(`${server.url}/metrics`, `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      text = await response.text();
    }
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('shows request histograms by route pattern, method and status, never an id', () => {
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/api\/orders\/:id",method="GET",status="200"/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/orders\/:id",method="GET",status="200"\} [1-9]/,
    );
    // The call without a token, refused by the route's authentication middleware: under the route's pattern.
    expect(text).toMatch(/route="\/api\/orders\/:id",method="GET",status="401"/);
    expect(text).not.toContain(orderId);
  });

  it('shows the verification job, the order that ended, its rows and its credits', () => {
    expect(text).toMatch(JOB_DONE);
    expect(text).toMatch(/leadproof_orders_ended_total\{type="upload_csv",status="completed"\} [1-9]/);
    expect(text).toMatch(
      /leadproof_order_duration_seconds_count\{type="upload_csv",status="completed"\} [1-9]/,
    );
    expect(text).toMatch(/leadproof_rows_verified_total [1-9]/);
    expect(text).toMatch(/leadproof_credits_debited_total\{reason="order"\} [1-9]/);
    expect(text).toContain('# TYPE leadproof_credits_refunded_total counter');
    expect(text).toContain('# TYPE leadproof_job_queue_jobs gauge');
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
  });

  it('refuses a scrape without the token (401) and with a wrong one (403)', async () => {
    const without = await scrape(`${server.url}/metrics`);
    expect(without.status).toBe(401);
    expect(await without.text()).not.toContain('http_request_duration_seconds');
    const wrong = await scrape(`${server.url}/metrics`, 'Bearer not-the-metrics-token-at-all');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('http_request_duration_seconds');
  });
});

describe('/metrics on METRICS_PORT', () => {
  let server: TestServer;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startTestServer(singleDatabaseKind, { METRICS_PORT: String(metricsPort) });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('is served on the loopback listener, and not by the app', async () => {
    const own = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('# TYPE http_request_duration_seconds histogram');
    const app = await scrape(`${server.url}/metrics`);
    expect(app.status).toBe(404);
    expect(await app.text()).not.toContain('http_request_duration_seconds');
  });

  it('closes the listener with the server', async () => {
    await server.dispose();
    await expect(scrape(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
