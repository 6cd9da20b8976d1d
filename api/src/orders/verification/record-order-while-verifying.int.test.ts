/**
 * An order's verdicts taken from the engine as it writes the results (issue 38) are the rows delivery took from the
 * results file before, on both databases: the same verdicts as a pass over the delivered file records, an earlier
 * try's replaced, and the learn step's rewritten verdicts taken again. Its contacts are pending when it completes,
 * and the contacts job then keeps every e-mail and phone of the delivered file.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readCsvRecords } from '@leadproof/engine/csv';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressHash, addressHashBytes, addressHashHex } from '../../bounces/address-hash';
import { orderVerdictsRecorder } from '../../bounces/record-address-verdicts';
import { recordOrderContacts } from '../../leads/customer-contacts-job';
import { tempFile } from '../../testing/csv-fixtures';
import { mailboxProbeEnv } from '../../testing/mailbox-probe-setup';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { databaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';
import { recordResults } from '../delivery/results-recorders';
import { runVerification } from '../verification-job';

const ROWS = 6000;
const GONE = 'person5@acme.test';

/** Rows with valid, undecided and invalid addresses, repeats, phones and no address at all. */
function leads(): string {
  const lines = ['email,phone,first_name'];
  for (let i = 0; i < ROWS; i++) {
    const n = i % 10 === 9 ? i - 1 : i;
    const email = [`Person${n}@acme.test`, `p${n}@nomx.test`, `x${n}@gmail.com`, '', 'no address'][n % 5];
    const phone = n % 3 === 0 ? `+1 415 555 ${String(1000 + (n % 8000)).padStart(4, '0')}` : '';
    lines.push(`${email},${phone},Name${n}`);
  }
  return `${lines.join('\n')}\n`;
}

let dns: ZoneDnsServer;
beforeAll(async () => {
  dns = await startZoneDnsServer({
    'acme.test': { mx: [{ exchange: 'mx.acme.test', priority: 10 }] },
    // A null MX (RFC 7505): the domain takes no mail, so its addresses are invalid before any mail server is asked.
    'nullmx.test': { mx: [{ exchange: '', priority: 0 }], a: ['127.0.0.1'] },
  });
});
afterAll(async () => {
  await dns?.close();
});

const keysOf = async (server: TestServer, userId: string) =>
  (
    await server.services.database.db
      .selectFrom('customer_contact_keys')
      .select('contact_key')
      .where('user_id', '=', userId)
      .execute()
  )
    .map((row) => row.contact_key)
    .sort();

const verdictsOf = async (server: TestServer, sourceId: string) =>
  (
    await server.services.database.db
      .selectFrom('address_verdicts')
      .select([
        addressHashHex('address_sha256').as('address_sha256'),
        'status',
        'domain',
        'catch_all',
        'source',
      ])
      .where('source_id', '=', sourceId)
      .execute()
  ).sort((a, b) => a.address_sha256.localeCompare(b.address_sha256));

const pendingContacts = async (server: TestServer, orderId: string) =>
  (
    await server.services.database.db
      .selectFrom('pending_customer_contacts')
      .select('order_id')
      .where('order_id', '=', orderId)
      .execute()
  ).length;

/** The addresses (lower-cased; a cell without `@` is none) and E.164 phones of a results file: its contacts. */
async function contactsIn(results: string): Promise<string[]> {
  const keys = new Set<string>();
  let columns: { email: number; phone: number } | undefined;
  for await (const cells of readCsvRecords(createReadStream(results))) {
    if (!columns) {
      columns = { email: cells.lastIndexOf('lp_email'), phone: cells.lastIndexOf('lp_phone_e164') };
      continue;
    }
    const email = cells[columns.email]!.toLowerCase();
    const phone = cells[columns.phone]!.replace(/^'/, '');
    if (email.includes('@')) keys.add(email);
    if (phone.startsWith('+')) keys.add(phone);
  }
  return [...keys].sort();
}

/**
 * Checks that `orderId`, just completed, has its contacts pending and none recorded, then runs the contacts job on
 * it: afterwards they are no longer pending.
 */
async function recordContactsAfterCompletion(server: TestServer, user: TestUser, orderId: string) {
  expect(await pendingContacts(server, orderId)).toBe(1);
  expect(await keysOf(server, user.id)).toEqual([]);
  await recordOrderContacts(server.services, orderId);
  expect(await pendingContacts(server, orderId)).toBe(0);
}

/** A new user the API has met (its row exists). */
async function apiUser(server: TestServer): Promise<TestUser> {
  const user = await createTestUser(server);
  await new Leadproof({
    baseURL: server.url,
    accessToken: () => user.accessToken,
    maxRetries: 0,
  }).users.balance();
  return user;
}

/** Puts an earlier try's verdict of `orderId` in place: the next try must drop it. */
async function earlierTryVerdict(server: TestServer, orderId: string, userId: string): Promise<string> {
  const stale = addressHash('earlier.try@acme.test');
  await server.services.database.db
    .insertInto('address_verdicts')
    .values({
      user_id: userId,
      source_id: orderId,
      source: 'order',
      address_sha256: addressHashBytes(stale),
      status: 'valid',
      checked_at: new Date(),
      domain: 'acme.test',
      catch_all: false,
    })
    .execute();
  return stale;
}

describe.each(databaseKinds)('recording an order while the engine runs on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: String(2 * ROWS),
      WORKERS_IN_PROCESS: 'off',
      EMAIL_DNS: 'on',
      EMAIL_DNS_SERVERS: dns.server,
      EMAIL_TEST_DOMAINS: 'on',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
  });

  /**
   * Verifies a new order of `user` and records its contacts as the contacts job does; returns its id, the contacts of
   * its delivered results file, and what a pass over that file records as verdicts.
   */
  async function verifiedOrder(user: TestUser, before?: (orderId: string) => Promise<void>) {
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('list.csv', leads()));
    await before?.(order.id);
    await runVerification(server.services, order.id, { retryCount: 0, retryLimit: 0 });
    expect((await client.orders.retrieve(order.id)).status).toBe('completed');
    await recordContactsAfterCompletion(server, user, order.id);
    const response = await authedFetch(server, user, `/api/orders/${order.id}/csv/results`);
    const results = await tempFile('results.csv', new Uint8Array(await response.arrayBuffer()));
    // What delivery recorded before: one pass over the results file, for another user and order.
    const reference = { id: randomUUID(), user_id: (await apiUser(server)).id };
    await recordResults(results, [orderVerdictsRecorder(server.services.database, reference)]);
    return { orderId: order.id, reference, contacts: await contactsIn(results) };
  }

  it("keeps the verdicts a pass over the results file keeps, drops an earlier try's, and then the contacts", {
    timeout: 180_000,
  }, async () => {
    const user = await apiUser(server);
    let stale = '';
    const { orderId, reference, contacts } = await verifiedOrder(user, async (id) => {
      stale = await earlierTryVerdict(server, id, user.id);
    });

    const keys = await keysOf(server, user.id);
    expect(keys.length).toBeGreaterThan(ROWS / 2);
    expect(keys).toEqual(contacts);
    const verdicts = await verdictsOf(server, orderId);
    expect(verdicts.length).toBeGreaterThan(ROWS / 10);
    expect(verdicts.map((v) => v.address_sha256)).not.toContain(stale);
    expect(verdicts.map((v) => v.address_sha256)).toContain(addressHash(GONE));
    expect(verdicts).toEqual(await verdictsOf(server, reference.id));
  });

  it('takes the verdicts again from the file the learn step rewrote', { timeout: 180_000 }, async () => {
    const user = await apiUser(server);
    const db = server.services.database.db;
    const report = await db
      .insertInto('bounce_reports')
      .values({ user_id: user.id, file_name: 'bounces.csv', status: 'completed' })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reported_bounces')
      .values({
        user_id: user.id,
        address_sha256: addressHash(GONE),
        report_id: report.id,
        reported_at: new Date(),
      })
      .execute();

    const { orderId, reference, contacts } = await verifiedOrder(user);
    const verdicts = await verdictsOf(server, orderId);
    expect(verdicts.map((v) => v.address_sha256)).not.toContain(addressHash(GONE));
    expect(verdicts.length).toBeGreaterThan(ROWS / 10);
    expect(verdicts).toEqual(await verdictsOf(server, reference.id));
    expect(await keysOf(server, user.id)).toEqual(contacts);
  });
});

describe.each(databaseKinds)(
  'recording an order with the mailbox check on and nobody to ask on %s',
  (kind) => {
    let server: TestServer;

    beforeAll(async () => {
      // No mail server listens on port 9: nothing may be asked, and nothing is.
      server = await startTestServer(kind, {
        FREE_TRIAL_CREDITS: '100',
        WORKERS_IN_PROCESS: 'off',
        ...mailboxProbeEnv(dns.server, 9),
      });
    }, 120_000);

    afterAll(async () => {
      await server?.dispose();
    });

    it("completes the order checked, with the contacts, no verdict, and an earlier try's dropped", async () => {
      const user = await apiUser(server);
      const client = new Leadproof({
        baseURL: server.url,
        accessToken: () => user.accessToken,
        maxRetries: 0,
      });
      const list = ['email,phone', 'Nora@nullmx.test,+1 415 555 0100', 'not an address,', ',+1 415 555 0101'];
      const order = await client.uploadCsv(await tempFile('list.csv', `${list.join('\n')}\n`));
      const stale = await earlierTryVerdict(server, order.id, user.id);
      await runVerification(server.services, order.id, { retryCount: 0, retryLimit: 0 });

      const done = await client.orders.retrieve(order.id);
      expect(done).toMatchObject({ status: 'completed', stats: { mailbox: { checked: true } } });
      expect(done.stats?.emails.invalid).toBe(2);
      expect(await verdictsOf(server, order.id)).toEqual([]);
      expect(stale).not.toBe('');
      await recordContactsAfterCompletion(server, user, order.id);
      expect(await keysOf(server, user.id)).toEqual(['+14155550100', '+14155550101', 'nora@nullmx.test']);
    });
  },
);
