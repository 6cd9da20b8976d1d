/**
 * Production topology: a worker killed with SIGKILL inside the settlement, after the refund is written and while the
 * order update waits (a trigger holds it there). Its transaction dies with its connection; another worker retries
 * the job once it expires, and the order ends with one refund and one final state.
 */
import { Leadproof } from '@leadproof/sdk/node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/creditLedgerAudit';
import { listWithDuplicatesAndUndecided, tempFile } from '../testing/csvFixtures';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawnedProduct';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabases';
import { createTestUser } from '../testing/testUsers';

describe('a worker killed between the settlement refund and the order update', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let product: SpawnedProduct;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    product = await spawnedProduct((database.config as { url: string }).url, {
      FREE_TRIAL_CREDITS: '500',
      EMAIL_DNS: 'off',
      VERIFY_JOB_TIMEOUT_SECONDS: '15',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
      WORKERS_IN_PROCESS: 'off',
    });
    await product.startServer();
    admin = new pg.Client({ connectionString: (database.config as { url: string }).url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await product?.dispose();
    await database?.dispose();
  });

  it('settles once: one refund, completed once, the ledger balanced', async () => {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    const order = await client.uploadCsv(await tempFile('list.csv', listWithDuplicatesAndUndecided()));
    expect(order).toMatchObject({ status: 'in_progress', creditsUsed: 100 });
    // The first settlement waits inside its transaction, its refund written, until the worker is killed.
    await admin.query(`
create sequence leadproof.settle_pause;
create function leadproof.settle_pause() returns trigger language plpgsql as $$
begin
  if nextval('leadproof.settle_pause') = 1 then perform pg_sleep(20); end if;
  return new;
end $$;
create trigger settle_pause before update on leadproof.orders for each row
  when (new.billing ->> 'charged' is not null) execute function leadproof.settle_pause()`);

    const doomed = product.startWorker();
    for (;;) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'",
      );
      if (rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    expect((await client.orders.retrieve(order.id)).status).toBe('in_progress');

    product.startWorker();
    const done = await client.waitForOrder(order.id, { intervalMs: 500 });
    expect(done).toMatchObject({
      status: 'completed',
      creditsUsed: 85,
      billing: { rowsCounted: 100, held: 100, duplicates: 10, unverifiable: 5, charged: 85, refunded: 15 },
    });
    const ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(order.id, 'order').map((t) => t.amount)).toEqual([-100]);
    expect(ledger.forOrder(order.id, 'refund').map((t) => t.amount)).toEqual([15]);
    expect(ledger.balance).toBe(415);
    expect(ledger.sum).toBe(ledger.balance);
  });
});
