/**
 * `GET /api/health/ready` on a real server, on both databases: 200 while it serves; 503 `unavailable` once its job
 * queue stops; and 503 `draining` from the moment it is told to stop until it closes, while liveness and other
 * requests are still answered, so a load balancer moves traffic away before connections are refused.
 */
import { type ReadinessResponse, readinessResponseSchema } from '@leadproof/contract/health';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';

const DRAIN_SECONDS = 3;

describe.each(databaseKinds)('readiness on %s', (kind) => {
  let server: TestServer;

  const ready = async (): Promise<{ status: number; body: ReadinessResponse; cache: string | null }> => {
    const response = await fetch(`${server.url}/api/health/ready`);
    const body = readinessResponseSchema.parse(await response.json());
    return { status: response.status, body, cache: response.headers.get('cache-control') };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('is ready, with every check passed and no caching, while the server serves', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: true, queue: true, migrations: true } },
      cache: 'no-store',
    });
    const report = await new Leadproof({ baseURL: server.url }).health.ready();
    expect(report.status).toBe('ready');
  });

  it('answers 503 unavailable once the job queue has stopped', async () => {
    await server.services.jobs.stop(1000);
    // Past the checks' one-second cache.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: true, queue: false, migrations: true } },
    });
  });

  it('answers 503 draining during a graceful stop, while still serving, then closes', async () => {
    const startedAt = Date.now();
    const stopping = server.stop();
    const during = await ready();
    expect(during.status).toBe(503);
    expect(during.body.status).toBe('draining');
    // Liveness and the rest of the API still answer while the load balancer notices.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/pricing`)).status).toBe(200);
    const sdk = new Leadproof({ baseURL: server.url });
    await expect(sdk.health.ready()).rejects.toMatchObject({ status: 503, body: { status: 'draining' } });
    await stopping;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 50);
    await expect(fetch(`${server.url}/api/health/ready`)).rejects.toThrow();
  });
});
