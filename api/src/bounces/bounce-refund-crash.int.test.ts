/**
 * Money under kill -9 (issue 37): the process is killed with SIGKILL inside a bounce report's refund, after the
 * `refund` transaction is written and while the report's update waits (a trigger holds it there). Its transaction
 * dies with it; the job is retried once it expires, and the refund lands exactly once, the ledger summing to the
 * balance. Production topology (a separate worker on PostgreSQL) and embedded (the server with PGlite inside it).
 */
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { hard, sendgridLog, settledBounceReport, startBounceReport } from '../testing/bounce-uploads';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { untilEmbeddedServerHeld, untilHeldInPgSleep } from '../testing/held-in-pg-sleep';
import type { SpawnedServer } from '../testing/spawn-server';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawned-product';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';

const TRIAL = 500;
/** 3 hard bounces of addresses the order called valid: 3 credits, under the 5 % cap of its 100 charged rows. */
const LOG = sendgridLog([0, 1, 2].map((i) => hard(`valid${i}@example.com`)));

const ENV = {
  FREE_TRIAL_CREDITS: String(TRIAL),
  VERIFY_JOB_TIMEOUT_SECONDS: '15',
  JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
};

/** A trigger that holds the first report update that settles a refund in `pg_sleep(seconds)`, the refund written. */
function refundPause(seconds: number): string {
  return `
create sequence leadproof.refund_pause;
create function leadproof.refund_pause() returns trigger language plpgsql as $$
begin
  if nextval('leadproof.refund_pause') = 1 then perform pg_sleep(${seconds}); end if;
  return new;
end $$;
create trigger refund_pause before update on leadproof.bounce_reports for each row
  when (new.refund_transaction_id is not null) execute function leadproof.refund_pause()`;
}

/** A completed order of `userId` with 100 charged rows that called valid0..99@example.com valid. */
const SEED_ORDER = `
with o as (
  insert into leadproof.orders (user_id, type, status, row_count, billing, completed_at)
  values ($1, 'upload_csv', 'completed', 100,
    '{"rowsCounted":100,"held":100,"duplicates":0,"unverifiable":0,"charged":100,"refunded":0}', now())
  returning id
)
insert into leadproof.address_verdicts (user_id, source_id, source, address_sha256, status, checked_at, domain)
select $1, o.id, 'order', sha256(convert_to('valid' || i || '@example.com', 'UTF8')), 'valid', now(),
  'example.com'
from o, generate_series(0, 99) i`;

/** What the caller sees once the retried job has run: one refund of 3, linked to the report; a balanced ledger. */
async function expectRefundedOnce(product: SpawnedProduct, user: TestUser, client: Leadproof, id: string) {
  const report = await settledBounceReport(product, user, id, 120_000);
  expect(report).toMatchObject({ status: 'completed', refundedCredits: 3 });
  const ledger = await auditCreditLedger(client);
  const refunds = ledger.transactions.filter((t) => t.reason === 'refund');
  expect(refunds.map((t) => t.amount)).toEqual([3]);
  expect(ledger.balance).toBe(TRIAL + 3);
  expect(ledger.sum).toBe(ledger.balance);
}

describe('a worker killed inside a bounce report refund (PostgreSQL)', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let product: SpawnedProduct;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrated: true });
    product = await spawnedProduct((database.config as { url: string }).url, {
      ...ENV,
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

  it('refunds once: one refund transaction, the report completed once, the ledger balanced', async () => {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    expect((await client.users.balance()).balance).toBe(TRIAL);
    await admin.query(SEED_ORDER, [user.id]);
    await admin.query(refundPause(20));
    const id = await startBounceReport(product, user, LOG);

    const doomed = product.startWorker();
    await untilHeldInPgSleep(admin);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    // The killed transaction left nothing: the report still processing, no refund.
    const { rows } = await admin.query(
      `select r.status, (select count(*)::int from leadproof.credit_transactions t
         where t.user_id = r.user_id and t.reason = 'refund') as refunds
       from leadproof.bounce_reports r where r.id = $1`,
      [id],
    );
    expect(rows).toEqual([{ status: 'processing', refunds: 0 }]);

    product.startWorker();
    await expectRefundedOnce(product, user, client, id);
  });
});

describe('the embedded server killed inside a bounce report refund (PGlite)', { timeout: 300_000 }, () => {
  let product: SpawnedProduct;
  let server: SpawnedServer;
  const pglite = () => openDatabase({ driver: 'pglite', dataDir: path.join(product.dataDir, 'pglite') });

  beforeAll(async () => {
    product = await spawnedProduct(undefined, { ...ENV, WORKERS_IN_PROCESS: 'on' });
    server = await product.startServer();
  });

  afterAll(async () => {
    await product?.dispose();
  });

  it('refunds once after a restart: one refund transaction, the ledger balanced', async () => {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    expect((await client.users.balance()).balance).toBe(TRIAL);
    // PGlite is one process's database: the order and the trigger go in while the server is stopped.
    server.child.kill('SIGTERM');
    await server.exited;
    const paused = await pglite();
    await paused.executeSql(SEED_ORDER, [user.id]);
    await paused.executeSql(refundPause(600));
    await paused.close();
    server = await product.startServer();

    const id = await startBounceReport(product, user, LOG);
    // PGlite runs on the server's thread, so a refund held in pg_sleep holds every request.
    await untilEmbeddedServerHeld(`${product.url}/api/health`);
    server.child.kill('SIGKILL');
    await server.exited;

    const recovered = await pglite();
    const state = await recovered.executeSql(
      `select r.status, (select count(*)::int from leadproof.credit_transactions t
         where t.user_id = r.user_id and t.reason = 'refund') as refunds
       from leadproof.bounce_reports r where r.id = $1`,
      [id],
    );
    expect(state.rows).toEqual([{ status: 'processing', refunds: 0 }]);
    await recovered.executeSql('drop trigger refund_pause on leadproof.bounce_reports');
    await recovered.close();

    server = await product.startServer();
    await expectRefundedOnce(product, user, client, id);
  });
});
