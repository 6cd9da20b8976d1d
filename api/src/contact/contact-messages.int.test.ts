/**
 * `POST /api/contact` on a real server, on both databases: a visitor's message is stored and e-mailed to the
 * operator's inbox (the dev outbox here, as in embedded mode) with the sender as Reply-To; bad input is refused with
 * the field to fix and stores nothing; a retried request is one message; the per-client limit answers 429; the
 * message survives a mail server that is down; the retention prune deletes old messages only.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  contactMessageCreateResponseSchema,
} from '@leadproof/contract/contact';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevOutbox, StoredMail } from '../embedded/mail/dev-outbox';
import type { Mailer } from '../mail/mailer';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { notifyOperator, pruneContactMessages } from './contact-jobs';

const INBOX = 'sales@operator.example';
const PER_HOUR = 4;

describe.each(singleDatabaseKinds)('POST /api/contact on %s', (kind) => {
  let server: TestServer;
  let outbox: DevOutbox;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      CONTACT_INBOX: INBOX,
      CONTACT_RATE_LIMIT_PER_HOUR: String(PER_HOUR),
    });
    outbox = server.services.mailer as DevOutbox;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  // Every request comes from this machine's address (no proxy is trusted, so X-Forwarded-For is ignored): a test
  // that needs the whole hourly allowance clears the limit's rows first.
  async function clearLimits() {
    await server.services.database.db.deleteFrom('auth_rate_limits').execute();
  }

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: `ada-${randomUUID().slice(0, 8)}@acme.example`,
    company: 'Acme',
    topic: 'sales',
    message: 'We verify 200,000 contacts a month. What would Enterprise cost us?',
    planId: 'enterprise-monthly',
    ...overrides,
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function mailTo(replyTo: string, timeoutMs = 20_000): Promise<StoredMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = (await outbox.list()).find((m) => m.replyTo === replyTo);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no operator e-mail replying to ${replyTo}`);
  }

  const stored = (email: string) =>
    server.services.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .execute();

  it('stores the message without an account and e-mails the operator, Reply-To the sender', async () => {
    await clearLimits();
    const body = message();
    const response = await post(body);
    expect(response.status).toBe(201);
    const answer = contactMessageCreateResponseSchema.parse(await response.json());
    expect(answer.responseTime).toBe('within one business day');
    expect(Math.abs(Date.parse(answer.receivedAt) - Date.now())).toBeLessThan(60_000);

    const rows = await stored(body.email);
    expect(rows).toEqual([
      expect.objectContaining({
        id: answer.id,
        topic: 'sales',
        name: 'Ada Lovelace',
        company: 'Acme',
        plan_id: 'enterprise-monthly',
        message: body.message,
      }),
    ]);

    const mail = await mailTo(body.email);
    expect(mail.to).toBe(INBOX);
    expect(mail.subject).toBe('New message via the contact form: Sales and Enterprise pricing');
    // The subject is logged by the outbox: it names nobody.
    expect(mail.subject).not.toContain('Ada');
    expect(mail.text).toContain('From: Ada Lovelace');
    expect(mail.text).toContain(`E-mail: ${body.email}`);
    expect(mail.text).toContain('Plan: Enterprise (monthly)');
    expect(mail.text).toContain(body.message);
    expect(mail.text).toContain('expect an answer within one business day');
    expect(mail.text).toContain(`Message id: ${answer.id}`);
    await expect
      .poll(async () => (await stored(body.email))[0]?.notified_at, { timeout: 10_000 })
      .toBeTruthy();
  });

  it('escapes what the visitor wrote in the HTML part', async () => {
    await clearLimits();
    const body = message({
      name: '<img src=x onerror=alert(1)>',
      message: '<script>alert("hi")</script> please',
    });
    expect((await post(body)).status).toBe(201);
    const mail = await mailTo(body.email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it.each([
    [{ email: 'ada at acme' }, /^email: enter an e-mail address we can answer/],
    [{ name: '   ' }, /^name: enter your name/],
    [{ message: 'Hi' }, /^message: write at least 10 characters/],
    [{ message: 'x'.repeat(5001) }, /^message: must be at most 5000 characters/],
    [{ topic: 'jobs' }, /^topic: must be one of sales, support, billing, privacy, other/],
    [{ planId: 'platinum' }, /^planId: must be a plan id/],
  ])('refuses %o with 400 naming the field, and stores nothing', async (change, problem) => {
    await clearLimits();
    const body = message(change);
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(problem);
    if (typeof body.email === 'string') expect(await stored(body.email)).toEqual([]);
  });

  it('takes a message from a signed-out SDK client, and a retry with the same Idempotency-Key is the same message', async () => {
    await clearLimits();
    const body = {
      name: 'Ada Lovelace',
      email: `ada-${randomUUID().slice(0, 8)}@acme.example`,
      topic: 'support' as const,
      message: 'How do I read the connect score of my results?',
    };
    const client = new Leadproof({ baseURL: server.url });
    const first = await client.contact.create(body, { idempotencyKey: 'contact-retry-1' });
    const again = await client.contact.create(body, { idempotencyKey: 'contact-retry-1' });
    expect(again.id).toBe(first.id);
    const rows = await stored(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: '', plan_id: null, topic: 'support' });
    await mailTo(body.email);
    expect((await outbox.list()).filter((m) => m.replyTo === body.email)).toHaveLength(1);
  });

  it(`accepts ${PER_HOUR} messages an hour from one client, then 429 with Retry-After, storing nothing more`, async () => {
    await clearLimits();
    for (let i = 0; i < PER_HOUR; i++) expect((await post(message())).status).toBe(201);
    const refused = message();
    const response = await post(refused);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(
      /^Too many messages from your network in the last hour: try again in \d+ minutes?\.$/,
    );
    expect(await stored(refused.email)).toEqual([]);
  });

  it('keeps the message when the mail server is down, and sends it once it is back, once', async () => {
    await clearLimits();
    const { database } = server.services;
    const row = await database.db
      .insertInto('contact_messages')
      .values({
        topic: 'billing',
        name: 'Grace',
        email: 'grace@acme.example',
        message: 'Where is my invoice?',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent: unknown[] = [];
    const down: Mailer = { send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const up: Mailer = { send: async (mail) => void sent.push(mail) };
    await expect(notifyOperator({ database, mailer: down, inbox: INBOX }, row.id)).rejects.toThrow(
      /ECONNREFUSED/,
    );
    const kept = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.notified_at).toBeNull();
    expect(await notifyOperator({ database, mailer: up, inbox: INBOX }, row.id)).toBe('sent');
    expect(await notifyOperator({ database, mailer: up, inbox: INBOX }, row.id)).toBe('already-sent');
    expect(sent).toHaveLength(1);
  });

  it(`deletes messages ${CONTACT_MESSAGE_RETENTION_DAYS} days after they arrived, and no others`, async () => {
    const { database } = server.services;
    const day = 24 * 3600 * 1000;
    const [old, recent] = await database.db
      .insertInto('contact_messages')
      .values([
        {
          topic: 'other',
          name: 'Old',
          email: 'old@acme.example',
          message: 'An old question, long answered.',
          created_at: new Date(Date.now() - (CONTACT_MESSAGE_RETENTION_DAYS + 1) * day),
        },
        {
          topic: 'other',
          name: 'Recent',
          email: 'recent@acme.example',
          message: 'A recent question, still open.',
          created_at: new Date(Date.now() - (CONTACT_MESSAGE_RETENTION_DAYS - 1) * day),
        },
      ])
      .returning('id')
      .execute();
    expect(await pruneContactMessages(database)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .selectFrom('contact_messages')
      .select('id')
      .where('id', 'in', [old!.id, recent!.id])
      .execute();
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
  });
});
