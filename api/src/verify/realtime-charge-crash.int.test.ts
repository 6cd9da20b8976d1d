/**
 * The server killed with SIGKILL while a group of one user's real-time charges is being written (a trigger holds the
 * group's insert), with more of the user's calls waiting behind it. The group's transaction dies with the process:
 * afterwards every check in the ledger is drawn from its lots in full, each bounce-guarantee record belongs to a check
 * that was charged, every call answered 200 before the kill is in the ledger, the balance is the trial less the checks
 * charged, and the restarted server charges the next call. Production topology (PostgreSQL) and embedded (PGlite in
 * the server's process, which must survive the kill too).
 */
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { sha256Hex } from '../idempotency/idempotency-store';
import { openDatabase } from '../open-database';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawned-product';
import type { SpawnedServer } from '../testing/spawn-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';

const TRIAL = 500;
const CALLS = 60;
const ENV = {
  FREE_TRIAL_CREDITS: String(TRIAL),
  VERIFY_RATE_LIMIT_PER_SECOND: '100000',
  VERIFY_RATE_LIMIT_BURST: '100000',
};

/** A trigger that holds the `nth` real-time ledger row's insert in `pg_sleep(seconds)`, its group's transaction open. */
function chargePause(nth: number, seconds: number): string {
  return `
create sequence leadproof.charge_pause;
create function leadproof.charge_pause() returns trigger language plpgsql as $$
begin
  if nextval('leadproof.charge_pause') = ${nth} then perform pg_sleep(${seconds}); end if;
  return new;
end $$;
create trigger charge_pause before insert on leadproof.credit_transactions for each row
  when (new.reason = 'realtime') execute function leadproof.charge_pause()`;
}

type Answer = { key: string; status: number; creditsCharged: number } | { key: string; status: 'lost' };

/** `CALLS` checks of one user at once, each a decided phone check with its own key; a call cut off by the kill is lost. */
function fireCalls(product: SpawnedProduct, user: TestUser): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: CALLS }, async (_, n): Promise<Answer> => {
      const key = `crash-${n}`;
      try {
        const response = await authedFetch(product, user, '/api/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          // Every other one an address the bounce guarantee records when it is called valid or risky.
          body: JSON.stringify(
            n % 2 === 0
              ? { phone: `+1 555 ${n}`, country: 'US', email: `someone${n}@example.com` }
              : { phone: `+1 555 ${n}`, country: 'US' },
          ),
        });
        const body = (await response.json()) as { creditsCharged?: number };
        return { key, status: response.status, creditsCharged: body.creditsCharged ?? 0 };
      } catch {
        return { key, status: 'lost' };
      }
    }),
  );
}

/** What the ledger holds after the kill, read straight from the database. */
async function expectConsistentLedger(database: Database, user: TestUser, answers: Answer[]): Promise<void> {
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await database.executeSql(text, values)).rows as T[];
  const [totals] = await rows<{ sum: string; checks: number }>(
    `select sum(amount)::text as sum, count(*) filter (where reason = 'realtime')::int as checks
     from leadproof.credit_transactions where user_id = $1`,
    [user.id],
  );
  expect(Number(totals!.sum)).toBe(TRIAL - totals!.checks);
  const unallocated = await rows(
    `select t.id from leadproof.credit_transactions t
     where t.user_id = $1 and t.reason = 'realtime'
       and coalesce((select sum(a.amount) from leadproof.credit_allocations a where a.transaction_id = t.id), 0) <> -t.amount`,
    [user.id],
  );
  expect(unallocated).toEqual([]);
  const orphans = await rows(
    `select v.source_id from leadproof.address_verdicts v
     where v.user_id = $1 and v.source = 'realtime'
       and not exists (select 1 from leadproof.credit_transactions t where t.id = v.source_id)`,
    [user.id],
  );
  expect(orphans).toEqual([]);

  const answered = answers.filter((answer) => answer.status === 200);
  expect(answered.length).toBeGreaterThan(0);
  expect(answers.some((answer) => answer.status === 'lost')).toBe(true);
  // Each answered call's check is in the ledger, under the execution its key claimed.
  for (const answer of answered) {
    expect(answer).toMatchObject({ creditsCharged: 1 });
    const [claim] = await rows<{ claim_id: string }>(
      'select claim_id from leadproof.idempotency_keys where user_id = $1 and key_hash = $2',
      [user.id, sha256Hex(answer.key)],
    );
    const charged = await rows('select id from leadproof.credit_transactions where idempotency_key = $1', [
      `realtime:${claim!.claim_id}:0`,
    ]);
    expect(charged).toHaveLength(1);
  }
  expect(totals!.checks).toBeGreaterThanOrEqual(answered.length);
  expect(totals!.checks).toBeLessThan(CALLS);
}

/** After the restart: the next call is charged, and the balance is the ledger's sum. */
async function expectChargesGoOn(product: SpawnedProduct, user: TestUser): Promise<void> {
  const response = await authedFetch(product, user, '/api/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'after-restart' },
    body: JSON.stringify({ phone: '+1 555 1', country: 'US' }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ creditsCharged: 1 });
  const client = new Leadproof({ baseURL: product.url, accessToken: () => user.accessToken, maxRetries: 0 });
  const ledger = await auditCreditLedger(client);
  expect(ledger.sum).toBe(ledger.balance);
}

/** Resolves once `server` has died of SIGKILL. */
async function kill(server: SpawnedServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

describe('the server killed while a group of real-time charges is written (PostgreSQL)', {
  timeout: 300_000,
}, () => {
  let database: TestDatabase;
  let product: SpawnedProduct;
  let server: SpawnedServer;
  let admin: Database;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrated: true });
    const url = (database.config as { url: string }).url;
    product = await spawnedProduct(url, { ...ENV, WORKERS_IN_PROCESS: 'off' });
    server = await product.startServer();
    admin = await openDatabase({ driver: 'postgres', url });
  });

  afterAll(async () => {
    await admin?.close();
    await product?.dispose();
    await database?.dispose();
  });

  it('leaves the ledger exact, each answered check charged once, and charges again after a restart', async () => {
    const user = await createTestUser(product);
    await admin.executeSql(chargePause(8, 60));
    const calls = fireCalls(product, user);
    for (;;) {
      const { rows } = await admin.executeSql(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'",
      );
      if ((rows[0] as { n: number }).n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The groups committed before the held one are answered; the calls behind it wait in the queue.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await kill(server);
    // A backend whose client died rolls back when it next waits for the client; the sleep stands in for a statement
    // that would have, so it is ended rather than left holding the user's lock for its minute.
    await admin.executeSql(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'",
    );
    const answers = await calls;
    await expectConsistentLedger(admin, user, answers);

    await admin.executeSql('drop trigger charge_pause on leadproof.credit_transactions');
    server = await product.startServer();
    await expectChargesGoOn(product, user);
  });
});

/** True once `url` gives no answer within a second: the embedded server is held inside PGlite. */
async function stopsAnswering(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}

describe('the embedded server killed while a group of real-time charges is written (PGlite)', {
  timeout: 300_000,
}, () => {
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

  it('leaves the ledger exact, each answered check charged once, and charges again after a restart', async () => {
    const user = await createTestUser(product);
    // PGlite is one process's database: the trigger goes in while the server is stopped.
    server.child.kill('SIGTERM');
    await server.exited;
    const paused = await pglite();
    await paused.executeSql(chargePause(8, 600));
    await paused.close();
    server = await product.startServer();

    const calls = fireCalls(product, user);
    // PGlite runs on the server's thread, so a charge held in pg_sleep holds every request.
    // Three silent seconds in a row: the 600 s sleep, not a pause of the collector.
    for (let silent = 0; silent < 3; ) {
      silent = (await stopsAnswering(`${product.url}/api/health`)) ? silent + 1 : 0;
      if (silent === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await kill(server);
    const answers = await calls;

    const recovered = await pglite();
    await expectConsistentLedger(recovered, user, answers);
    await recovered.executeSql('drop trigger charge_pause on leadproof.credit_transactions');
    await recovered.close();

    server = await product.startServer();
    await expectChargesGoOn(product, user);
  });
});
