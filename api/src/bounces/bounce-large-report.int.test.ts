/**
 * A large bounce log on both databases (issue #37, F10): its addresses are matched in bounded batches, each its own
 * short transaction, so the one connection PGlite has is not held for the whole match and other requests are
 * answered meanwhile; the money stays exact (one refund transaction for the report, the ledger summing to the
 * balance).
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hard, sendgridLog, settledBounceReport, startBounceReport } from '../testing/bounce-uploads';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';
import { insertOrderWithVerdicts } from '../testing/verdict-orders';

/** An order of 20,000 valid addresses (a cap of 1,000 credits), and a log of 40,000 hard bounces, 1,000 of them its. */
const ORDER_ROWS = 20_000;
const REFUNDED = 1_000;
const LOG_ROWS = 40_000;

describe.each(databaseKinds)('a large bounce report on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: String(ORDER_ROWS) });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('answers other requests while it is matched, and refunds it once, exactly', {
    timeout: 300_000,
  }, async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    await client.users.balance();
    const valid = Array.from({ length: ORDER_ROWS }, (_, i) => `large${i}@example.com`);
    await insertOrderWithVerdicts(server.services, user.id, { valid, risky: [] });
    const before = await auditCreditLedger(client);
    const log = sendgridLog([
      ...valid.slice(0, REFUNDED).map(hard),
      ...Array.from({ length: LOG_ROWS - REFUNDED }, (_, i) => hard(`stranger${i}@example.org`)),
    ]);

    const id = await startBounceReport(server, user, log);
    const started = performance.now();
    let settled = false;
    // Another customer's request, again and again while the report is processed: how long each waited.
    const waits: number[] = [];
    const other = await createTestUser(server);
    // A request held for the whole match (as before batches) is measured, not cut off by the client's timeout.
    const otherClient = new Leadproof({
      baseURL: server.url,
      accessToken: () => other.accessToken,
      maxRetries: 0,
      timeout: 600_000,
    });
    const probing = (async () => {
      while (!settled) {
        const sent = performance.now();
        await otherClient.users.balance();
        waits.push(performance.now() - sent);
      }
    })();
    const report = await settledBounceReport(server, user, id, 240_000);
    const processing = performance.now() - started;
    settled = true;
    await probing;

    expect(report).toMatchObject({
      status: 'completed',
      rowsRead: LOG_ROWS,
      refundedCredits: REFUNDED,
      bounces: { hard: LOG_ROWS, soft: 0, unknown: 0 },
    });
    // No request waited for the whole match: each query of a request waits at most for one batch.
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan(processing / 3);
    const after = await auditCreditLedger(client);
    expect(after.transactions.filter((t) => t.reason === 'refund').map((t) => t.amount)).toEqual([REFUNDED]);
    expect(after.balance).toBe(before.balance + REFUNDED);
    expect(after.sum).toBe(after.balance);
  });
});
