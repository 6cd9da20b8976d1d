/**
 * The built `leadproof` against the real embedded server (on PGlite; the API's own suites cover both databases):
 * sign-in, the scripted workflow (upload --wait --out), `--json` shapes, and exit codes 2, 3 and 4 where they belong.
 */
import { chmod, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv } from '../../api/src/testing/csv-fixtures';
import { startTestServer, type TestServer } from '../../api/src/testing/start-test-server';
import { singleDatabaseKinds } from '../../api/src/testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../api/src/testing/test-users';
import { ensureBuiltCli, runCli } from './testing/built-cli';

// Each test runs the CLI several times as a new Node process; on a loaded 2-core machine that is seconds each.
describe.each(singleDatabaseKinds)('leadproof CLI on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let user: TestUser;
  let home: string;

  beforeAll(async () => {
    ensureBuiltCli();
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
    user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-cli-'));
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** Runs the CLI against the test server with its own config dir (default: the shared signed-in one). */
  const leadproof = (
    args: string[],
    options: { stdin?: string; configHome?: string; env?: Record<string, string> } = {},
  ) =>
    runCli(['--api-url', server.url, ...args], {
      cwd: home,
      stdin: options.stdin,
      env: { HOME: home, XDG_CONFIG_HOME: options.configHome ?? path.join(home, 'config'), ...options.env },
    });
  const parsed = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

  it('logs in with e-mail and password from stdin, saving the credentials with mode 0600', async () => {
    const wrong = await leadproof(['login', '--email', user.email, '--password-stdin'], {
      stdin: 'not-the-password\n',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Incorrect email or password.');

    const login = await leadproof(['login', '--email', user.email, '--password-stdin', '--json'], {
      stdin: `${user.password}\n`,
    });
    expect(login.code).toBe(0);
    const credentialsPath = path.join(home, 'config', 'leadproof', 'credentials.json');
    expect(parsed(login.stdout)).toEqual({
      apiUrl: server.url,
      email: user.email,
      method: 'session',
      credentialsPath,
    });
    expect((await stat(credentialsPath)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(credentialsPath))).mode & 0o777).toBe(0o700);

    const whoami = await leadproof(['whoami', '--json']);
    expect(whoami.code).toBe(0);
    expect(parsed(whoami.stdout)).toEqual({
      apiUrl: server.url,
      method: 'session',
      source: 'credentials',
      user: { id: user.id, email: user.email, firstName: 'Ada', lastName: 'Lovelace', company: null },
    });
    const text = await leadproof(['whoami']);
    expect(text.stdout).toContain(`${user.email} (Ada Lovelace)`);
  });

  it('prints parseable --json for balance, pricing and transactions', async () => {
    expect(parsed((await leadproof(['balance', '--json'])).stdout)).toEqual({ balance: 50 });
    expect(parsed((await leadproof(['pricing', '--json'])).stdout)).toEqual({
      items: expect.arrayContaining([{ type: 'upload_csv', price_per_row: 1 }]),
    });
    const transactions = parsed((await leadproof(['transactions', '--json'])).stdout);
    expect(transactions).toEqual({
      items: [expect.objectContaining({ amount: 50, reason: 'grant', description: 'Free trial credits' })],
      nextOffset: null,
    });
    expect(parsed((await leadproof(['transactions', '--all', '--json'])).stdout)).toEqual(transactions);
  });

  it('uploads with --wait --out: the saved results equal the file the API serves', async () => {
    const leads = path.join(home, 'leads.csv');
    await writeFile(leads, leadsCsv(12));
    const upload = await leadproof([
      'upload',
      'leads.csv',
      '--yes',
      '--wait',
      '--out',
      'verified.csv',
      '--json',
    ]);
    expect(upload.stderr).toBe('');
    expect(upload.code).toBe(0);
    const result = parsed(upload.stdout) as {
      order: { id: string; status: string; rowCount: number };
      estimate: unknown;
      resultsPath: string;
    };
    expect(result.estimate).toEqual({
      file: 'leads.csv',
      bytes: (await stat(leads)).size,
      rows: 12,
      pricePerRow: 1,
      cost: 12,
      balance: 50,
    });
    expect(result.order).toMatchObject({ status: 'completed', rowCount: 12, creditsUsed: 12 });
    expect(result.resultsPath).toBe(path.join(home, 'verified.csv'));

    // Bytes, not text: the results start with a UTF-8 BOM, which text decoding would drop.
    const served = Buffer.from(
      await (await authedFetch(server, user, `/api/orders/${result.order.id}/csv/results`)).arrayBuffer(),
    );
    expect(served.length).toBeGreaterThan(0);
    expect((await readFile(path.join(home, 'verified.csv'))).equals(served)).toBe(true);

    const short = result.order.id.slice(0, 8);
    const list = parsed((await leadproof(['orders', 'list', '--status', 'completed', '--json'])).stdout) as {
      items: { id: string; fileName: string }[];
    };
    expect(list.items.map((o) => [o.id, o.fileName])).toEqual([[result.order.id, 'leads.csv']]);
    const listed = await leadproof(['orders', 'list']);
    expect(listed.stdout).toMatch(new RegExp(`^${short} +leads\\.csv +completed`, 'm'));
    expect(parsed((await leadproof(['orders', 'show', short, '--json'])).stdout)).toMatchObject({
      id: result.order.id,
      fileName: 'leads.csv',
      status: 'completed',
    });
    const shown = await leadproof(['orders', 'show', short]);
    expect(shown.stdout).toContain('Name:          leads.csv\n');
    expect(shown.stdout).toContain('Status:        completed');
    // The report's lines keep the label column: 12 distinct contacts, scored in ten buckets.
    expect(shown.stdout).toContain('Duplicates:    0\n');
    expect(shown.stdout).toMatch(/^Scores: {8}0\+ \d+, 10\+ \d+, .*, 90\+ \d+$/m);
    expect(shown.stdout).toMatch(/^Top reasons: {3}\w+ \d+/m);

    // Default names after the uploaded file, streamed to disk beside it (never over it).
    const base = path.basename(leads, '.csv');
    const original = await leadproof(['download', short, '--original', '--json']);
    expect(parsed(original.stdout)).toEqual({
      orderId: result.order.id,
      file: 'original',
      path: path.join(home, `${base}.original.csv`),
      bytes: (await stat(leads)).size,
    });
    expect(await readFile(path.join(home, `${base}.original.csv`), 'utf8')).toBe(leadsCsv(12));
    expect((await leadproof(['download', result.order.id])).code).toBe(0);
    expect((await readFile(path.join(home, `${base}.verified.csv`))).equals(served)).toBe(true);
  });

  it("deletes an order's files with orders delete-files --yes; downloads then say why", async () => {
    const list = parsed((await leadproof(['orders', 'list', '--status', 'completed', '--json'])).stdout) as {
      items: { id: string }[];
    };
    const id = list.items[0]?.id ?? '';
    const short = id.slice(0, 8);
    const unasked = await leadproof(['orders', 'delete-files', short]);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('Add --yes to delete the files without being asked');

    const deleted = await leadproof(['orders', 'delete-files', short, '--yes', '--json']);
    expect(deleted.code).toBe(0);
    expect(parsed(deleted.stdout)).toEqual({ id, filesDeleted: true });
    const download = await leadproof(['download', short]);
    expect(download.code).toBe(1);
    expect(download.stderr).toMatch(
      /^Error: Files deleted on \d{4}-\d{2}-\d{2}: this order's files were deleted on request\./,
    );
    const shown = await leadproof(['orders', 'show', short]);
    expect(shown.stdout).toMatch(/^Files: {9}deleted \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/m);
    expect(shown.stdout).toContain('Status:        completed');
  });

  it('refuses an upload the balance does not cover with exit code 4, before creating an order', async () => {
    const big = path.join(home, 'too-many.csv');
    await writeFile(big, leadsCsv(60));
    const upload = await leadproof(['upload', big, '--yes']);
    expect(upload.code).toBe(4);
    expect(upload.stderr).toContain(
      'Not enough credits: too-many.csv needs 60 credits and your balance is 38 credits.',
    );
    const orders = parsed((await leadproof(['orders', 'list', '--json'])).stdout) as { items: unknown[] };
    expect(orders.items).toHaveLength(1);

    const json = await leadproof(['upload', big, '--yes', '--json']);
    expect(json.code).toBe(4);
    expect(json.stdout).toBe('');
    expect(JSON.parse(json.stderr)).toEqual({
      error: {
        code: 'not_enough_credits',
        message: expect.stringContaining('Not enough credits'),
        exitCode: 4,
      },
    });
  });

  it('exits 2 for usage errors', async () => {
    const cases = [
      ['upload'],
      ['upload', 'leads.csv', '--out', 'x.csv'],
      ['upload', 'leads.csv'], // stdin is not a terminal and --yes is missing
      ['orders', 'list', '--status', 'bogus'],
      ['download', 'abc', '--original', '--results'],
      ['buy', 'platinum'],
    ];
    const runs = await Promise.all(cases.map((args) => leadproof(args)));
    expect(runs.map((run, i) => ({ args: cases[i], code: run.code }))).toEqual(
      cases.map((args) => ({ args, code: 2 })),
    );
    for (const run of runs) expect(run.stderr).not.toBe('');
  });

  it('signs in with an API key, and exits 3 once the key is revoked or without credentials', async () => {
    const session = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const key = await session.apiKeys.create({ name: 'cli test', scope: 'read', expiresAt });
    const configHome = path.join(home, 'config-key');
    const login = await leadproof(['login', '--api-key', '--json'], { stdin: `${key.secret}\n`, configHome });
    expect(login.code).toBe(0);
    expect(parsed(login.stdout)).toMatchObject({ email: user.email, method: 'apiKey' });
    expect(parsed((await leadproof(['whoami', '--json'], { configHome })).stdout)).toMatchObject({
      method: 'apiKey',
      apiKeyPrefix: key.prefix,
      user: { id: user.id, apiKey: { scope: 'read', expiresAt } },
    });
    expect((await leadproof(['whoami'], { configHome })).stdout).toContain(
      `read scope, expires ${expiresAt.slice(0, 10)}`,
    );
    expect(
      parsed(
        (
          await leadproof(['balance', '--json'], {
            configHome: path.join(home, 'none'),
            env: { LEADPROOF_API_KEY: key.secret },
          })
        ).stdout,
      ),
    ).toEqual({
      balance: 38,
    });

    await session.apiKeys.revoke(key.id);
    const revoked = await leadproof(['balance'], { configHome });
    expect(revoked.code).toBe(3);
    expect(revoked.stderr).toContain('This API key is invalid or has been revoked.');

    const nobody = await leadproof(['whoami'], { configHome: path.join(home, 'nobody') });
    expect(nobody.code).toBe(3);
    expect(nobody.stderr).toContain('You are not signed in');
  });

  it('refreshes an access token near expiry and saves the rotated tokens', async () => {
    const file = path.join(home, 'config', 'leadproof', 'credentials.json');
    const before = JSON.parse(await readFile(file, 'utf8'));
    before.profiles[server.url].expiresAt = Math.floor(Date.now() / 1000) + 30;
    await writeFile(file, JSON.stringify(before));
    await chmod(file, 0o600);
    const balance = await leadproof(['balance', '--json']);
    expect(balance.code).toBe(0);
    const after = JSON.parse(await readFile(file, 'utf8')).profiles[server.url];
    expect(after.refreshToken).not.toBe(before.profiles[server.url].refreshToken);
    expect(after.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('logs out: the session ends on the server and the next command exits 3', async () => {
    const file = path.join(home, 'config', 'leadproof', 'credentials.json');
    const { refreshToken } = JSON.parse(await readFile(file, 'utf8')).profiles[server.url];
    const logout = await leadproof(['logout', '--json']);
    expect(parsed(logout.stdout)).toEqual({ apiUrl: server.url, signedOut: true });
    expect((await leadproof(['balance'])).code).toBe(3);
    const refresh = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: server.services.builtinAuth!.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refresh.status).toBe(400);
  });
});
