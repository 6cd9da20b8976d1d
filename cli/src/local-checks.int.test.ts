/**
 * What the built CLI decides without the server: the file checks (name, 50 MB) before any network call, usage
 * and sign-in exit codes, and Ctrl-C.
 */
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runCli } from './testing/built-cli';

describe('leadproof without a server', { timeout: 120_000 }, () => {
  let home: string;
  let server: Server;
  let apiUrl: string;
  let requests: string[];
  /** When set, the server never answers (to test Ctrl-C mid-request). */
  let hang = false;

  beforeAll(async () => {
    ensureBuiltCli();
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-cli-local-'));
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      if (!hang) res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    requests = [];
    hang = false;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const leadproof = (args: string[], onSpawn?: Parameters<typeof runCli>[1]['onSpawn']) =>
    runCli(['--api-url', apiUrl, ...args], {
      cwd: home,
      env: { HOME: home, XDG_CONFIG_HOME: path.join(home, 'config') },
      onSpawn,
    });

  it('refuses a 60 MB file with the size message before any network call', async () => {
    const big = path.join(home, 'big.csv');
    await writeFile(big, 'email\n');
    await truncate(big, 60 * 1024 * 1024);
    const run = await leadproof(['upload', 'big.csv', '--yes', '--wait']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Error: File size must be less than 50MB\n');
    const json = await leadproof(['upload', 'big.csv', '--yes', '--json']);
    expect(JSON.parse(json.stderr)).toEqual({
      error: { code: 'invalid_file', message: 'File size must be less than 50MB', exitCode: 1 },
    });
    expect(requests).toEqual([]);
  });

  it('accepts exactly 50 MB locally (then needs a sign-in: exit 3), still without a network call', async () => {
    const edge = path.join(home, 'edge.CSV');
    await writeFile(edge, '');
    await truncate(edge, 50 * 1024 * 1024);
    const run = await leadproof(['upload', 'edge.CSV', '--yes']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('You are not signed in');
    expect(requests).toEqual([]);
  });

  it('refuses a file that is neither .csv nor .xlsx with the file-type message, whether or not it exists', async () => {
    await writeFile(path.join(home, 'leads.xls'), 'email\n');
    for (const name of ['leads.xls', 'missing.txt']) {
      const run = await leadproof(['upload', name, '--yes']);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe('Error: Only CSV files are allowed\n');
    }
    expect(requests).toEqual([]);
  });

  it('refuses --sheet for a CSV before any request: a CSV has no sheets', async () => {
    await writeFile(path.join(home, 'leads.csv'), 'email\n');
    const run = await leadproof(['upload', 'leads.csv', '--sheet', 'Leads', '--yes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--sheet chooses a sheet of an .xlsx workbook, and leads.csv is a CSV');
    expect(requests).toEqual([]);
  });

  it('exits 3 when not signed in, and 2 for a bad command line', async () => {
    const signedOut = await Promise.all(
      [['balance'], ['whoami'], ['orders', 'list'], ['transactions']].map((args) => leadproof(args)),
    );
    expect(signedOut.map((run) => run.code)).toEqual([3, 3, 3, 3]);
    const usage = await leadproof(['orders', 'list', '--status', 'bogus', '--json']);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stderr)).toEqual({
      error: { code: 'usage', message: expect.stringContaining('bogus'), exitCode: 2 },
    });
    expect((await leadproof(['frobnicate'])).code).toBe(2);
    expect(requests).toEqual([]);
  });

  it('cancels a hanging request on Ctrl-C with exit code 130', async () => {
    hang = true;
    const run = await leadproof(['pricing'], (child) => {
      const poll = setInterval(() => {
        if (requests.length > 0) {
          clearInterval(poll);
          child.kill('SIGINT');
        }
      }, 20);
    });
    expect(run.code).toBe(130);
    expect(run.stderr).toBe('Error: Cancelled.\n');
  });
});
