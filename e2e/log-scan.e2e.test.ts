/** The check every e2e file's server log goes through (support/log-scan.ts) catches each kind of leak. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './support/accounts';
import { knownSecrets, logProblems } from './support/log-scan';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 'info', time: '2026-11-25T19:00:00.000Z', pid: 1, hostname: 'ci', ...fields });

const clean = [
  line({ msg: 'Leadproof is running at http://localhost:8787 (embedded mode, database: pglite)' }),
  line({
    msg: 'request completed',
    requestId: '0b8f0a4e-3c55-4e0b-9d0e-8f6f3a1c2d4e',
    method: 'GET',
    route: '/api/orders/:id',
    status: 200,
    durationMs: 3,
    userId: '5b6f3c1e-8a9d-4c1b-9f00-000000000001',
  }),
  line({
    msg: 'mail "Confirm your Leadproof account" kept in the dev outbox',
    mailId: '2026-11-25T19-00-00-000Z-a1b2c3d4',
  }),
  line({
    msg: 'job completed',
    jobId: 'e3f1c2d4-0000-4000-8000-000000000001',
    queue: 'orders-verify',
    durationMs: 812,
  }),
].join('\n');

describe('the log check', () => {
  it('passes a clean log', () => {
    expect(logProblems(`${clean}\n`, ['ann@example.com', TEST_PASSWORD])).toEqual([]);
  });

  it.each([
    ['a text line', 'Leadproof is running', /is not JSON/],
    ['a request line without its id', line({ msg: 'request completed', status: 200 }), /without a requestId/],
    ['an e-mail in a message', line({ msg: 'mail to ann@example.com' }), /an e-mail address/],
    ['an e-mail deep in a field', line({ msg: 'x', user: { profile: { contact: 'bo@corp.io' } } }), /e-mail/],
    [
      'an access token',
      line({ msg: 'x', t: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlX2hlcmU' }),
      /JWT/,
    ],
    ['an API key', line({ msg: 'x', key: 'lp_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345' }), /API key/],
    ['a refresh token', line({ msg: 'x', r: 'q8Zt3v-KpL0aWm9XyB2cD4eF6gH8iJ0kLmN1oP3rS5t' }), /opaque token/],
    ['the test password', line({ msg: `password ${TEST_PASSWORD}` }), /test user's data/],
  ])('fails a log with %s', (_what, bad, problem) => {
    const problems = logProblems(`${clean}\n${bad}\n`, ['ann@example.com', TEST_PASSWORD]);
    expect(problems.join('\n')).toMatch(problem);
    expect(problems[0]).toMatch(/^line 5 /);
  });

  it("knows the run's recipients, links and link tokens from the dev outbox", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-logscan-'));
    try {
      await mkdir(path.join(dataDir, 'mail'));
      const link = 'http://localhost:1/auth/v1/verify?token_hash=pkce_0123456789abcdef&type=signup';
      await writeFile(
        path.join(dataDir, 'mail', 'm1.json'),
        JSON.stringify({ to: 'ann@example.com', subject: 's', links: { confirm: link } }),
      );
      const secrets = await knownSecrets(dataDir);
      expect(secrets).toEqual(
        expect.arrayContaining([TEST_PASSWORD, 'ann@example.com', link, 'pkce_0123456789abcdef']),
      );
      // Not the link's other parameters, which the log may well hold (`/auth/v1/signup`).
      expect(secrets).not.toContain('signup');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
