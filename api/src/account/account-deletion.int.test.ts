/**
 * Account deletion and export over HTTP on both databases (issue #25): the export holds every part and no secret;
 * a wrong password deletes nothing; afterwards the user cannot sign in, their token and API key get 401, their files
 * are gone, the subscription is canceled, and the ledger stays with no personal data; a second run is harmless.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKeySecret } from '../api-keys/api-key-secret';
import { originalPath, resultsPath } from '../orders/order-paths';
import { RESULTS_BUCKET, UPLOADS_BUCKET } from '../storage/object-storage';
import { startCheckout, submitDevForm } from '../testing/billing-test-kit';
import { tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';
import { ACCOUNT_ARCHIVE_FILES } from './account-archive';
import { finishAccountDeletion } from './delete-account';

const PROFILE = { firstName: 'Delphine', lastName: 'Leavesley', company: 'Departing Widgets' };
const CSV =
  'first_name,last_name,email,phone\nAda,Lovelace,ada@example.com,+1 415 555 0100\nAlan,Turing,alan@example.org,\n';

// A token the receiver wants in its URL's query: the export shows the URL with the query's values masked.
const HOOK_TOKEN = 'dlph-hook-token-93';

describe.each(singleDatabaseKinds)('account deletion and export on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let client: Leadproof;
  let orderId: string;
  let keySecret: string;
  let webhookSecret: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
    user = await createTestUser(server, PROFILE);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('customers-of-delphine.csv', CSV));
    const done = await client.waitForOrder(order.id, { intervalMs: 200 });
    expect(done.status).toBe('completed');
    orderId = order.id;
    keySecret = (await client.apiKeys.create({ name: 'nightly sync' })).secret;
    webhookSecret = (
      await client.webhooks.create({
        url: `https://127.0.0.1:9/delphine-hook?token=${HOOK_TOKEN}&v=2`,
        events: ['order.completed'],
      })
    ).secret;
    await client.leads.presets.create({
      name: 'Delphine fintech CFOs',
      icp: {
        industries: ['Fintech'],
        countries: ['FR'],
        titleKeywords: ['CFO'],
        companySizes: [{ min: 51, max: 200 }],
      },
      count: 25,
    });
    // A running subscription, bought through the local checkout.
    const checkout = await startCheckout(server, user, 'prod_local_starter');
    expect((await submitDevForm(`${checkout}/pay`)).status).toBe(303);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const db = () => server.services.database.db;
  const deleteAccount = (token: string, password: string) =>
    fetch(`${server.url}/api/users/me`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
  const signIn = async () => {
    const { supabaseAnonKey } = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
  };
  const withKey = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${keySecret}` } });

  it('exports a zip with every part, and no secret anywhere in it', async () => {
    const response = await authedFetch(server, user, '/api/users/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leadproof-account-/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([...ACCOUNT_ARCHIVE_FILES].sort());
    const text = (name: string) => strFromU8(files[name] as Uint8Array);

    const account = JSON.parse(text('account.json'));
    expect(account.profile).toMatchObject({ id: user.id, email: user.email, ...PROFILE });
    expect(account.orders).toEqual([
      expect.objectContaining({ id: orderId, status: 'completed', rowCount: 2, stats: expect.any(Object) }),
    ]);
    expect(account.transactions.map((t: { reason: string }) => t.reason)).toEqual(
      expect.arrayContaining(['grant', 'order', 'purchase']),
    );
    expect(account.apiKeys).toEqual([expect.objectContaining({ name: 'nightly sync', scope: 'full' })]);
    expect(account.webhookEndpoints).toEqual([
      expect.objectContaining({
        url: 'https://127.0.0.1:9/delphine-hook?token=***&v=***',
        events: ['order.completed'],
      }),
    ]);
    expect(account.leadPresets).toEqual([
      expect.objectContaining({
        name: 'Delphine fintech CFOs',
        icp: expect.objectContaining({ industries: ['Fintech'], countries: ['FR'] }),
        count: 25,
      }),
    ]);
    expect(text('orders.csv')).toContain(orderId);
    expect(text('transactions.csv').split('\r\n')[0]).toBe(
      'date,amount,reason,description,order_id,transaction_id',
    );
    expect(text('api-keys.csv')).toContain('nightly sync');
    expect(text('webhook-endpoints.csv')).toContain('https://127.0.0.1:9/delphine-hook?token=***&v=***');
    expect(text('lead-presets.csv').split('\r\n').slice(0, 2)).toEqual([
      'name,industries,countries,seniorities,title_keywords,company_sizes,count,created_at,updated_at',
      expect.stringMatching(/^Delphine fintech CFOs,Fintech,FR,,CFO,51-200,25,/),
    ]);

    const keyRow = await db()
      .selectFrom('api_keys')
      .select('secret_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const authRow = await db()
      .selectFrom('auth_users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const secrets = [
      keySecret,
      keyRow.secret_hash,
      hashApiKeySecret(keySecret),
      webhookSecret,
      HOOK_TOKEN,
      user.password,
      authRow.password_hash,
      user.accessToken,
      user.refreshToken,
    ];
    const everything = [Buffer.from(bytes).toString('latin1'), ...Object.keys(files).map(text)].join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('refuses the export and the deletion to an API key (they need a session)', async () => {
    expect((await withKey('/api/users/me/export')).status).toBe(403);
    const response = await deleteAccount(keySecret, user.password);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/Sign in with your e-mail and password/);
  });

  it('deletes nothing when the password is wrong', async () => {
    const response = await deleteAccount(user.accessToken, 'not-the-password');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect((await authedFetch(server, user, '/api/users/me')).status).toBe(200);
    expect((await withKey('/api/users/me')).status).toBe(200);
    expect(await server.services.storage.stat(UPLOADS_BUCKET, originalPath(user.id, orderId))).not.toBeNull();
  });

  it('deletes the account: no sign-in, no token, no key, no files, no subscription; the ledger stays, anonymized', async () => {
    const ledgerBefore = await db()
      .selectFrom('credit_transactions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(ledgerBefore.length).toBeGreaterThanOrEqual(3);

    expect((await deleteAccount(user.accessToken, user.password)).status).toBe(204);

    const signInAgain = await signIn();
    expect(signInAgain.status).toBe(400);
    expect(await signInAgain.json()).toMatchObject({ error_code: 'invalid_credentials' });
    expect((await authedFetch(server, user, '/api/users/me')).status).toBe(401);
    expect((await withKey('/api/users/me')).status).toBe(401);
    expect(await server.services.storage.stat(UPLOADS_BUCKET, originalPath(user.id, orderId))).toBeNull();
    expect(await server.services.storage.stat(RESULTS_BUCKET, resultsPath(user.id, orderId))).toBeNull();
    const subscriptions = await db()
      .selectFrom('billing_subscriptions')
      .select('status')
      .where('user_id', '=', user.id)
      .execute();
    expect(subscriptions).toEqual([{ status: 'canceled' }]);

    // The ledger keeps every row, with the opaque user id and nothing that names the person.
    const ledgerAfter = await db()
      .selectFrom('credit_transactions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(ledgerAfter.map((t) => t.id).sort()).toEqual(ledgerBefore.map((t) => t.id).sort());
    const personal = [user.email, user.email.split('@')[0] as string, ...Object.values(PROFILE)];
    const kept = JSON.stringify({
      ledgerAfter,
      users: await db().selectFrom('users').selectAll().where('id', '=', user.id).execute(),
      orders: await db().selectFrom('orders').selectAll().where('user_id', '=', user.id).execute(),
      trial: await db().selectFrom('trial_grants').selectAll().where('user_id', '=', user.id).execute(),
      payments: await db()
        .selectFrom('billing_payments')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute(),
    });
    for (const value of personal) expect(kept).not.toContain(value);
    expect(kept).not.toContain('customers-of-delphine');
    // The order stays as figures.
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'completed', row_count: 2, result_file_path: null });
    expect(order.stats).not.toBeNull();
    const userTables = [
      'api_keys',
      'webhook_endpoints',
      'webhook_events',
      'lead_presets',
      'customer_contact_keys',
      'pending_customer_contacts',
    ] as const;
    for (const table of userTables) {
      const rows = await db().selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(
      await db().selectFrom('auth_users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('is harmless the second time: a repeated call gets 401, and running the steps again changes nothing', async () => {
    expect((await deleteAccount(user.accessToken, user.password)).status).toBe(401);
    const before = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await finishAccountDeletion(server.services, user.id);
    const after = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(after.deleted_at).not.toBeNull();
    expect(after.email).toBe('');
  });

  it('gives a new sign-up with the same mailbox no second free trial', async () => {
    const trial = await db()
      .selectFrom('trial_grants')
      .select('mailbox')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(trial.mailbox).toMatch(/^sha256:[0-9a-f]{64}$/);
    const again = await createTestUser(server, { firstName: 'Again' }, user.email);
    expect(again.id).not.toBe(user.id);
    const balance = await authedFetch(server, again, '/api/users/me/balance');
    expect(await balance.json()).toEqual({ balance: 0 });
  });
});
