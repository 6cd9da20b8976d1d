/**
 * PostgreSQL restarts (fast shutdown: every session is cut, then a few seconds of refused
 * connections) under a running production topology: an API server and two worker processes with
 * several verifications in flight, and an upload being confirmed during the outage. Without
 * restarting any of them, the product must recover: every order ends in exactly one final state,
 * nothing stays in progress, and credits balance to the cent. Runs on a throwaway cluster of its
 * own, never the shared one.
 */
import { fileFromPath, Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { leadsCsv, tempFile } from '../testing/csv-fixtures';
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawned-product';
import type { SpawnedServer } from '../testing/spawn-server';
import { createTestUser } from '../testing/test-users';

const ORDERS = 5;
const ROWS = 15_000;
const CREDITS = 100_000;
const FINAL = ['completed', 'needs_fix', 'failed'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted under running jobs', { timeout: 300_000 }, () => {
  let cluster: PostgresCluster;
  let product: SpawnedProduct;
  const processes: SpawnedServer[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    product = await spawnedProduct(await cluster.createDatabase('leadproof'), {
      FREE_TRIAL_CREDITS: String(CREDITS),
      WORKERS_IN_PROCESS: 'off',
      // Far beyond the test's deadline: recovery must not wait for jobs to expire.
      VERIFY_JOB_TIMEOUT_SECONDS: '600',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
    });
    processes.push(await product.startServer(), product.startWorker(), product.startWorker());
  });

  afterAll(async () => {
    await product?.dispose();
    await cluster?.dispose();
  });

  it('recovers without a process restart: one final state per order, credits exact', async () => {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    const file = await tempFile('leads.csv', leadsCsv(ROWS));
    const orders: string[] = [];
    for (let i = 0; i < ORDERS; i++) orders.push((await client.uploadCsv(file)).id);
    // One more upload, to be confirmed while the database is down.
    const late = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'sdk' } });
    const lateTicket = await client.orders.uploadUrl(late.id);
    await client.uploadToSignedUrl(lateTicket, await fileFromPath(file));

    // Restart once the workers are visibly mid-job.
    let inFlight = 0;
    for (;;) {
      const list = await client.orders.listAll();
      if (list.some((o) => o.status === 'in_progress' && (o.progress?.rowsProcessed ?? 0) > 0)) {
        inFlight = list.filter((o) => o.status === 'in_progress').length;
        break;
      }
      await sleep(200);
    }
    expect(inFlight).toBeGreaterThanOrEqual(2);
    await cluster.stop();
    await expect(client.orders.uploadComplete(late.id, { path: lateTicket.path })).rejects.toThrow();
    // Long enough for running verifications to finish their engine work while it is down.
    await sleep(8000);
    await cluster.start();

    // The same processes serve again: the confirmation succeeds when retried, as a client would.
    const confirmed = await retry(() => client.orders.uploadComplete(late.id, { path: lateTicket.path }));
    expect(confirmed.status).toBe('in_progress');
    orders.push(late.id);

    // Six 15,000-row orders, some verified again after the outage, on two workers: a CI machine running other test
    // files beside this one has taken more than a minute (well within the jobs' 600 s expiry, which must not matter).
    const deadline = Date.now() + 150_000;
    let final = await client.orders.listAll();
    while (final.some((o) => !FINAL.includes(o.status)) && Date.now() < deadline) {
      await sleep(1000);
      final = await client.orders.listAll();
    }
    // A process that exited explains stuck orders (the jobs it held wait for their expiry): say which, first.
    for (const p of processes) expect(p.child.exitCode, p.output()).toBeNull();
    const stuck = final.filter((o) => !FINAL.includes(o.status));
    expect(
      stuck.map((o) => o.status),
      `orders not ended: ${stuck.map((o) => o.id).join(', ')}\n${processes.map((p) => p.output()).join('\n---\n')}`,
    ).toEqual([]);
    expect(final).toHaveLength(ORDERS + 1);

    const ledger = await auditCreditLedger(client);
    let charged = 0;
    for (const order of final) {
      const debits = ledger.forOrder(order.id, 'order');
      const refunds = ledger.forOrder(order.id, 'refund');
      expect(debits.map((t) => t.amount)).toEqual([-ROWS]);
      expect(refunds.map((t) => t.amount)).toEqual(order.status === 'completed' ? [] : [ROWS]);
      if (order.status === 'completed') charged += ROWS;
    }
    expect(ledger.balance).toBe(CREDITS - charged);
    expect(ledger.sum).toBe(ledger.balance);
    // The outage is survivable, not just ended: most orders complete rather than fail.
    expect(final.filter((o) => o.status === 'completed').length).toBeGreaterThan(ORDERS / 2);
  });
});

/** Calls `fn` until it succeeds, for up to 30 s (the database coming back). */
async function retry<T>(fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}
