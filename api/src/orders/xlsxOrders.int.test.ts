/**
 * .xlsx through the whole product, on both databases: a workbook is uploaded, counted and charged like the CSV it
 * holds, verified, and its results come back as a workbook (and as CSV); a bad workbook is refused with a clear
 * message and nothing charged.
 */
import { Readable } from 'node:stream';
import { readWorkbookRows, resultsAsXlsx } from '@leadproof/engine';
import { BadRequestError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFile } from '../testing/csvFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { databaseKinds } from '../testing/testDatabases';
import { authedFetch, createTestUser } from '../testing/testUsers';

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
