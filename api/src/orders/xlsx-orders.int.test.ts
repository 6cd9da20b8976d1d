/**
 * .xlsx through the whole product, on both databases: a workbook is uploaded, counted and charged like the CSV it
 * holds, verified, and its results come back as a workbook (and as CSV); a bad workbook is refused with a clear
 * message and nothing charged.
 */
import { Readable } from 'node:stream';
import { readWorkbookRows, resultsAsXlsx } from '@leadproof/engine';
import { type SheetSpec, workbookParts, zipBytes } from '@leadproof/engine/testing/workbooks';
import { BadRequestError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser } from '../testing/test-users';
import { originalPath } from './order-paths';

const LEADS = [
  'first_name,last_name,email,phone,customer_id',
  'Ada,Abbott,ada@apex-one.com,+1 8028323153 (office),000123',
  'Bruno,Becker,bruno@gmial.com,+4930712345678,000124',
  'Chiara,Castillo,not-an-address,+1 415 200 0003,000125',
].join('\r\n');

/** A workbook of `csv`, as the engine writes one (inline strings, typed cells). */
async function workbookOf(csv: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of resultsAsXlsx(Readable.from([Buffer.from(csv)]))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A workbook of two sheets: a summary first (five rows that must not be billed), then the leads. */
const TWO_SHEETS: SheetSpec[] = [
  {
    name: 'Summary',
    rows: [
      ['Region', 'Count'],
      ['EMEA', 1],
      ['APAC', 2],
      ['AMER', 3],
      ['LATAM', 4],
      ['Other', 5],
    ],
  },
  { name: 'Leads', rows: LEADS.split('\r\n').map((line) => line.split(',')) },
];

describe.each(databaseKinds)('.xlsx orders on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('counts, charges and verifies a workbook like its CSV, and gives the results back as a workbook', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const confirmed = await client.uploadCsv(await tempFile('leads.xlsx', await workbookOf(LEADS)));
    expect(confirmed).toMatchObject({ rowCount: 3, creditsUsed: 3 });
    const done = await client.waitForOrder(confirmed.id, { intervalMs: 200 });
    expect(done.status).toBe('completed');

    const response = await authedFetch(server, user, `/api/orders/${done.id}/csv/results?format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads.verified.xlsx"');
    const saved = await tempFile('results.xlsx', new Uint8Array(await response.arrayBuffer()));
    const rows: string[][] = [];
    for await (const batch of readWorkbookRows(saved)) rows.push(...batch);
    const [header, ...data] = rows as [string[], ...string[][]];
    const col = (name: string) => header.lastIndexOf(name);
    // Every original cell as typed: the phone's note, the ids' leading zeros; E.164 with its +.
    expect(data.map((row) => row[col('phone')])).toEqual([
      '+1 8028323153 (office)',
      '+4930712345678',
      '+1 415 200 0003',
    ]);
    expect(data.map((row) => row[col('customer_id')])).toEqual(['000123', '000124', '000125']);
    expect(data[1]![col('lp_phone_e164')]).toBe('+4930712345678');
    expect(data[1]![col('lp_email_reason')]).toBe('typo;dns_unavailable');
    expect(data.map((row) => row[col('lp_row')])).toEqual(['1', '2', '3']);

    // The SDK asks for the same workbook; a filter's rows come as a workbook too.
    const viaSdk = await new Response(
      await client.orders.download(done.id, 'results', { format: 'xlsx' }),
    ).arrayBuffer();
    expect(Buffer.from(viaSdk).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const invalid = await authedFetch(
      server,
      user,
      `/api/orders/${done.id}/csv/results?filter=invalid&format=xlsx`,
    );
    const invalidFile = await tempFile('invalid.xlsx', new Uint8Array(await invalid.arrayBuffer()));
    const invalidRows: string[][] = [];
    for await (const batch of readWorkbookRows(invalidFile)) invalidRows.push(...batch);
    expect(invalidRows.slice(1).map((row) => row[col('lp_row')])).toEqual(['3']);
  });

  it('verifies the chosen sheet of a workbook: billed its rows, results from it, the original kept as .xlsx', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const bytes = zipBytes(workbookParts(TWO_SHEETS, { shared: true }));
    const confirmed = await client.uploadCsv(await tempFile('two-sheets.xlsx', bytes), { sheet: 'leads' });
    // The Leads sheet's 3 data rows are counted and held, not the Summary's 5.
    expect(confirmed).toMatchObject({ rowCount: 3, creditsUsed: 3, sheet: 'leads', originalFormat: 'xlsx' });
    expect((await client.users.balance()).balance).toBe(47);
    const done = await client.waitForOrder(confirmed.id, { intervalMs: 200 });
    expect(done).toMatchObject({ status: 'completed', rowCount: 3, billing: { rowsCounted: 3 } });
    expect(done.progress).toBeUndefined();

    const results = await client.orders.resultsCsv(done.id);
    const [header, ...rows] = results.trim().split('\r\n');
    expect(header).toMatch(/^first_name,last_name,email,phone,customer_id,/);
    expect(rows.map((row) => row.split(',')[2])).toEqual([
      'ada@apex-one.com',
      'bruno@gmial.com',
      'not-an-address',
    ]);

    // The Original tab's preview is the chosen sheet's first rows.
    const preview = await client.orders.originalCsv(done.id, { limit: 1 });
    expect(preview.trim().split('\r\n')).toEqual([
      'first_name,last_name,email,phone,customer_id',
      'Ada,Abbott,ada@apex-one.com,+1 8028323153 (office),000123',
    ]);
  });

  it('refuses a sheet the workbook lacks, naming those it has, and charges nothing', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const file = await tempFile('two-sheets.xlsx', zipBytes(workbookParts(TWO_SHEETS)));
    const upload = client.uploadCsv(file, { sheet: 'Contacts' });
    await expect(upload).rejects.toBeInstanceOf(BadRequestError);
    await expect(upload).rejects.toMatchObject({
      uploadStep: 'uploadComplete',
      body: {
        error: { message: 'This workbook has no sheet named "Contacts". Its sheets: "Summary", "Leads".' },
      },
    });
    const csv = client.uploadCsv(await tempFile('leads.csv', LEADS), { sheet: 'Leads' });
    await expect(csv).rejects.toThrow(/the file is a CSV, which has no sheets/);
    await expect(
      client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test', sheet: '  ' } }),
    ).rejects.toBeInstanceOf(BadRequestError);
    expect((await client.users.balance()).balance).toBe(50);
    const { items } = await client.orders.list();
    expect(items.every((order) => order.status === 'pending' && order.rowCount === null)).toBe(true);
  });

  it('stores and downloads the original of a workbook as .xlsx, and a CSV as .csv', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const workbook = await workbookOf(LEADS);
    const order = await client.uploadCsv(await tempFile('leads.xlsx', workbook));
    const storage = server.services.storage;
    expect(await storage.stat(UPLOADS_BUCKET, originalPath(user.id, order.id, 'xlsx'))).not.toBeNull();
    expect(await storage.stat(UPLOADS_BUCKET, originalPath(user.id, order.id, 'csv'))).toBeNull();

    const response = await authedFetch(server, user, `/api/orders/${order.id}/csv/original`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads.original.xlsx"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(workbook);

    const csvOrder = await client.uploadCsv(await tempFile('leads.csv', LEADS));
    expect(csvOrder.originalFormat).toBe('csv');
    expect(await storage.stat(UPLOADS_BUCKET, originalPath(user.id, csvOrder.id, 'csv'))).not.toBeNull();
    const csv = await authedFetch(server, user, `/api/orders/${csvOrder.id}/csv/original`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="leads.original.csv"');
    expect(await csv.text()).toBe(LEADS);
  });

  it('refuses a damaged workbook at upload-complete with a clear message, and charges nothing', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const good = await workbookOf(LEADS);
    const damaged = good.subarray(0, good.length - 40);
    const upload = client.uploadCsv(await tempFile('damaged.xlsx', damaged));
    await expect(upload).rejects.toBeInstanceOf(BadRequestError);
    await expect(upload).rejects.toThrow(/This \.xlsx file is damaged/);
    expect((await client.users.balance()).balance).toBe(50);
  });
});
