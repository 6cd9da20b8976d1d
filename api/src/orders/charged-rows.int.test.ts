/**
 * An order is charged for exactly the rows its results file holds, and the job verifies only the bytes that were
 * counted: files whose quotes, line endings or empty rows a second parser miscounted, an upload replaced after it
 * was confirmed, and a count that fell short (docs/decisions/billing-and-credits.md, "Billing").
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv, tempFile } from '../testing/csv-fixtures';
import { parseCsv } from '../testing/parse-csv';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';
import { runVerification } from './verification-job';

const contacts = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `person${i}@example.com,Person ${i},+1 415 555 ${String(1000 + i)}`,
  );

function utf16le(text: string): Uint8Array {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

const crafted: Array<[string, string | Uint8Array, number]> = [
  [
    'a quote inside the first data row (O"Brien)',
    ['email,name,phone', 'obrien@example.com,O"Brien,+1 415 555 0100', ...contacts(200)].join('\n'),
    201,
  ],
  [
    'heights with inch marks',
    ['email,height', 'ann@example.com,5\'10"', 'bob@example.com,6\'1"'].join('\r\n'),
    2,
  ],
  ['lone CR line endings', ['email', 'a@example.com', 'b@example.com', 'c@example.com'].join('\r'), 3],
  [
    'rows of nothing but delimiters',
    ['email,name', 'a@example.com,A', ',', ',,,', 'b@example.com,B'].join('\n'),
    2,
  ],
  ['rows of nothing but ""', ['email,name', 'a@example.com,A', '""', '"",""'].join('\n'), 1],
  ['a byte-order mark', '\ufeffemail,name\na@example.com,A\nb@example.com,B\n', 2],
  ['UTF-16 with its byte-order mark', utf16le('email,name\r\na@example.com,Zoë\r\nb@example.com,B\r\n'), 2],
];

describe.each(databaseKinds)('charged rows on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '1000', VERIFY_JOB_RETRIES: '0' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });

  async function resultRows(user: TestUser, orderId: string): Promise<number> {
    const text = await (await authedFetch(server, user, `/api/orders/${orderId}/csv/results`)).text();
    return parseCsv(text.replace(/^\ufeff/, '')).length - 1;
  }

  it.each(crafted)('%s: charged for every row the results file holds', async (_name, content, rows) => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const confirmed = await client.uploadCsv(await tempFile('list.csv', content));
    expect(confirmed).toMatchObject({ rowCount: rows, creditsUsed: rows });
    const done = await client.waitForOrder(confirmed.id, { intervalMs: 100 });
    expect(done.status).toBe('completed');
    expect(await resultRows(user, done.id)).toBe(rows);
    // The hold covered every row; settlement then charges the billable ones (settlement.int.test.ts).
    expect(done.billing).toMatchObject({ rowsCounted: rows, held: rows });
  });

  it('refuses a PUT with the order ticket after upload-complete, and verifies the confirmed bytes', async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const { id } = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test' } });
    const ticket = await client.orders.uploadUrl(id);
    const put = (body: string) =>
      fetch(
        `${server.url}/storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`,
        {
          method: 'PUT',
          headers: { 'content-type': 'text/csv', 'x-upsert': 'true' },
          body,
        },
      );
    expect((await put(leadsCsv(2))).status).toBe(200);
    const confirmed = await client.orders.uploadComplete(id, { path: ticket.path });
    expect(confirmed.creditsUsed).toBe(2);
    const late = await put(leadsCsv(500));
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/confirmed for its order/);
    const done = await client.waitForOrder(id, { intervalMs: 100 });
    expect(done).toMatchObject({ status: 'completed', rowCount: 2 });
    expect(await resultRows(user, id)).toBe(2);
  });
});

describe.each(databaseKinds)('the verification job on %s, run by hand', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // No worker: each test runs the job itself, after changing what it will find.
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '100', WORKERS_IN_PROCESS: 'off' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  async function confirmedOrder(rows: number) {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('list.csv', leadsCsv(rows)));
    return { user, client, order };
  }

  const runOnce = (orderId: string) =>
    runVerification(server.services, orderId, { retryCount: 0, retryLimit: 0 });

  it('fails and refunds an order whose file was replaced after it was confirmed', async () => {
    const { client, order } = await confirmedOrder(3);
    expect((await client.users.balance()).balance).toBe(97);
    // What a Supabase ticket still could do, or an upload racing the seal: other bytes at the confirmed path.
    const row = await server.services.database.db
      .selectFrom('orders')
      .select('original_file_path')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const { Readable } = await import('node:stream');
    await server.services.storage.write(
      'uploads',
      row.original_file_path!,
      Readable.from([leadsCsv(90)]),
      'text/csv',
    );
    await runOnce(order.id);
    const done = await client.orders.retrieve(order.id);
    expect(done.status).toBe('failed');
    expect(done.statusMessage).toMatch(/changed after it was confirmed/);
    expect((await client.users.balance()).balance).toBe(100);
  });

  it('fails and refunds an order whose file holds more rows than were counted', async () => {
    const { client, order } = await confirmedOrder(5);
    // A counter that undercounts on purpose: the order was charged for fewer rows than the file holds.
    await server.services.database.db
      .updateTable('orders')
      .set({ row_count: 4 })
      .where('id', '=', order.id)
      .execute();
    await runOnce(order.id);
    const done = await client.orders.retrieve(order.id);
    expect(done.status).toBe('failed');
    expect(done.statusMessage).toMatch(/more rows than were counted/);
    expect((await client.users.balance()).balance).toBe(100);
  });
});
