/**
 * The real API server in-process on a free port, over a fresh database of either kind, for
 * integration tests that talk HTTP to it (through the SDK or supabase-js).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { createLogger, type Logger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { freePort } from './free-port';
import { createTestDatabase, type DatabaseKind } from './test-databases';

export type TestServer = RunningServer & {
  kind: DatabaseKind;
  dataDir: string;
  /** Stops the server and deletes its database and data dir. */
  dispose(): Promise<void>;
};

/** Starts a server on `kind` with extra environment `env` (e.g. rate limits), logging to `logger` when given. */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  { logger }: { logger?: Logger } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind, { migrated: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-test-data-'));
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LEADPROOF_DATA_DIR: database.config.driver === 'pglite' ? path.dirname(database.config.dataDir) : dataDir,
    DATABASE_URL: database.config.driver === 'postgres' ? database.config.url : undefined,
    // Tests send several confirmation e-mails to one address in a row.
    AUTH_EMAIL_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'warn',
    WORKERS_IN_PROCESS: 'on',
    // Seeding the demo lead inventory takes seconds; the lead tests that need it turn it on.
    LEADS_DEMO_INVENTORY: 'off',
    // Every test account signs up from this machine; each needs its trial.
    TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000',
    // No SMTP probes or DNS look-ups: production mode turns both on, and tests never reach servers off this machine.
    EMAIL_SMTP_PROBE: 'off',
    EMAIL_DNS: 'off',
    // Tests send real-time checks in quick runs; the rate-limit tests set their own limit.
    VERIFY_RATE_LIMIT_BURST: '1000000',
    // PostgreSQL runs in production mode, where the free local checkout is off by default.
    LOCAL_CHECKOUT: 'on',
    // The same for the dev outbox, which the tests read the confirmation links from (test-users.ts).
    DEV_OUTBOX: 'on',
    // Test receivers listen on 127.0.0.1, which production mode refuses; the guard's own tests turn this off.
    WEBHOOKS_ALLOW_PRIVATE: 'on',
    // Production mode (PostgreSQL) drains for 5 s before it stops; the readiness tests set their own.
    SHUTDOWN_DRAIN_SECONDS: '0',
    // Production mode warns at start without an inbox for /contact messages (the dev outbox keeps them here).
    CONTACT_INBOX: 'contact@leadproof.test',
    ...env,
  });
  const server = await startServer(config, logger ?? createLogger(config.logLevel));
  return {
    ...server,
    url: `http://localhost:${port}`,
    kind,
    dataDir: config.dataDir,
    dispose: async () => {
      await server.stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
