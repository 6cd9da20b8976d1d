/**
 * `leadproof bounces upload|list|show` (issue #37) with the built CLI against the embedded server: a bounce log of
 * two hard bounces of addresses an order called valid and one soft bounce gives 2 credits back.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../api/src/testing/start-test-server';
import { singleDatabaseKinds } from '../../api/src/testing/test-databases';
import { createTestUser } from '../../api/src/testing/test-users';
import { insertOrderWithVerdicts } from '../../api/src/testing/verdict-orders';
import { ensureBuiltCli, runCliAt } from './testing/built-cli';

describe.each(singleDatabaseKinds)('leadproof bounces on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let home: string;
  let orderId: string;

  beforeAll(async () => {
    ensureBuiltCli();
    server = await startTestServer(kind, {});
    const user = await createTestUser(server);
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-cli-bounces-'));
    const login = await leadproof(['login', '--email', user.email, '--password-stdin'], `${user.password}\n`);
    expect(login.code, login.stderr).toBe(0);
    // The first API call creates the user's row, which the order references.
    expect((await leadproof(['balance'])).code).toBe(0);
    const valid = Array.from({ length: 40 }, (_, i) => `ok${i}@example.com`);
    orderId = await insertOrderWithVerdicts(server.services, user.id, { valid, risky: [] });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const leadproof = (args: string[], stdin?: string) => runCliAt(server.url, home, args, stdin);

  it('uploads a bounce log, waits, and shows the refund; list and show find the report', async () => {
    const file = path.join(home, 'postmark-bounces.csv');
    await writeFile(
      file,
      [
        'ID,Type,TypeCode,Name,Email,BouncedAt,Details,Description',
        '1,HardBounce,1,Hard bounce,ok1@example.com,2026-11-01T10:00:00Z,smtp;550 5.1.1 user unknown,',
        '2,HardBounce,1,Hard bounce,ok2@example.com,2026-11-01T10:00:00Z,,',
        '3,SoftBounce,4096,Soft bounce,ok3@example.com,2026-11-01T10:00:00Z,smtp;452 4.2.2 mailbox full,',
      ].join('\n'),
    );
    const uploaded = await leadproof(['bounces', 'upload', file, '--wait', '--json']);
    expect(uploaded.code, uploaded.stderr).toBe(0);
    const report = JSON.parse(uploaded.stdout) as {
      id: string;
      status: string;
      refundedCredits: number;
      format: string;
    };
    expect(report).toMatchObject({ status: 'completed', refundedCredits: 2, format: 'postmark' });

    const list = JSON.parse((await leadproof(['bounces', 'list', '--json'])).stdout) as Array<{ id: string }>;
    expect(list.map((item) => item.id)).toEqual([report.id]);

    const shown = await leadproof(['bounces', 'show', report.id]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Refunded: 2 credits.');
    expect(shown.stdout).toContain(orderId.slice(0, 8));
    expect(shown.stdout).toMatch(/Not refunded: 1 soft address/);
  });
});
