/**
 * Hold, then settle: upload-complete holds rows × price, and the order ends charged for its billable rows only,
 * the rest coming back as one refund; a failure between the ledger write and the order update leaves neither, and
 * the retry settles once (docs/decisions/billing-and-credits.md, "Billing").
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { listWithDuplicatesAndUndecided, tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';
import { runVerification } from './verification-job';

describe.each(databaseKinds)('settlement on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // No DNS: e-mail checks stay undecided (unknown), as in embedded mode, whatever the machine's resolver says.
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '500',
      WORKERS_IN_PROCESS: 'off',
      EMAIL_DNS: 'off',
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  async function confirmedOrder() {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('list.csv', listWithDuplicatesAndUndecided()));
    return { client, order };
  }

  it('holds 100, then charges 85 and refunds 15 once, with an itemised receipt', async () => {
    const { client, order } = await confirmedOrder();
    expect(order).toMatchObject({
      status: 'in_progress',
      rowCount: 100,
      creditsUsed: 100,
      billing: {
        rowsCounted: 100,
        held: 100,
        duplicates: null,
        unverifiable: null,
        charged: null,
        refunded: null,
      },
    });
    expect((await client.users.balance()).balance).toBe(400);

    await runVerification(server.services, order.id, { retryCount: 0, retryLimit: 0 });
    const done = await client.orders.retrieve(order.id);
    expect(done).toMatchObject({
      status: 'completed',
      rowCount: 100,
      creditsUsed: 85,
      billing: { rowsCounted: 100, held: 100, duplicates: 10, unverifiable: 5, charged: 85, refunded: 15 },
    });
    const ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(order.id, 'order').map((t) => t.amount)).toEqual([-100]);
    const refunds = ledger.forOrder(order.id, 'refund');
    expect(refunds.map((t) => t.amount)).toEqual([15]);
    expect(refunds[0]!.description).toBe(
      `Order ${order.id.slice(0, 8)}: 10 duplicates and 5 unverifiable rows not charged`,
    );
    expect(ledger.balance).toBe(415);
    expect(ledger.sum).toBe(ledger.balance);

    // A second run of the job (a retry after the order ended) settles nothing more.
    await runVerification(server.services, order.id, { retryCount: 0, retryLimit: 0 });
    expect((await auditCreditLedger(client)).forOrder(order.id, 'refund')).toHaveLength(1);
  });

  it('leaves no refund when the order update fails after the ledger write, and the retry settles once', async () => {
    const { client, order } = await confirmedOrder();
    // The first settlement dies after its refund is written, before the order is updated: what a worker killed
    // there does to its transaction. A sequence is not rolled back with it, so only the first attempt fails.
    await server.services.database.executeSql(`
create sequence settle_fault_${kind};
create function settle_fault_${kind}() returns trigger language plpgsql as $$
begin
  if new.id = '${order.id}' and nextval('settle_fault_${kind}') = 1 then
    raise exception 'injected: the worker died between the ledger write and the order update';
  end if;
  return new;
end $$;
create trigger settle_fault before update on orders for each row
  when (new.billing ->> 'charged' is not null) execute function settle_fault_${kind}()`);
    try {
      await expect(
        runVerification(server.services, order.id, { retryCount: 0, retryLimit: 1 }),
      ).rejects.toThrow(/injected/);
      const between = await client.orders.retrieve(order.id);
      expect(between).toMatchObject({ status: 'in_progress', creditsUsed: 100 });
      expect((await auditCreditLedger(client)).forOrder(order.id, 'refund')).toHaveLength(0);

      await runVerification(server.services, order.id, { retryCount: 1, retryLimit: 1 });
    } finally {
      await server.services.database.executeSql('drop trigger settle_fault on orders');
    }
    const done = await client.orders.retrieve(order.id);
    expect(done).toMatchObject({ status: 'completed', creditsUsed: 85 });
    const ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(order.id, 'refund').map((t) => t.amount)).toEqual([15]);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('refunds the whole hold of an order that fails, and says so on the receipt', async () => {
    const { client, order } = await confirmedOrder();
    await server.services.database.db
      .updateTable('orders')
      .set({ row_count: 99 })
      .where('id', '=', order.id)
      .execute();
    await runVerification(server.services, order.id, { retryCount: 0, retryLimit: 0 });
    const done = await client.orders.retrieve(order.id);
    expect(done).toMatchObject({
      status: 'failed',
      creditsUsed: 0,
      billing: {
        rowsCounted: 100,
        held: 100,
        charged: 0,
        refunded: 100,
        duplicates: null,
        unverifiable: null,
      },
    });
    const ledger = await auditCreditLedger(client);
    expect(ledger.balance).toBe(500);
    expect(ledger.sum).toBe(ledger.balance);
  });
});
