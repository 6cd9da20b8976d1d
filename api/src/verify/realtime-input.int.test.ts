/**
 * Real-time checks (issue 40, item 5) on both databases: input a check can read nothing from is refused with 422
 * before any charge, and `stream: true` answers the offline and DNS verdict first, then the mailbox check's, with
 * the same single charge as the JSON answer.
 */

import { type VerifyStreamEvent, verifyStreamEventSchema } from '@leadproof/contract/verify';
import type { ScriptedSmtpServer } from '@leadproof/engine/testing/scripted-smtp-server';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import {
  mailboxProbeEnv,
  mailDomainsZone,
  startMailServerWithGoneMailboxes,
} from '../testing/mailbox-probe-setup';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';

/** How long the mail server takes over each RCPT: the mailbox check is the slow part of a check. */
const RCPT_DELAY_MS = 600;

/** The events of a streamed answer as they arrive, each with when it came (ms since `started`). */
async function* streamEvents(response: Response, started: number) {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    let end = pending.indexOf('\n');
    while (end >= 0) {
      const event: VerifyStreamEvent = verifyStreamEventSchema.parse(JSON.parse(pending.slice(0, end)));
      yield { event, at: performance.now() - started };
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
  }
}

describe.each(singleDatabaseKinds)('real-time check input and streamed answers on %s', (kind) => {
  let dns: ZoneDnsServer;
  let smtp: ScriptedSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startMailServerWithGoneMailboxes(RCPT_DELAY_MS);
    dns = await startZoneDnsServer(mailDomainsZone('acme.test'));
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '50',
      ...mailboxProbeEnv(dns.server, smtp.port),
    });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    await dns?.close();
  });

  const post = (user: TestUser, path: string, body: unknown) =>
    authedFetch(server, user, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses what is neither an address nor a number, and a national number without a country, for free', async () => {
    const user = await createTestUser(server);
    const cases: Array<[unknown, string, RegExp]> = [
      [{ email: 'asdf!!@@' }, 'contact_unreadable', /email: "asdf!!@@" is not an e-mail address/],
      [{ phone: 'call reception' }, 'contact_unreadable', /phone: "call reception" is not a phone number/],
      [
        { phone: '(415) 555-0100' },
        'phone_country_required',
        /phone: "\(415\) 555-0100" has no country code/,
      ],
      [
        { email: 'n/a', phone: 'ask' },
        'contact_unreadable',
        /email: "n\/a" is not an e-mail address.*; phone: "ask" is not a phone number/,
      ],
    ];
    for (const [body, code, message] of cases) {
      const response = await post(user, '/api/verify', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/^Nothing to check, so nothing was charged: /);
      expect(error.message).toMatch(message);
    }
    const batch = await post(user, '/api/verify/batch', {
      contacts: [{ email: 'ada@acme.test' }, { phone: '020 7946 0958' }],
    });
    expect(batch.status).toBe(422);
    expect(((await batch.json()) as { error: { message: string } }).error.message).toMatch(
      /contacts\.1\.phone: "020 7946 0958" has no country code/,
    );

    // Readable ones still run: a number in the country given, an address with a bad phone beside it.
    const inCountry = await post(user, '/api/verify', { phone: '(415) 555-0100', country: 'US' });
    expect(inCountry.status).toBe(200);
    const withBadPhone = await post(user, '/api/verify', { email: 'gone@nowhere.test', phone: 'ask' });
    expect(withBadPhone.status).toBe(200);

    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    // Only the two checks that ran were charged.
    expect((await client.users.balance()).balance).toBe(48);
  });

  it('streams the offline verdict first, then the mailbox result, charged once', async () => {
    const user = await createTestUser(server);
    const started = performance.now();
    const response = await post(user, '/api/verify', { email: 'gone@acme.test', stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const events: Array<{ event: VerifyStreamEvent; at: number }> = [];
    for await (const event of streamEvents(response, started)) events.push(event);
    expect(events.map(({ event }) => event.type)).toEqual(['provisional', 'result']);
    const [provisional, result] = events.map(({ event }) => event);
    expect(provisional).toMatchObject({ verdict: { email: { status: 'valid', smtp: '' } } });
    expect(result).toMatchObject({
      result: { email: { status: 'invalid', reasons: ['mailbox_not_found'] }, creditsCharged: 1 },
    });
    // The early verdict did not wait for the mail server (two RCPTs: the catch-all test address, then the mailbox).
    expect(events[1]!.at - events[0]!.at).toBeGreaterThanOrEqual(RCPT_DELAY_MS);

    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    expect((await client.users.balance()).balance).toBe(49);
    const ledger = await auditCreditLedger(client);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('ends with an error event when the charge fails after the answer began (the balance spent meanwhile)', async () => {
    const user = await createTestUser(server);
    const response = await post(user, '/api/verify', { email: 'ada@acme.test', stream: true });
    expect(response.status).toBe(200);
    const types: string[] = [];
    for await (const { event } of streamEvents(response, performance.now())) {
      types.push(event.type);
      if (event.type === 'provisional') {
        // While the mail server is asked, the whole balance goes elsewhere.
        await server.services.creditLedger.debit({
          userId: user.id,
          amount: 50,
          reason: 'adjustment',
          description: 'test: spend the trial meanwhile',
          idempotencyKey: `test-drain:${user.id}`,
        });
      }
      if (event.type === 'error') {
        expect(event).toMatchObject({ status: 402, error: { code: 'payment_required' } });
        expect(event.error.requestId).toEqual(expect.any(String));
      }
    }
    expect(types).toEqual(['provisional', 'error']);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    expect((await client.users.balance()).balance).toBe(0);
  });

  it('streams the result alone when no mailbox check follows; refusals before it keep their status', async () => {
    const user = await createTestUser(server);
    const phone = await post(user, '/api/verify', { phone: '+1 415 555 0100', stream: true });
    const lines = (await phone.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as VerifyStreamEvent);
    expect(lines.map((line) => line.type)).toEqual(['result']);

    // Refusals that come before the answer starts keep their status: the stream is only for checks that run.
    const unreadable = await post(user, '/api/verify', { email: 'asdf!!@@', stream: true });
    expect(unreadable.status).toBe(422);
    expect(unreadable.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
