/**
 * Filtered downloads of an order's results (`GET /api/orders/{id}/csv/results?filter=`), over HTTP and through the
 * SDK, on both databases: exactly which rows each filter returns.
 */
import { BadRequestError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFile } from '../testing/csv-fixtures';
import { FILTER_LIST, FILTER_ROWS, lpRows } from '../testing/filter-fixture';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';

describe.each(singleDatabaseKinds)('filtered results downloads on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let client: Leadproof;
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
    user = await createTestUser(server);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const confirmed = await client.uploadCsv(await tempFile('filters.csv', FILTER_LIST));
    const done = await client.waitForOrder(confirmed.id, { intervalMs: 200 });
    expect(done.status).toBe('completed');
    orderId = done.id;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const get = (query: string) => authedFetch(server, user, `/api/orders/${orderId}/csv/results${query}`);

  it.each(Object.entries(FILTER_ROWS))(
    'filter=%s returns the header and rows %j, named after the upload (filters.{filter}.csv)',
    async (filter, rows) => {
      const response = await get(`?filter=${filter}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="filters.${filter}.csv"`,
      );
      const csv = await response.text();
      expect(lpRows(csv)).toEqual(rows);
      // Kept rows are the results file's own bytes.
      const whole = await (await get('')).text();
      for (const line of csv.split('\r\n').filter(Boolean)) expect(whole).toContain(line);
    },
  );

  it('leaves the unfiltered download whole, and applies limit after filtering', async () => {
    const whole = await get('');
    expect(whole.headers.get('content-disposition')).toBe('attachment; filename="filters.verified.csv"');
    expect(lpRows(await whole.text())).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(lpRows(await (await get('?filter=invalid&limit=2')).text())).toEqual([2, 3]);
  });

  it('downloads a filter through the SDK', async () => {
    const stream = await client.orders.download(orderId, 'results', { filter: 'duplicates' });
    expect(lpRows(await new Response(stream).text())).toEqual([7, 9]);
    expect(lpRows(await client.orders.resultsCsv(orderId, { filter: 'clean', limit: 2 }))).toEqual([1, 4]);
  });

  it('answers 400 naming the choices for an unknown filter, and has no filter on the original', async () => {
    const response = await get('?filter=bogus');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'filter: Invalid option: expected one of "clean"|"invalid"|"duplicates"',
        requestId: expect.any(String),
      },
    });
    await expect(client.orders.resultsCsv(orderId, { filter: 'bogus' as 'clean' })).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });
});
