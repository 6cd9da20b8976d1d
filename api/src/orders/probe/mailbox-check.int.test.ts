/**
 * The mailbox check end to end against a real MTA: an uploaded list goes through the engine, its open addresses to
 * a private Postfix on loopback (found through a test DNS server), and the verdicts come back in the results with
 * their evidence, charged once, on both databases.
 */
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../../testing/credit-ledger-audit';
import { tempFile } from '../../testing/csv-fixtures';
import { mailboxProbeEnv } from '../../testing/mailbox-probe-setup';
import { parseCsv } from '../../testing/parse-csv';
import { type PostfixServer, startPostfix } from '../../testing/postfix-server';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { databaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser } from '../../testing/test-users';

const LIST = [
  'name,email',
  'Alice Able,alice@reject.test',
  'Nobody Known,nobody@reject.test',
  'Anyone Atall,anyone@catchall.test',
  'Carol Implicit,carol@implicit.test',
  'Nora Null,nora@nullmx.test',
  'Broken Address,not-an-address',
].join('\r\n');

describe('the mailbox check against Postfix', { timeout: 240_000 }, () => {
  let dns: ZoneDnsServer;
  let postfix: PostfixServer;

  beforeAll(async () => {
    dns = await startZoneDnsServer({
      'reject.test': { mx: [{ exchange: 'mx.reject.test', priority: 10 }] },
      'mx.reject.test': { a: ['127.0.0.1'] },
      'catchall.test': { mx: [{ exchange: 'mx.catchall.test', priority: 10 }] },
      'mx.catchall.test': { a: ['127.0.0.1'] },
      // No MX record: its own A record is its mail server (RFC 5321 §5.1).
      'implicit.test': { a: ['127.0.0.1'] },
      // A null MX (RFC 7505): the domain takes no mail.
      'nullmx.test': { mx: [{ exchange: '', priority: 0 }], a: ['127.0.0.1'] },
    });
    postfix = await startPostfix({
      domains: [
        { name: 'reject.test', mailboxes: ['alice', 'bob'] },
        { name: 'catchall.test', mailboxes: [], catchAll: true },
        { name: 'implicit.test', mailboxes: ['carol'] },
      ],
    });
  });

  afterAll(async () => {
    await postfix?.stop();
    await dns?.close();
  });

  describe.each(databaseKinds)('on %s', (kind) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(kind, {
        FREE_TRIAL_CREDITS: '100',
        // Each database gets its own answers, not the other run's cached ones (no verdict cache).
        ...mailboxProbeEnv(dns.server, postfix.port),
      });
    });

    afterAll(async () => {
      await server?.dispose();
    });

    it('gives every address its mail server verdict and evidence, never valid on a catch-all domain, charged once', async () => {
      const user = await createTestUser(server);
      const client = new Leadproof({
        baseURL: server.url,
        accessToken: () => user.accessToken,
        maxRetries: 0,
      });
      const order = await client.uploadCsv(await tempFile('list.csv', LIST));
      const done = await client.waitForOrder(order.id, { intervalMs: 250 });
      expect(done.status).toBe('completed');

      const response = await authedFetch(server, user, `/api/orders/${order.id}/csv/results`);
      const [header, ...rows] = parseCsv(await response.text());
      const column = (name: string) => header!.lastIndexOf(name);
      const byEmail = new Map(rows.map((row) => [row[1], row]));
      const cell = (email: string, name: string) => byEmail.get(email)?.[column(name)];

      expect(cell('alice@reject.test', 'lp_email_status')).toBe('valid');
      expect(cell('alice@reject.test', 'lp_email_smtp')).toMatch(/^250 2\.1\.5/);
      expect(cell('alice@reject.test', 'lp_email_mx')).toBe('mx.reject.test');
      expect(cell('alice@reject.test', 'lp_email_checked_at')).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
      );

      expect(cell('nobody@reject.test', 'lp_email_status')).toBe('invalid');
      expect(cell('nobody@reject.test', 'lp_email_reason')).toBe('mailbox_not_found');
      expect(cell('nobody@reject.test', 'lp_email_smtp')).toMatch(/^550 5\.1\.1 .*User unknown/);

      expect(cell('anyone@catchall.test', 'lp_email_status')).toBe('risky');
      expect(cell('anyone@catchall.test', 'lp_email_reason')).toContain('catch_all');

      expect(cell('carol@implicit.test', 'lp_email_status')).toBe('valid');
      expect(cell('carol@implicit.test', 'lp_email_mx')).toBe('implicit.test');

      // Decided before the probe: a null MX and broken syntax are never asked.
      expect(cell('nora@nullmx.test', 'lp_email_status')).toBe('invalid');
      expect(cell('nora@nullmx.test', 'lp_email_reason')).toContain('no_mx');
      expect(cell('nora@nullmx.test', 'lp_email_smtp')).toBe('');
      expect(cell('not-an-address', 'lp_email_status')).toBe('invalid');

      expect(done.stats?.emails).toMatchObject({ valid: 2, invalid: 3, risky: 1 });
      expect(done.stats?.mailbox).toMatchObject({
        checked: true,
        addresses: 4,
        catchAllDomains: 1,
        outage: false,
      });

      const ledger = await auditCreditLedger(client);
      expect(ledger.forOrder(order.id, 'order')).toHaveLength(1);
      expect(done.billing).toMatchObject({ rowsCounted: 6, charged: 6, refunded: 0 });
      expect(ledger.sum).toBe(ledger.balance);
    });
  });
});
