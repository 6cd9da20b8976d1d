/**
 * Production topology: API server and separate worker processes on PostgreSQL. A worker killed
 * mid-job leaves its job active; once it expires another worker retries it, and the order ends
 * completed exactly once, charged exactly once.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv, tempFile } from '../testing/csvFixtures';
import { freePort } from '../testing/freePort';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../testing/spawnServer';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabases';
import { createTestUser } from '../testing/testUsers';

const ROWS = 40_000;

describe('a worker killed mid-job', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let server: SpawnedServer;
  const processes: SpawnedServer[] = [];
  let env: Record<string, string>;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-crash-'));
    const port = await freePort();
    url = `http://localhost:${port}`;
    env = {
      DATABASE_URL: (database.config as { url: string }).url,
      LEADPROOF_DATA_DIR: dataDir,
      PUBLIC_URL: url,
      FREE_TRIAL_CREDITS: String(ROWS * 2),
      VERIFY_JOB_TIMEOUT_SECONDS: '5',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
      WORKERS_IN_PROCESS: 'off',
      AUTH_EMAIL_INTERVAL_SECONDS: '0',
    };
    server = spawnServer({ env: { ...env, PORT: String(port) } });
    processes.push(server);
    await waitUntilHealthy(server, `${url}/api/health`);
  });

  afterAll(async () => {
    for (const child of processes) child.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await database?.dispose();
  });

  it('is retried by another worker: completed once, charged once', async () => {
    const user = await createTestUser({ url, dataDir });
    const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('big.csv', leadsCsv(ROWS)));
    expect(order).toMatchObject({ status: 'in_progress', rowCount: ROWS, creditsUsed: ROWS });

    const doomed = spawnServer({ env, args: ['worker'] });
    processes.push(doomed);
    // Wait until it is visibly working on the order, then kill it without warning.
    for (;;) {
      const current = await client.orders.retrieve(order.id);
      if ((current.progress?.rowsProcessed ?? 0) > 0) break;
      expect(current.status).toBe('in_progress');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    processes.push(spawnServer({ env, args: ['worker'] }));
    const done = await client.waitForOrder(order.id, { intervalMs: 500 });
    expect(done.status).toBe('completed');

    const { items } = await client.creditTransactions.list({ limit: 100 });
    expect(items.filter((t) => t.reason === 'order')).toHaveLength(1);
    expect(items.filter((t) => t.reason === 'refund')).toHaveLength(0);
    expect((await client.users.balance()).balance).toBe(ROWS);
    const results = await (
      await fetch(`${url}/api/orders/${order.id}/csv/results?limit=1`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      })
    ).text();
    expect(results).toContain('lp_score');
  });
});
