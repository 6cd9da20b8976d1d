/**
 * The probe queue in production topology (API server, one `worker --queue verify`, separate `worker --queue probe`
 * processes on PostgreSQL): two probe workers share the batches of one order and give the results one worker gives,
 * and a probe worker killed mid-batch loses nothing — its batches are probed again once their jobs expire, and the
 * order completes once, every address with its verdict, charged once.
 */
import { hostname } from 'node:os';
import type { Order } from '@leadproof/contract/orders';
import {
  type ScriptedSmtpServer,
  startScriptedSmtpServer,
} from '@leadproof/engine/testing/scripted-smtp-server';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../../testing/credit-ledger-audit';
import { tempFile } from '../../testing/csv-fixtures';
import { mailboxProbeEnv, testMailZone } from '../../testing/mailbox-probe-setup';
import { parseCsv } from '../../testing/parse-csv';
import { type SpawnedProduct, spawnedProduct } from '../../testing/spawned-product';
import type { SpawnedServer } from '../../testing/spawn-server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

const DOMAINS = 60;
const ROWS = 3_000;
// Domains d0…d4 accept every recipient, the random catch-all check included.
const CATCH_ALL_DOMAINS = 5;
// A batch (4 domains of 50 addresses, one connection each) then takes about 2 s: long enough for both workers to
// be busy at once, and for the kill to land inside a batch.
const RCPT_DELAY_MS = 40;

/** Row `i`'s address: 60 domains in turn, and every third round of them a mailbox the server does not know. */
function addressOf(i: number): string {
  const kind = Math.floor(i / DOMAINS) % 3 === 0 ? 'gone' : 'lead';
  return `${kind}${i}@d${i % DOMAINS}.test`;
}

// Addresses only: names like "Person 100" and "Person 1000" on one domain would be flagged as duplicates and refunded.
const LIST = ['email', ...Array.from({ length: ROWS }, (_, i) => addressOf(i))].join('\n');

/** The verdict the scripted server's answers must give `address`: [lp_email_status, a part of lp_email_reason]. */
function expectedVerdict(address: string): [string, string] {
  const domain = Number(/@d(\d+)\.test$/.exec(address)![1]);
  if (domain < CATCH_ALL_DOMAINS) return ['risky', 'catch_all'];
  if (address.startsWith('gone')) return ['invalid', 'mailbox_not_found'];
  return ['valid', ''];
}

/** The id a worker process records in `probe_batches.probed_by` (`PROBE_WORKER_ID`). */
const workerId = (worker: SpawnedServer) => `${hostname()}:${worker.child.pid}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('probe workers', { timeout: 180_000 }, () => {
  let dns: ZoneDnsServer;
  let smtp: ScriptedSmtpServer;
  let database: TestDatabase;
  let product: SpawnedProduct;
  let admin: pg.Client;
  /** Probe workers still running, for a test to stop those an earlier test left. */
  const probeWorkers = new Set<SpawnedServer>();

  beforeAll(async () => {
    dns = await startZoneDnsServer(testMailZone(DOMAINS));
    smtp = await startScriptedSmtpServer({
      host: '127.0.0.1',
      port: 0,
      rcptDelayMs: RCPT_DELAY_MS,
      rcpt: (address) => {
        const domain = Number(/@d(\d+)\.test$/.exec(address)?.[1]);
        if (domain < CATCH_ALL_DOMAINS) return 'accept';
        if (address.startsWith('lp-check-') || address.startsWith('gone'))
          return { code: 550, text: '5.1.1 User unknown' };
        return 'accept';
      },
    });
    database = await createTestDatabase('postgres', { migrated: true });
    const url = (database.config as { url: string }).url;
    product = await spawnedProduct(url, {
      FREE_TRIAL_CREDITS: String(ROWS * 3),
      // Long enough for a 2 s batch, short enough to wait for a dead worker's jobs to expire.
      VERIFY_JOB_TIMEOUT_SECONDS: '20',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '2',
      WORKERS_IN_PROCESS: 'off',
      // `worker started` is an info line: the tests wait for it before they count on a worker.
      LOG_LEVEL: 'info',
      ...mailboxProbeEnv(dns.server, smtp.port),
      // The script never answers 4xx: every verdict comes from one try, so a lost or cut-short try shows in the
      // results instead of being asked again minutes later.
      EMAIL_SMTP_RETRIES: '0',
      // One scripted server on 127.0.0.1 stands in for the 60 domains' own MX hosts. The per-MX limit counts per IP
      // (issue 34, finding 8), so at 3 it would queue every batch of a worker behind 3 connections, and batches
      // would outlast their try budget: allow each worker one connection per domain of its 8 batches, as separate
      // hosts would.
      EMAIL_SMTP_MAX_PER_MX: '32',
    });
    await product.startServer();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await startedWorker('verify');
  });

  afterAll(async () => {
    await admin?.end();
    await product?.dispose();
    await database?.dispose();
    await smtp?.close();
    await dns?.close();
  });

  /** Starts `worker --queue queue` and resolves once it takes jobs. */
  async function startedWorker(queue: 'probe' | 'verify'): Promise<SpawnedServer> {
    const worker = product.startWorker(['--queue', queue]);
    if (queue === 'probe') {
      probeWorkers.add(worker);
      void worker.exited.then(() => probeWorkers.delete(worker));
    }
    const deadline = Date.now() + 60_000;
    while (!worker.output().includes(`worker started (queues: ${queue}`)) {
      if (worker.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`worker --queue ${queue} did not start:\n${worker.output()}`);
      await sleep(100);
    }
    return worker;
  }

  /** Stops every probe worker gracefully (SIGTERM) and waits until they are gone. */
  async function stopProbeWorkers(): Promise<void> {
    const running = [...probeWorkers];
    for (const worker of running) worker.child.kill('SIGTERM');
    await Promise.all(running.map((worker) => worker.exited));
  }

  async function signedUpClient(): Promise<{ user: TestUser; client: Leadproof }> {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    return { user, client };
  }

  /**
   * Polls the order until it ends, and meanwhile its `probe_batches` rows (deleted when the order ends): which
   * worker ids recorded a try of which batches.
   */
  async function watchOrder(
    client: Leadproof,
    orderId: string,
  ): Promise<{ done: Order; batchesBy: Map<string, Set<string>> }> {
    const batchesBy = new Map<string, Set<string>>();
    const deadline = Date.now() + 150_000;
    for (;;) {
      const { rows } = await admin.query<{ id: string; probed_by: string[] }>(
        'select id, probed_by from leadproof.probe_batches where order_id = $1',
        [orderId],
      );
      for (const row of rows) {
        for (const id of row.probed_by) {
          const batches = batchesBy.get(id) ?? new Set<string>();
          batches.add(row.id);
          batchesBy.set(id, batches);
        }
      }
      const current = await client.orders.retrieve(orderId);
      if (current.status !== 'in_progress') return { done: current, batchesBy };
      if (Date.now() > deadline) throw new Error(`order ${orderId} still in progress`);
      await sleep(100);
    }
  }

  /** The results CSV of an order: its header and rows, as a spreadsheet would show them. */
  async function resultsOf(user: TestUser, orderId: string): Promise<{ header: string[]; rows: string[][] }> {
    const response = await authedFetch(product, user, `/api/orders/${orderId}/csv/results`);
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(await response.text());
    return { header: header!, rows };
  }

  /** Asserts that every row of `results` carries the verdict the scripted server's answers give its address. */
  function expectScriptedVerdicts(results: { header: string[]; rows: string[][] }): void {
    const column = (name: string) => results.header.lastIndexOf(name);
    const [email, status, reason, smtpReply] = [
      column('email'),
      column('lp_email_status'),
      column('lp_email_reason'),
      column('lp_email_smtp'),
    ];
    expect(results.rows).toHaveLength(ROWS);
    const wrong = results.rows.filter((row) => {
      const [expectedStatus, expectedReason] = expectedVerdict(row[email]!);
      return (
        row[status] !== expectedStatus ||
        !row[reason]!.includes(expectedReason) ||
        !/^(250|550) /.test(row[smtpReply]!)
      );
    });
    expect(wrong.map((row) => [row[email], row[status], row[reason], row[smtpReply]])).toEqual([]);
  }

  it('share the batches of one order between two probe workers, with the results of one worker', async () => {
    await stopProbeWorkers();
    const [first, second] = await Promise.all([startedWorker('probe'), startedWorker('probe')]);
    const { user, client } = await signedUpClient();
    const file = await tempFile('leads.csv', LIST);

    const shared = await client.uploadCsv(file);
    const sharedRun = await watchOrder(client, shared.id);
    expect(sharedRun.done.status).toBe('completed');
    // Both took batches, and nobody else did.
    expect([...sharedRun.batchesBy.keys()].sort()).toEqual([workerId(first), workerId(second)].sort());
    const sharedResults = await resultsOf(user, shared.id);
    expectScriptedVerdicts(sharedResults);

    second.child.kill('SIGTERM');
    await second.exited;
    const rcptsBefore = smtp.stats.rcpts.length;
    const alone = await client.uploadCsv(file);
    const aloneRun = await watchOrder(client, alone.id);
    expect(aloneRun.done.status).toBe('completed');
    expect([...aloneRun.batchesBy.keys()]).toEqual([workerId(first)]);
    // The second order asked the server again, every address of it.
    expect(smtp.stats.rcpts.length - rcptsBefore).toBeGreaterThanOrEqual(ROWS);

    // The same results, cell for cell, except when each address was checked.
    const aloneResults = await resultsOf(user, alone.id);
    const checkedAt = sharedResults.header.indexOf('lp_email_checked_at');
    expect(checkedAt).toBeGreaterThanOrEqual(0);
    const withoutCheckedAt = (rows: string[][]) =>
      rows.map((row) => row.filter((_, index) => index !== checkedAt));
    expect(aloneResults.header).toEqual(sharedResults.header);
    expect(withoutCheckedAt(aloneResults.rows)).toEqual(withoutCheckedAt(sharedResults.rows));
    expect(aloneRun.done.stats).toEqual(sharedRun.done.stats);
    // Probing leaks no listeners: a worker's log would say so (issue 41).
    for (const worker of [first, second])
      expect(worker.output()).not.toContain('MaxListenersExceededWarning');
  });

  it('probe again the batches of a probe worker killed mid-batch: completed once, every verdict, charged once', async () => {
    await stopProbeWorkers();
    const doomed = await startedWorker('probe');
    const { user, client } = await signedUpClient();
    const rcptsBefore = smtp.stats.rcpts.length;
    const order = await client.uploadCsv(await tempFile('leads.csv', LIST));
    expect(order).toMatchObject({ status: 'in_progress', rowCount: ROWS, creditsUsed: ROWS });
    const watching = watchOrder(client, order.id);

    // Kill it without warning once the mail server has seen some of its recipients (past the catch-all checks
    // each domain starts with): inside its first batches, which take about 2 s each.
    const askedSince = (from: number) =>
      smtp.stats.rcpts.slice(from).filter((address) => !address.startsWith('lp-check-'));
    const deadline = Date.now() + 60_000;
    while (askedSince(rcptsBefore).length < 100) {
      if (Date.now() > deadline) throw new Error('the probe worker never reached the mail server');
      await sleep(10);
    }
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const askedBeforeKill = askedSince(rcptsBefore).length;
    const replacement = await startedWorker('probe');

    const { done, batchesBy } = await watching;
    expect(done.status).toBe('completed');
    // The killed worker recorded no try; its replacement recorded all of them.
    expect([...batchesBy.keys()]).toEqual([workerId(replacement)]);
    // The addresses the killed worker had asked were asked again, not given up on: every address once, plus those.
    const asked = askedSince(rcptsBefore);
    expect(new Set(asked).size).toBe(ROWS);
    expect(asked.length).toBeGreaterThanOrEqual(ROWS + askedBeforeKill);
    expectScriptedVerdicts(await resultsOf(user, order.id));

    expect(done.billing).toMatchObject({ rowsCounted: ROWS, charged: ROWS, refunded: 0 });
    const ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(order.id, 'order').map((t) => t.amount)).toEqual([-ROWS]);
    expect(ledger.forOrder(order.id, 'refund')).toHaveLength(0);
    expect(ledger.balance).toBe(ROWS * 2);
    expect(ledger.sum).toBe(ledger.balance);
  });
});
