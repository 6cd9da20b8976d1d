/**
 * Production topology: API server and separate worker processes on PostgreSQL. A worker killed
 * mid-job leaves its job active; once it expires another worker retries it, and the order ends
 * completed exactly once, charged exactly once.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { leadsCsv, tempFile } from '../testing/csv-fixtures';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawned-product';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';

const ROWS = 20_000;

describe('a worker killed mid-job', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let product: SpawnedProduct;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrated: true });
    product = await spawnedProduct((database.config as { url: string }).url, {
      FREE_TRIAL_CREDITS: String(ROWS * 2),
      // Long enough for the retry to finish on a busy CI machine, short enough to wait for the expiry. At 20 s the
      // retry of these 20,000 rows (8–12 s on an idle machine) once ran past it beside the other lane's browser tests,
      // and so did every try after it: the order then ends failed, as it should when a job never fits its timeout.
      VERIFY_JOB_TIMEOUT_SECONDS: '45',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
      WORKERS_IN_PROCESS: 'off',
    });
    await product.startServer();
  });

  afterAll(async () => {
    await product?.dispose();
    await database?.dispose();
  });

  it('is retried by another worker: completed once, charged once', async () => {
    const { url } = product;
    const user = await createTestUser(product);
    const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('big.csv', leadsCsv(ROWS)));
    expect(order).toMatchObject({ status: 'in_progress', rowCount: ROWS, creditsUsed: ROWS });

    const doomed = product.startWorker();
    // Wait until it is visibly working on the order, then kill it without warning.
    for (;;) {
      const current = await client.orders.retrieve(order.id);
      if ((current.progress?.rowsProcessed ?? 0) > 0) break;
      expect(current.status).toBe('in_progress');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    product.startWorker();
    const done = await client.waitForOrder(order.id, { intervalMs: 500 });
    expect(done.status).toBe('completed');

    const ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(order.id, 'order')).toHaveLength(1);
    expect(ledger.forOrder(order.id, 'order')[0]?.amount).toBe(-ROWS);
    expect(ledger.forOrder(order.id, 'refund')).toHaveLength(0);
    expect(ledger.balance).toBe(ROWS);
    expect(ledger.sum).toBe(ledger.balance);
    const results = await (
      await fetch(`${url}/api/orders/${order.id}/csv/results?limit=1`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      })
    ).text();
    expect(results).toContain('lp_score');
  });
});
