import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKind } from '../../testing/test-databases';
import { authedFetch, createTestUser } from '../../testing/test-users';

describe('pricing, balance and credit transactions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(singleDatabaseKind, { FREE_TRIAL_CREDITS: '50' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('serves pricing without a token, from the seeded table', async () => {
    const response = await fetch(`${server.url}/api/pricing`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { type: 'buy_leads', price_per_row: 1.5 },
      { type: 'upload_csv', price_per_row: 1 },
    ]);
  });

  it('grants the free trial once to a new confirmed account', async () => {
    const user = await createTestUser(server);
    const first = await (await authedFetch(server, user, '/api/users/me/balance')).json();
    const second = await (await authedFetch(server, user, '/api/users/me/balance')).json();
    expect(first).toEqual({ balance: 50 });
    expect(second).toEqual({ balance: 50 });
    const page = await (await authedFetch(server, user, '/api/credit-transactions')).json();
    expect(page).toEqual({
      items: [
        {
          id: expect.any(String),
          amount: 50,
          reason: 'grant',
          description: 'Free trial credits',
          orderId: null,
          createdAt: expect.any(String),
        },
      ],
      nextOffset: null,
    });
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1'])(
    'answers %s with 400 naming the parameter',
    async (query) => {
      const user = await createTestUser(server);
      const response = await authedFetch(server, user, `/api/credit-transactions?${query}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toMatch(new RegExp(`^${query.split('=')[0]}: `));
    },
  );

  it('exports every transaction as CSV', async () => {
    const user = await createTestUser(server);
    const response = await authedFetch(server, user, '/api/credit-transactions/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,amount,reason,description,order_id,transaction_id');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT.*,50,grant,Free trial credits,,[0-9a-f-]{36}$/);
  });

  it('requires a token for the balance and the ledger', async () => {
    for (const path of [
      '/api/users/me/balance',
      '/api/credit-transactions',
      '/api/credit-transactions/export',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
    }
  });
});
