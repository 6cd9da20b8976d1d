/**
 * A process killed with SIGKILL inside the settlement, after the refund is written and while the order update waits
 * (a trigger holds it there). Its transaction dies with it; the job is retried once it expires, and the order ends
 * with one refund and one final state. Production topology (a separate worker on PostgreSQL) and embedded (the
 * server with PGlite inside it, which must survive the kill too).
 */
import path from 'node:path';
import { fileFromPath, Leadproof } from '@leadproof/sdk/node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { listWithDuplicatesAndUndecided, tempFile } from '../testing/csv-fixtures';
import { untilEmbeddedServerHeld, untilHeldInPgSleep } from '../testing/held-in-pg-sleep';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawned-product';
import type { SpawnedServer } from '../testing/spawn-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';

const LIST = listWithDuplicatesAndUndecided();

/** A trigger that holds the first settling order update in `pg_sleep(seconds)`, its transaction's refund written. */
function settlePause(seconds: number): string {
  return `
create sequence leadproof.settle_pause;
create function leadproof.settle_pause() returns trigger language plpgsql as $$
begin
  if nextval('leadproof.settle_pause') = 1 then perform pg_sleep(${seconds}); end if;
  return new;
end $$;
create trigger settle_pause before update on leadproof.orders for each row
  when (new.billing ->> 'charged' is not null) execute function leadproof.settle_pause()`;
}

/** What the caller sees once the retried job has settled: the whole receipt, one hold, one refund, a balanced ledger. */
async function expectSettledOnce(client: Leadproof, orderId: string): Promise<void> {
  const done = await client.waitForOrder(orderId, { intervalMs: 500 });
  expect(done).toMatchObject({
    status: 'completed',
    creditsUsed: 85,
    billing: { rowsCounted: 100, held: 100, duplicates: 10, unverifiable: 5, charged: 85, refunded: 15 },
  });
  const ledger = await auditCreditLedger(client);
  expect(ledger.forOrder(orderId, 'order').map((t) => t.amount)).toEqual([-100]);
  expect(ledger.forOrder(orderId, 'refund').map((t) => t.amount)).toEqual([15]);
  expect(ledger.balance).toBe(415);
  expect(ledger.sum).toBe(ledger.balance);
}

describe('a worker killed between the settlement refund and the order update', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let product: SpawnedProduct;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrated: true });
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
    const order = await client.uploadCsv(await tempFile('list.csv', LIST));
    expect(order).toMatchObject({ status: 'in_progress', creditsUsed: 100 });
    // The first settlement waits inside its transaction, its refund written, until the worker is killed.
    await admin.query(settlePause(20));

    const doomed = product.startWorker();
    await untilHeldInPgSleep(admin);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    expect((await client.orders.retrieve(order.id)).status).toBe('in_progress');

    product.startWorker();
    await expectSettledOnce(client, order.id);
  });
});

describe('the embedded server killed between the settlement refund and the order update (PGlite)', {
  timeout: 300_000,
}, () => {
  let product: SpawnedProduct;
  let server: SpawnedServer;
  const pglite = () => openDatabase({ driver: 'pglite', dataDir: path.join(product.dataDir, 'pglite') });

  beforeAll(async () => {
    product = await spawnedProduct(undefined, {
      FREE_TRIAL_CREDITS: '500',
      VERIFY_JOB_TIMEOUT_SECONDS: '15',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
      WORKERS_IN_PROCESS: 'on',
    });
    server = await product.startServer();
  });

  afterAll(async () => {
    await product?.dispose();
  });

  it('settles once after a restart: one refund, completed once, the ledger balanced', async () => {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    // PGlite is one process's database: the trigger goes in while the server is stopped.
    server.child.kill('SIGTERM');
    await server.exited;
    const paused = await pglite();
    await paused.executeSql(settlePause(600));
    await paused.close();
    server = await product.startServer();

    const { id } = await client.orders.create({
      type: 'upload_csv',
      requestDetails: { source: 'sdk', fileName: 'list.csv' },
    });
    const ticket = await client.orders.uploadUrl(id);
    await client.uploadToSignedUrl(ticket, await fileFromPath(await tempFile('list.csv', LIST)));
    // The job may reach the settlement before this answer is written; the kill then ends the request.
    const confirmed = client.orders.uploadComplete(id, { path: ticket.path }).catch(() => undefined);
    // PGlite runs on the server's thread, so a settlement held in pg_sleep holds every request.
    await untilEmbeddedServerHeld(`${product.url}/api/health`);
    server.child.kill('SIGKILL');
    await server.exited;
    await confirmed;

    // The killed transaction left nothing: no refund, the order still in progress.
    const recovered = await pglite();
    const state = await recovered.executeSql(
      `select o.status, (select count(*)::int from leadproof.credit_transactions t
         where t.order_id = o.id and t.reason = 'refund') as refunds
       from leadproof.orders o where o.id = $1`,
      [id],
    );
    expect(state.rows).toEqual([{ status: 'in_progress', refunds: 0 }]);
    await recovered.executeSql('drop trigger settle_pause on leadproof.orders');
    await recovered.close();

    server = await product.startServer();
    await expectSettledOnce(client, id);
  });
});
