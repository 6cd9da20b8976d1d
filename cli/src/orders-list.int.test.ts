/**
 * `leadproof orders list` pages (issue #26), with the built CLI against the embedded server (on PGlite): a
 * user with 250 orders sees the latest 20 with the counts per status and a hint, and all 250 with `--all`.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts250, insertOrders } from '../../api/src/testing/many-orders';
import { startTestServer, type TestServer } from '../../api/src/testing/start-test-server';
import { singleDatabaseKinds } from '../../api/src/testing/test-databases';
import { createTestUser } from '../../api/src/testing/test-users';
import { ensureBuiltCli, runCliAt } from './testing/built-cli';

describe.each(singleDatabaseKinds)('leadproof orders list on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let home: string;
  let expected: string[];

  beforeAll(async () => {
    ensureBuiltCli();
    server = await startTestServer(kind, {});
    const user = await createTestUser(server);
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-cli-orders-'));
    const login = await leadproof(['login', '--email', user.email, '--password-stdin'], `${user.password}\n`);
    expect(login.code, login.stderr).toBe(0);
    // The first API call creates the user's row, which the orders reference.
    expect((await leadproof(['balance'])).code).toBe(0);
    expected = (await insertOrders(server.services.database, user.id, 250)).map((o) => o.id);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const leadproof = (args: string[], stdin?: string) => runCliAt(server.url, home, args, stdin);

  it('lists the latest 20 with the counts, and every order with --all', async () => {
    const page = JSON.parse((await leadproof(['orders', 'list', '--json'])).stdout) as {
      items: Array<{ id: string }>;
      nextOffset: number | null;
      counts: unknown;
    };
    expect(page.items.map((o) => o.id)).toEqual(expected.slice(0, 20));
    expect(page).toMatchObject({ nextOffset: 20, counts: counts250 });

    const text = await leadproof(['orders', 'list']);
    expect(text.stdout).toContain('250 orders: 100 pending, 100 completed, 50 failed');
    expect(text.stdout).toContain('Older orders: leadproof orders list --all');

    const all = JSON.parse((await leadproof(['orders', 'list', '--all', '--json'])).stdout) as {
      items: Array<{ id: string }>;
      nextOffset: number | null;
    };
    expect(all.items.map((o) => o.id)).toEqual(expected);
    expect(all.nextOffset).toBeNull();
    const failed = JSON.parse(
      (await leadproof(['orders', 'list', '--status', 'failed', '--all', '--json'])).stdout,
    );
    expect(failed.items).toHaveLength(50);
  });
});
