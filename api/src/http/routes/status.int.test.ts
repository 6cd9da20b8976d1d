/**
 * `GET /api/status` on a real server, on both databases: public (no token), never cached, the components from the
 * readiness checks, and nothing about customers or business volume (no order counts, no ages of orders).
 */
import { serviceStatusResponseSchema } from '@leadproof/contract/status';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderRows } from '../../orders/testing/insert-order-rows';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

// Past the one-second cache of the readiness checks.
const pastCache = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe.each(singleDatabaseKinds)('GET /api/status on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await createTestUser(server, {
      firstName: 'Statusia',
      lastName: 'Private',
      company: 'Hidden Corp',
    });
    // The account's row is made on its first API call.
    expect((await authedFetch(server, user, '/api/users/me')).status).toBe(200);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('answers without a token, uncached, with every part operational', async () => {
    const response = await fetch(`${server.url}/api/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = serviceStatusResponseSchema.parse(await response.json());
    expect(body).toEqual({
      status: 'operational',
      components: { api: 'operational', database: 'operational', jobQueue: 'operational' },
      checkedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(10_000);
  });

  it('says nothing of business volume: no order, customer, count or age, however many orders completed', async () => {
    const { database } = server.services;
    const completedAt = new Date(Date.now() - 120_000);
    const inserted = await insertOrderRows(database, [
      {
        user_id: user.id,
        type: 'upload_csv',
        status: 'completed',
        request_details: JSON.stringify({ source: 'status-test-secret-source' }),
        result_file_path: `results/${user.id}/status-test.csv`,
        row_count: 1234,
        completed_at: completedAt,
      },
      { user_id: user.id, type: 'upload_csv', status: 'completed', completed_at: new Date() },
      { user_id: user.id, type: 'upload_csv', status: 'in_progress' },
    ]);
    await pastCache();

    const response = await fetch(`${server.url}/api/status`);
    const text = await response.text();
    // Exactly the state of the parts and when it was checked: a field added later is a decision to make again.
    const body = serviceStatusResponseSchema.strict().parse(JSON.parse(text));
    expect(Object.keys(body).sort()).toEqual(['checkedAt', 'components', 'status']);
    expect(Object.keys(body.components).sort()).toEqual(['api', 'database', 'jobQueue']);
    for (const secret of [
      user.id,
      user.email,
      'Statusia',
      'Hidden Corp',
      'status-test-secret-source',
      '1234',
      'order',
      ...inserted.map((row) => row.id),
    ]) {
      expect(text).not.toContain(secret);
    }

    // The SDK's public call reads the same report.
    const viaSdk = await new Leadproof({ baseURL: server.url }).status.retrieve();
    expect(viaSdk).toEqual({ ...body, checkedAt: expect.any(String) });
  });

  it('stays 200 and shows the job queue down, the rest operational, once the queue has stopped', async () => {
    await server.services.jobs.stop(1000);
    await pastCache();
    const response = await fetch(`${server.url}/api/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      components: { api: 'operational', database: 'operational', jobQueue: 'down' },
    });
  });
});
