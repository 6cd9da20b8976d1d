import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/testDatabases';
import { defineQueue, JobQueue } from './jobQueue';

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

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let testDb: TestDatabase;
  let database: Database;
  let jobs: JobQueue;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await openDatabase(testDb.config);
    jobs = await JobQueue.start(database, { logger: createLogger('error'), supervise: true });
  });

  afterAll(async () => {
    await jobs?.stop(1000);
    await database?.close();
    await testDb?.dispose();
  });

  it('delivers a sent job to its worker, retrying after a failure', async () => {
    const seen: Array<{ value: string; retryCount: number }> = [];
    const done = deferred<void>();
    await jobs.work(
      echoQueue,
      async (job) => {
        seen.push({ value: job.data.value, retryCount: job.retryCount });
        if (job.retryCount === 0) throw new Error('first attempt fails');
        done.resolve();
      },
      { concurrency: 1, pollingIntervalSeconds: 0.5 },
    );
    const id = await jobs.send(echoQueue, { value: 'hello' });
    expect(id).toEqual(expect.any(String));
    await done.promise;
    expect(seen).toEqual([
      { value: 'hello', retryCount: 0 },
      { value: 'hello', retryCount: 1 },
    ]);
  });
});
