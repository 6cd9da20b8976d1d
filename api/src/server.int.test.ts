import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { createLogger } from './logger';
import { startServer } from './server';
import { freePort } from './testing/free-port';
import { spawnServer, waitUntilHealthy } from './testing/spawn-server';
import { createTestDatabase, databaseKinds, type TestDatabase } from './testing/test-databases';

const logger = createLogger('error');
const tempDir = () => mkdtemp(path.join(tmpdir(), 'leadproof-server-'));

describe.each(databaseKinds)('server on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    // Migrated already (a copy of the run's template): a first start's cluster and migrations are not what these
    // tests check, and on a loaded machine they alone outlast a test's minute. The e2e project's global set-up
    // starts the built product on a fresh data dir.
    testDb = await createTestDatabase(kind, { migrated: true });
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  async function configFor(dataDir: string) {
    return loadConfig({
      PORT: String(await freePort()),
      LEADPROOF_DATA_DIR: testDb.config.driver === 'pglite' ? path.dirname(testDb.config.dataDir) : dataDir,
      DATABASE_URL: testDb.config.driver === 'postgres' ? testDb.config.url : undefined,
      // Production mode needs SMTP_URL; these tests send no e-mail.
      DEV_OUTBOX: 'on',
      // Nor do they wait for a load balancer to notice a shutdown.
      SHUTDOWN_DRAIN_SECONDS: '0',
      // Nor read the demo leads an embedded first start seeds.
      LEADS_DEMO_INVENTORY: 'off',
    });
  }

  it('reports its mode and database on /api/health', async () => {
    const server = await startServer(await configFor(await tempDir()), logger);
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        version: expect.any(String),
        mode: kind === 'pglite' ? 'embedded' : 'production',
        db: kind,
      });
    } finally {
      await server.stop();
    }
  });

  it('finds data written before a restart after it', async () => {
    const dataDir = await tempDir();
    const first = await startServer(await configFor(dataDir), logger);
    await first.services.database.db
      .insertInto('app_settings')
      .values({ key: 'restart-check', value: JSON.stringify({ written: 'before restart' }) })
      .execute();
    await first.stop();

    const second = await startServer(await configFor(dataDir), logger);
    try {
      const row = await second.services.database.db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', 'restart-check')
        .executeTakeFirst();
      expect(row?.value).toEqual({ written: 'before restart' });
    } finally {
      await second.stop();
    }
  });
});

// Each test starts real processes (the built server + PGlite); on a busy 2-core machine that takes a while.
describe('server process', { timeout: 180_000 }, () => {
  it('stops on SIGTERM with exit code 0, and a second server on the same data dir refuses to start', async () => {
    // A migrated copy of the run's template and no demo leads: the cluster and the seed are not what this tests.
    const database = await createTestDatabase('pglite', { migrated: true });
    const dataDir = path.dirname((database.config as { dataDir: string }).dataDir);
    const port = await freePort();
    const first = spawnServer({
      env: { PORT: String(port), LEADPROOF_DATA_DIR: dataDir, LEADS_DEMO_INVENTORY: 'off' },
    });
    try {
      await waitUntilHealthy(first, `http://127.0.0.1:${port}/api/health`);

      const second = spawnServer({ env: { PORT: String(await freePort()), LEADPROOF_DATA_DIR: dataDir } });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is already using the data directory ${dataDir}`);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
      await database.dispose();
    }
  });

  it('exits non-zero naming DATABASE_URL when it is not a connection URL', async () => {
    const server = spawnServer({ env: { DATABASE_URL: 'nonsense', LEADPROOF_DATA_DIR: await tempDir() } });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^leadproof-api: Invalid configuration: DATABASE_URL must be a postgres/);
  });

  it('refuses production mode without SMTP_URL, naming the variable to set', async () => {
    // Nothing listens on port 1: the process must stop on its configuration before it tries the database.
    const server = spawnServer({
      env: {
        DATABASE_URL: 'postgres://leadproof@127.0.0.1:1/leadproof',
        LEADPROOF_DATA_DIR: await tempDir(),
      },
    });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^leadproof-api: Invalid configuration: SMTP_URL is required in production mode \(DATABASE_URL is set\): set it to your SMTP server/,
    );
  });

  it('refuses to run a worker without PostgreSQL', async () => {
    const worker = spawnServer({ env: { LEADPROOF_DATA_DIR: await tempDir() }, args: ['worker'] });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('The worker command needs DATABASE_URL');
  });
});
