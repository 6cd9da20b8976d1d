/**
 * `leadproof download --filter` with the built CLI against the real embedded server (on PGlite; the API's own
 * suites cover both databases): the rows of each filtered file, and its default name.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFile } from '../../api/src/testing/csv-fixtures';
import { FILTER_LIST, FILTER_ROWS, lpRows } from '../../api/src/testing/filter-fixture';
import { startTestServer, type TestServer } from '../../api/src/testing/start-test-server';
import { singleDatabaseKinds } from '../../api/src/testing/test-databases';
import { createTestUser, type TestUser } from '../../api/src/testing/test-users';
import { ensureBuiltCli, runCliAt } from './testing/built-cli';

describe.each(singleDatabaseKinds)('leadproof download --filter on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let user: TestUser;
  let home: string;
  let orderId: string;

  beforeAll(async () => {
    ensureBuiltCli();
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
    user = await createTestUser(server);
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-cli-filter-'));
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const confirmed = await client.orders.upload(await tempFile('filters.csv', FILTER_LIST));
    orderId = (await client.orders.poll(confirmed.id, { intervalMs: 200 })).id;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const leadproof = (args: string[], stdin?: string) => runCliAt(server.url, home, args, stdin);

  it('saves each filter under filters.{filter}.csv (after the uploaded file) with exactly its rows', async () => {
    const login = await leadproof(['login', '--email', user.email, '--password-stdin'], `${user.password}\n`);
    expect(login.code).toBe(0);
    const short = orderId.slice(0, 8);
    for (const [filter, rows] of Object.entries(FILTER_ROWS)) {
      const run = await leadproof(['download', short, '--filter', filter]);
      expect(run.code, run.stderr).toBe(0);
      expect(lpRows(await readFile(path.join(home, `filters.${filter}.csv`), 'utf8'))).toEqual(rows);
    }
    const piped = await leadproof(['download', short, '--filter', 'invalid', '-o', '-']);
    expect(lpRows(piped.stdout)).toEqual(FILTER_ROWS.invalid);
    const refused = await leadproof(['download', short, '--filter', 'bogus']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('bogus');
  });
});
