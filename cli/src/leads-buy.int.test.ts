/**
 * Issue 10's acceptance, end to end with the built server and the built CLI: on a fresh embedded start
 * (the demo lead inventory seeded, default configuration), a customer who bought a credit pack runs
 * `leadproof leads buy --industry Software --country US --count 50 --wait --out x.csv` and gets 50
 * verified leads in the engine's results format.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvObjects } from '../../api/src/leads/test-leads';
import { submitDevForm } from '../../api/src/testing/billing-test-kit';
import { freePort } from '../../api/src/testing/free-port';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../../api/src/testing/spawn-server';
import { createTestUser, type TestUser } from '../../api/src/testing/test-users';
import { ensureBuiltCli, runCli } from './testing/built-cli';

describe('leadproof leads on a fresh embedded start', { timeout: 240_000 }, () => {
  let server: SpawnedServer;
  let url: string;
  let dataDir: string;
  let home: string;
  let user: TestUser;

  beforeAll(async () => {
    ensureBuiltCli();
    dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-leads-data-'));
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-leads-home-'));
    const port = await freePort();
    url = `http://localhost:${port}`;
    // The built product with nothing configured but where it listens and keeps its data.
    server = spawnServer({
      from: 'build',
      env: { PORT: String(port), LEADPROOF_DATA_DIR: dataDir, PUBLIC_URL: url },
    });
    await waitUntilHealthy(server, `${url}/api/health`, 180_000);
    user = await createTestUser({ url, dataDir });
  }, 240_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  const leadproof = (args: string[], stdin?: string) =>
    runCli(['--api-url', url, ...args], {
      cwd: home,
      stdin,
      env: { HOME: home, XDG_CONFIG_HOME: path.join(home, 'config'), PATH: process.env.PATH ?? '' },
    });

  it('buys 50 verified Software leads in the US into x.csv', async () => {
    expect(
      (await leadproof(['login', '--email', user.email, '--password-stdin'], `${user.password}\n`)).code,
    ).toBe(0);
    // The 50-credit free trial buys 33 leads; 50 cost 75, so first a credit pack through the local checkout.
    const checkout = await leadproof(['buy', 'pack-1k', '--json']);
    expect(checkout.code).toBe(0);
    const { url: checkoutUrl } = JSON.parse(checkout.stdout) as { url: string };
    expect((await submitDevForm(`${checkoutUrl}/pay`)).status).toBe(303);
    const balance = JSON.parse((await leadproof(['balance', '--json'])).stdout) as { balance: number };

    const quote = await leadproof([
      'leads',
      'quote',
      '--industry',
      'Software',
      '--country',
      'US',
      '--count',
      '50',
    ]);
    expect(quote.code).toBe(0);
    expect(quote.stdout).toContain('50 lead(s) cost 75 credits (1.5 credits per lead)');
    expect(quote.stdout).toContain('Demo data: these are fictitious people from the demo inventory.');

    const buy = await leadproof([
      'leads',
      'buy',
      '--industry',
      'Software',
      '--country',
      'US',
      '--count',
      '50',
      '--wait',
      '--out',
      'x.csv',
    ]);
    expect(buy.stderr).not.toMatch(/error/i);
    expect(buy.code).toBe(0);
    expect(buy.stdout).toContain('completed: 50 verified lead(s) for 75 credits.');
    expect(buy.stdout).toContain('Leads saved to x.csv.');

    const text = await readFile(path.join(home, 'x.csv'), 'utf8');
    const header =
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        ?.split(',') ?? [];
    // The engine's results format: the inventory's columns, then its fixed lp_* contract (docs/results-format.md).
    const engineColumns = header.slice(header.indexOf('lp_row'));
    expect(engineColumns.slice(0, 6)).toEqual([
      'lp_row',
      'lp_email',
      'lp_email_status',
      'lp_email_reason',
      'lp_email_suggestion',
      'lp_phone_e164',
    ]);
    expect(engineColumns).toContain('lp_score');
    const rows = await readCsvObjects(text);
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row).toMatchObject({
        Industry: 'Software',
        lp_country: 'US',
        lp_phone_status: 'valid',
        lp_duplicate_of: '',
      });
      // Embedded mode has no DNS: the address passed every offline check and its domain is unknown.
      expect(['valid', 'unknown']).toContain(row.lp_email_status);
      expect(row.lp_email).toMatch(/@[a-z-]+\.example$/);
      expect(row['Demo Data']).toMatch(/^yes/);
      // A phone is written as it is, with no formula-guard apostrophe (docs/results-format.md).
      expect(row.Phone).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(row.lp_phone_e164).toBe(row.Phone);
    }
    expect(new Set(rows.map((row) => row.lp_email)).size).toBe(50);
    const after = JSON.parse((await leadproof(['balance', '--json'])).stdout) as { balance: number };
    expect(after.balance).toBe(balance.balance - 75);
  });
});
