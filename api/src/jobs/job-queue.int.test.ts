import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config/config';
import type { Database } from '../db/database';
import { createLogger } from '../logger';
import { openDatabase } from '../open-database';
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import { defineQueue, JobQueue } from './job-queue';

const echoQueue = defineQueue<{ value: string }>({
  name: 'test-echo',
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A job queue over the database `create` makes, started before the calling `describe`'s tests and stopped after;
 * read its `database` and `jobs` inside the tests.
 */
function queueForTests(
  create: () => Promise<{ config: DatabaseConfig; dispose(): Promise<void> }>,
  supervise: boolean,
) {
  const opened = {} as { database: Database; jobs: JobQueue };
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await create();
    dispose = () => created.dispose();
    opened.database = await openDatabase(created.config);
    opened.jobs = await JobQueue.start(opened.database, { logger: createLogger('error'), supervise });
  });
  afterAll(async () => {
    await opened.jobs?.stop(1000);
    await opened.database?.close();
    await dispose?.();
  });
  return opened;
}

describe.each(databaseKinds)('job queue on %s', (kind) => {
  const queue = queueForTests(() => createTestDatabase(kind), true);

  it('delivers a sent job to its worker, retrying after a failure', async () => {
    const seen: Array<{ value: string; retryCount: number }> = [];
    const done = deferred<void>();
    await queue.jobs.work(
      echoQueue,
      async (job) => {
        seen.push({ value: job.data.value, retryCount: job.retryCount });
        if (job.retryCount === 0) throw new Error('first attempt fails');
        done.resolve();
      },
      { concurrency: 1, pollingIntervalSeconds: 0.5 },
    );
    const id = await queue.jobs.send(echoQueue, { value: 'hello' });
    expect(id).toEqual(expect.any(String));
    await done.promise;
    expect(seen).toEqual([
      { value: 'hello', retryCount: 0 },
      { value: 'hello', retryCount: 1 },
    ]);
  });
});

describe.each(databaseKinds)('a handler that outlives the shutdown wait, on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('ends after the database closed without an unhandled rejection', async () => {
    const database = await openDatabase(testDb.config);
    const jobs = await JobQueue.start(database, { logger: createLogger('error'), supervise: false });
    const started = deferred<void>();
    const release = deferred<void>();
    await jobs.work(
      echoQueue,
      async () => {
        started.resolve();
        await release.promise;
        throw new Error('the database went away under the handler');
      },
      { concurrency: 1, pollingIntervalSeconds: 0.5 },
    );
    await jobs.send(echoQueue, { value: 'slow' });
    await started.promise;
    // Kysely opens (and so, on close, ends) the pool on its first query, as the API's first request does.
    await sql`select 1`.execute(database.db);

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await jobs.stop(1000);
      await database.close();
      // pg-boss records the handler's failure without awaiting it, after the pool has ended.
      release.resolve();
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});

// A fresh deployment starts the API and its workers at once; each creates the queues it first needs.
describe('queue creation by several processes at once (PostgreSQL)', () => {
  let testDb: TestDatabase;
  const databases: Database[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    for (let i = 0; i < 4; i++) {
      const database = await openDatabase(testDb.config);
      databases.push(database);
      queues.push(await JobQueue.start(database, { logger: createLogger('error'), supervise: false }));
    }
  }, 60_000);

  afterAll(async () => {
    for (const queue of queues) await queue.stop(1000);
    for (const database of databases) await database.close();
    await testDb?.dispose();
  });

  it('ends with every queue created and every job sent, whoever wins the race', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `race-${i}`);
    const ids = await Promise.all(
      names.flatMap((name) =>
        queues.map((queue, i) =>
          queue.send(
            defineQueue<{ from: number }>({ name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 }),
            {
              from: i,
            },
          ),
        ),
      ),
    );
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    const counted = await databases[0]!.executeSql(
      `select name, count(*)::int as jobs from pgboss.job where name like 'race-%' group by name order by name`,
    );
    expect(counted.rows).toEqual(names.map((name) => ({ name, jobs: queues.length })));
  }, 60_000);
});

describe('job queue set-up during a PostgreSQL restart', { timeout: 120_000 }, () => {
  let cluster: PostgresCluster;
  const queue = queueForTests(async () => {
    cluster = await startPostgresCluster();
    const url = await cluster.createDatabase('jobs');
    return { config: { driver: 'postgres', url }, dispose: () => cluster.dispose() };
  }, false);

  it('waits the outage out instead of failing a queue creation or a schedule', async () => {
    const hourly = defineQueue<Record<string, never>>({
      name: 'test-set-up-outage',
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await cluster.stop();
    const scheduled = queue.jobs.schedule(hourly, '0 * * * *', {});
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await cluster.start();
    await scheduled;
    const { rows } = await queue.database.executeSql(
      "select name from pgboss.schedule where name = 'test-set-up-outage'",
    );
    expect(rows).toEqual([{ name: 'test-set-up-outage' }]);
  });
});
