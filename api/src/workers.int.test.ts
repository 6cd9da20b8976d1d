/**
 * A worker process's start-up meeting a PostgreSQL restart: the registrations before the last already take jobs,
 * so a later one that gives up ends the process with those jobs held until they expire. Queue creations and
 * schedules wait out an outage (job-queue.int.test.ts); so must a registration's own reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { registerLeadPurchase } from './leads/purchase/lead-purchase-job';
import { createLogger } from './logger';
import { type OpenedServices, openServices } from './open-services';
import { type PostgresCluster, startPostgresCluster } from './testing/postgres-cluster';
import { startWorkers } from './workers';

describe('worker start-up during a PostgreSQL restart', { timeout: 120_000 }, () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  let opened: OpenedServices | undefined;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-workers-'));
  });

  afterAll(async () => {
    await opened?.services.jobs.stop(1000);
    await opened?.close();
    await cluster?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a registration that reads the database (requeueing lead purchases) waits a restart out', async () => {
    const config = loadConfig({
      DATABASE_URL: await cluster.createDatabase('leadproof'),
      LEADPROOF_DATA_DIR: dataDir,
      DEV_OUTBOX: 'on',
      EMAIL_SMTP_PROBE: 'off',
    });
    opened = await openServices(config, createLogger('error'));
    // Every queue created (as by the first registrations of a start), so the restart lands on the read itself.
    await startWorkers(opened.services.jobs, opened.services);
    await cluster.stop();
    const registered = registerLeadPurchase(opened.services.jobs, opened.services);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await cluster.start();
    await expect(registered).resolves.toBeUndefined();
    expect(await opened.services.jobs.isUp()).toBe(true);
  });
});
