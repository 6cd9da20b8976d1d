/**
 * The product as production runs it, on this machine: a fresh database on the local PostgreSQL, one
 * `serve` process and separate `worker` processes of the BUILT api (`dist/main.js`), sharing one data
 * dir for the files (local storage) and the dev outbox (confirmation e-mails).
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPackageRoot } from '../../src/internal/api-package-root';
import { freePort } from '../../src/testing/free-port';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../../src/testing/spawn-server';
import { createTestDatabase } from '../../src/testing/test-databases';

export type ProductionStack = {
  url: string;
  dataDir: string;
  /** The database's name on the local PostgreSQL. */
  databaseName: string;
  server: SpawnedServer;
  workers: SpawnedServer[];
  /** Stops every process (SIGTERM, then SIGKILL after 10 s), drops the database and the data dir. */
  stop(): Promise<void>;
};

export type ProductionStackOptions = {
  /** Added to (and overriding) the stack's environment. */
  env?: Record<string, string>;
  /** `worker` processes. @default 1 */
  workers?: number;
  /** The arguments after `worker` of each worker process, e.g. `[['--queue', 'probe']]`; overrides `workers`. */
  workerArgs?: string[][];
};

/**
 * Settings of a load run that differ from production defaults, each for a reason:
 * the auth rate limits would refuse the run's own sign-ups (all from 127.0.0.1); a large trial pays
 * for every upload without a checkout; MX look-ups would measure this machine's resolver, not Leadproof.
 */
export const loadRunEnv: Readonly<Record<string, string>> = Object.freeze({
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  FREE_TRIAL_CREDITS: '100000',
  TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000',
  EMAIL_DNS: 'off',
  EMAIL_SMTP_PROBE: 'off',
});

async function waitForOutput(process: SpawnedServer, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void process.exited.then(() => {
    exited = true;
  });
  while (!process.output().includes(text)) {
    if (exited) throw new Error(`process exited before printing "${text}":\n${process.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" after ${timeoutMs} ms:\n${process.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopProcess(process: SpawnedServer): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), 10_000);
  await process.exited;
  clearTimeout(timer);
}

/** Starts a fresh database, the API server and its workers; resolves once all are ready. */
export async function startProductionStack(options: ProductionStackOptions = {}): Promise<ProductionStack> {
  const main = path.join(apiPackageRoot(), 'dist', 'main.js');
  await access(main).catch(() => {
    throw new Error(
      `${main} is missing: build the api first (npx -y pnpm@10.34.9 --filter @leadproof/api build)`,
    );
  });
  const database = await createTestDatabase('postgres');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-load-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env = {
    DATABASE_URL: (database.config as { url: string }).url,
    // Production mode needs SMTP_URL; the load run reads confirmation links from the dev outbox.
    DEV_OUTBOX: 'on',
    LEADPROOF_DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ...loadRunEnv,
    ...options.env,
  };
  const started: SpawnedServer[] = [];
  const stop = async () => {
    await Promise.all(started.map(stopProcess));
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The server first: it applies the migrations the workers need.
    const server = spawnServer({ from: 'build', env: { ...env, PORT: String(port) } });
    started.push(server);
    await waitUntilHealthy(server, `${url}/api/health`);
    const workerArgs = options.workerArgs ?? Array.from({ length: options.workers ?? 1 }, () => []);
    const workers = workerArgs.map((args) => spawnServer({ from: 'build', env, args: ['worker', ...args] }));
    started.push(...workers);
    await Promise.all(workers.map((worker) => waitForOutput(worker, 'worker started')));
    const databaseName = new URL(env.DATABASE_URL).pathname.slice(1);
    return { url, dataDir, databaseName, server, workers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
