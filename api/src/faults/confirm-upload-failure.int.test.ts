/**
 * The database fails in the middle of upload-complete, after the debit and before the order moves
 * to in_progress (here a trigger refuses that move; in production, a lost connection). Nothing may
 * be half done: no credits spent on an order that is still pending, and the retried call charges
 * exactly once.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { leadsCsv } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';

const ROWS = 20;

const REFUSE_START = `
  create function lp_test_refuse_start() returns trigger language plpgsql as $$
    begin raise exception 'injected failure: the order cannot start'; end $$;
  create trigger lp_test_refuse_start before update on orders for each row
    when (new.status = 'in_progress') execute function lp_test_refuse_start();`;
const ALLOW_START = `
  drop trigger lp_test_refuse_start on orders;
  drop function lp_test_refuse_start();`;

describe.each(databaseKinds)('upload-complete interrupted after the debit (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOG_LEVEL: 'error' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('spends nothing on a pending order, and the retry charges once', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const before = (await client.users.balance()).balance;
    const { id } = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'sdk' } });
    const ticket = await client.orders.uploadUrl(id);
    await client.uploadToSignedUrl(ticket, new Blob([leadsCsv(ROWS)], { type: 'text/csv' }));

    await server.services.database.executeSql(REFUSE_START);
    await expect(client.orders.uploadComplete(id, { path: ticket.path })).rejects.toMatchObject({
      status: 500,
    });
    expect(await client.orders.retrieve(id)).toMatchObject({ status: 'pending', creditsUsed: null });
    let ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(id, 'order')).toEqual([]);
    expect(ledger.balance).toBe(before);

    await server.services.database.executeSql(ALLOW_START);
    const confirmed = await client.orders.uploadComplete(id, { path: ticket.path });
    expect(confirmed).toMatchObject({ status: 'in_progress', creditsUsed: ROWS });
    ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(id, 'order').map((t) => t.amount)).toEqual([-ROWS]);
    expect(ledger.balance).toBe(before - ROWS);
    expect(ledger.sum).toBe(ledger.balance);
  });
});
