/**
 * The product as separate processes sharing one configuration (database, data dir, public URL):
 * an API server, and in production topology worker processes. For fault tests that kill or
 * restart processes and start them again on the same state.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from './spawn-server';
import { runTemplates } from './test-databases';

export type SpawnedProduct = {
  url: string;
  dataDir: string;
  /** The environment every process of this product starts with. */
  env: Record<string, string>;
  /** Starts `serve` on the product's port and waits until it answers. */
  startServer(): Promise<SpawnedServer>;
  /** Starts a `worker` process (PostgreSQL only); `args` follow `worker`, e.g. `['--queue', 'probe']`. */
  startWorker(args?: readonly string[]): SpawnedServer;
  /** Kills every process it started that still runs, and deletes the data dir. */
  dispose(): Promise<void>;
};

/**
 * Prepares a product over `databaseUrl` (PostgreSQL) or, without one, embedded PGlite in the data
 * dir; `env` adds or overrides settings. Nothing runs until `startServer`/`startWorker`.
 * Embedded PGlite starts from a copy of the run's migrated template when there is one: a first start's initdb and
 * migrations cost about 4 CPU-seconds, which no fault test is about.
 */
export async function spawnedProduct(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<SpawnedProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-product-'));
  const { pgliteDataDir } = databaseUrl ? {} : await runTemplates();
  if (pgliteDataDir) await cp(pgliteDataDir, path.join(dataDir, 'pglite'), { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const shared: Record<string, string> = {
    LEADPROOF_DATA_DIR: dataDir,
    PUBLIC_URL: url,
    AUTH_EMAIL_INTERVAL_SECONDS: '0',
    // No DNS look-ups of the fixtures' example.com domains: results do not depend on the network.
    EMAIL_DNS: 'off',
    LEADS_DEMO_INVENTORY: 'off',
    // No SMTP probes: production mode turns the mailbox check on, and tests never reach real mail servers.
    EMAIL_SMTP_PROBE: 'off',
    // Every test account signs up from this machine; each needs its trial.
    TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000',
    LOG_LEVEL: 'warn',
    // Production mode needs SMTP_URL; the tests read confirmation links from the dev outbox instead.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEV_OUTBOX: 'on' } : {}),
    ...env,
  };
  const processes: SpawnedServer[] = [];
  return {
    url,
    dataDir,
    env: shared,
    startServer: async () => {
      const server = spawnServer({ env: { ...shared, PORT: String(port) } });
      processes.push(server);
      await waitUntilHealthy(server, `${url}/api/health`);
      return server;
    },
    startWorker: (args = []) => {
      const worker = spawnServer({ env: shared, args: ['worker', ...args] });
      processes.push(worker);
      return worker;
    },
    dispose: async () => {
      for (const p of processes)
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(processes.map((p) => p.exited));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
