/** No password or token reaches the server's output; the outbox holds only the confirmation link. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../../testing/spawn-server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases';

describe('secrets in logs and the outbox', { timeout: 180_000 }, () => {
  let server: SpawnedServer;
  let url: string;
  let dataDir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    // A data dir whose database is already migrated (a copy of the run's template), and no demo leads: a first
    // start would spend most of its time on the cluster and the seed, none of which this test reads.
    database = await createTestDatabase('pglite', { migrated: true });
    dataDir = path.dirname((database.config as { dataDir: string }).dataDir);
    const port = await freePort();
    url = `http://localhost:${port}`;
    server = spawnServer({
      env: {
        PORT: String(port),
        LEADPROOF_DATA_DIR: dataDir,
        LOG_LEVEL: 'debug',
        AUTH_EMAIL_INTERVAL_SECONDS: '0',
        LEADS_DEMO_INVENTORY: 'off',
      },
    });
    await waitUntilHealthy(server, `${url}/api/health`);
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.dispose();
  });

  it('never prints a password or token, and mails only the link', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const email = 'logs@example.com';
    const { supabaseAnonKey } = await (await fetch(`${url}/config.json`)).json();
    const post = (pathname: string, body: unknown) =>
      fetch(`${url}/auth/v1${pathname}`, {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    await post('/signup', { email, password, data: { firstName: 'Log' } });
    const mailDir = path.join(dataDir, 'mail');
    const [file] = await readdir(mailDir);
    const mail = JSON.parse(await readFile(path.join(mailDir, file!), 'utf8'));
    const tokenHash = new URL(mail.links.confirm).searchParams.get('token_hash')!;
    const session = await (await post('/verify', { type: 'signup', token_hash: tokenHash })).json();
    const refreshed = await (
      await post('/token?grant_type=refresh_token', { refresh_token: session.refresh_token })
    ).json();
    await post('/token?grant_type=password', { email, password: 'wrong-password' });
    await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${refreshed.access_token}x` } });

    const output = server.output();
    expect(output).toContain(tokenHash); // the one console line with the confirmation link
    for (const secret of [
      password,
      'wrong-password',
      session.access_token,
      session.refresh_token,
      refreshed.refresh_token,
    ]) {
      expect(output).not.toContain(secret);
    }
    const mailText = JSON.stringify(mail);
    expect(mailText).not.toContain(password);
    expect(Object.keys(mail.links)).toEqual(['confirm']);
  });
});
