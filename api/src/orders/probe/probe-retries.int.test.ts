/**
 * The mailbox check's waits and breakers through the whole order: greylisted addresses are asked again by scheduled
 * jobs while the order stays in progress, and end as the server finally says, or unknown/greylisted; with outbound
 * SMTP blocked (no mail host answers a SYN), a 10,000-row order still completes within two minutes of its time
 * without the check (holding, not waiting out timeouts), and says why.
 */

import { type MailWorld, startMailWorld } from '@leadproof/engine/testing/mail-world';
import {
  type ScriptedSmtpServer,
  startScriptedSmtpServer,
} from '@leadproof/engine/testing/scripted-smtp-server';
import { handmadeWorld } from '@leadproof/engine/testing/world-plan';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFile } from '../../testing/csv-fixtures';
import { mailboxProbeEnv, testMailZone } from '../../testing/mailbox-probe-setup';
import { parseCsv } from '../../testing/parse-csv';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKind } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

const DOMAINS = 200;
const ROWS = 10_000;

const probeEnv = (dnsServer: string, port: number) => ({
  ...mailboxProbeEnv(dnsServer, port),
  FREE_TRIAL_CREDITS: String(ROWS * 3),
  EMAIL_SMTP_TIMEOUT_SECONDS: '3',
  EMAIL_SMTP_RETRY_AFTER_SECONDS: '2',
  EMAIL_SMTP_RETRIES: '2',
});

async function resultsOf(
  server: TestServer,
  user: TestUser,
  orderId: string,
): Promise<Map<string, string[]>> {
  const response = await authedFetch(server, user, `/api/orders/${orderId}/csv/results`);
  const [header, ...rows] = parseCsv(await response.text());
  const email = header!.indexOf('email');
  const status = header!.lastIndexOf('lp_email_status');
  const reason = header!.lastIndexOf('lp_email_reason');
  const smtp = header!.lastIndexOf('lp_email_smtp');
  return new Map(rows.map((row) => [row[email]!, [row[status]!, row[reason]!, row[smtp]!]]));
}

describe('greylisting', { timeout: 120_000 }, () => {
  let dns: ZoneDnsServer;
  let smtp: ScriptedSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    dns = await startZoneDnsServer(testMailZone(1));
    smtp = await startScriptedSmtpServer({
      host: '127.0.0.1',
      port: 0,
      rcpt: (address, attempt) => {
        if (address.startsWith('lp-check-')) return { code: 550, text: '5.1.1 User unknown' };
        if (address === 'relents@d0.test' && attempt < 3)
          return { code: 451, text: '4.7.1 Greylisted, try later' };
        if (address === 'gone@d0.test' && attempt < 2) return { code: 450, text: '4.2.0 Greylisted' };
        if (address === 'gone@d0.test') return { code: 550, text: '5.1.1 User unknown' };
        if (address === 'never@d0.test') return { code: 451, text: '4.7.1 Greylisted, try later' };
        return 'accept';
      },
    });
    server = await startTestServer(singleDatabaseKind, probeEnv(dns.server, smtp.port));
  });

  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    await dns?.close();
  });

  it('asks again later, shows the wait, and ends each address as the server finally answers', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const list = ['email', 'relents@d0.test', 'gone@d0.test', 'never@d0.test', 'open@d0.test'].join('\n');
    const order = await client.uploadCsv(await tempFile('grey.csv', list));

    let sawWait = false;
    for (;;) {
      const current = await client.orders.retrieve(order.id);
      if (current.status !== 'in_progress') break;
      if (current.progress?.phase === 'probing' && current.progress.mailbox?.waitingForRetry) {
        sawWait = true;
        expect(current.progress.mailbox.retryAt).toEqual(expect.any(String));
        expect(current.progress.mailbox.addressesTotal).toBe(4);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sawWait).toBe(true);
    const done = await client.orders.retrieve(order.id);
    expect(done.status).toBe('completed');

    const results = await resultsOf(server, user, order.id);
    expect(results.get('relents@d0.test')?.slice(0, 2)).toEqual(['valid', '']);
    expect(results.get('gone@d0.test')?.slice(0, 2)).toEqual(['invalid', 'mailbox_not_found']);
    expect(results.get('never@d0.test')?.slice(0, 2)).toEqual(['unknown', 'greylisted']);
    expect(results.get('never@d0.test')?.[2]).toMatch(/^451 4\.7\.1/);
    expect(results.get('open@d0.test')?.[0]).toBe('valid');
    // The first try and two retries for the one that never relents (3 + 2 retried in all); no DATA, ever.
    expect(smtp.stats.rcpts.filter((address) => address === 'never@d0.test')).toHaveLength(3);
    expect(smtp.stats.dataAttempts).toBe(0);
    expect(done.stats?.mailbox).toMatchObject({ checked: true, addresses: 4, retried: 5, outage: false });
  });
});

describe('outbound SMTP blocked', { timeout: 240_000 }, () => {
  // A firewall that drops port 25 looks like this from the inside: no host answers a SYN. (One that refuses with a
  // RST is no outage: a refusal proves packets go out and come back, and costs no time.) The 200 domains' MX hosts
  // are 40 addresses that never complete a handshake.
  const HOSTS = 40;
  let world: MailWorld;

  beforeAll(async () => {
    world = await startMailWorld([
      handmadeWorld(
        Array.from({ length: HOSTS }, () => 'silent' as const),
        Array.from({ length: DOMAINS }, (_, i) => ({ name: `d${i}.test`, mx: [i % HOSTS] })),
      ),
    ]);
  });

  afterAll(async () => {
    await world?.close();
  });

  /** Seconds from upload to completion of a 10,000-row order on a fresh server with `env`. */
  async function timedOrder(env: Record<string, string>) {
    const server = await startTestServer(singleDatabaseKind, env);
    try {
      const user = await createTestUser(server);
      const client = new Leadproof({
        baseURL: server.url,
        accessToken: () => user.accessToken,
        maxRetries: 0,
      });
      const rows = Array.from({ length: ROWS }, (_, i) => `Person ${i},person${i}@d${i % DOMAINS}.test`);
      const file = await tempFile('blocked.csv', ['name,email', ...rows].join('\n'));
      const started = Date.now();
      const order = await client.uploadCsv(file);
      const done = await client.waitForOrder(order.id, { intervalMs: 250 });
      return {
        seconds: (Date.now() - started) / 1000,
        done,
        results: await resultsOf(server, user, order.id),
      };
    } finally {
      await server.dispose();
    }
  }

  // Each batch's held tries are jobs of their own (the first try and EMAIL_SMTP_RETRIES holds: 150 jobs here), and on
  // PGlite, which this ran on before, at a load average of 12 they took ~50 s of the 64-73 s measured over the offline
  // order. The fault this guards against, every address waiting out its timeouts, would cost at least
  // 10,000 × 3 s ÷ 25 unanswered connections = 1,200 s.
  it('completes within two minutes of its time without the check, every address unknown, and says why', async () => {
    const env = probeEnv(world.dnsServer, world.port);
    const offline = await timedOrder({ ...env, EMAIL_SMTP_PROBE: 'off' });
    const blocked = await timedOrder(env);

    expect(blocked.done.status).toBe('completed');
    expect(blocked.seconds).toBeLessThan(offline.seconds + 120);
    expect(blocked.done.stats?.mailbox).toMatchObject({ checked: true, outage: true, addresses: ROWS });
    expect(blocked.done.stats?.mailbox?.note).toMatch(/port 25/);
    expect(blocked.done.stats?.emails.unknown).toBe(ROWS);
    for (const [status, reason] of blocked.results.values()) {
      expect(status).toBe('unknown');
      expect(reason).toContain('smtp_unavailable');
    }
    expect(offline.done.stats?.mailbox).toMatchObject({ checked: false });
  });
});
