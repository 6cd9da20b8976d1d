/**
 * API servers and workers may start at the same moment on a fresh PostgreSQL database (a deploy, a
 * scaled-out worker pool): their migrations and the job queue's schema must serialize, never fail on each
 * other's half-made tables. PostgreSQL only: PGlite is a single-process database.
 */
import { describe, expect, it } from 'vitest';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import { openDatabase } from '../open-database';
import { createTestDatabase } from '../testing/test-databases';
import { migrate, readMigrations } from './migrate';

const PROCESSES = 6;
const ROUNDS = 5;

describe('migrations started by several processes at once', () => {
  it('apply every migration exactly once and start the job queue, with no process failing', async () => {
    const history = (await readMigrations()).map((migration) => migration.version);
    for (let round = 0; round < ROUNDS; round++) {
      const testDb = await createTestDatabase('postgres');
      // One pool per "process", as separate servers and workers each have theirs.
      const databases = await Promise.all(
        Array.from({ length: PROCESSES }, () => openDatabase(testDb.config)),
      );
      try {
        const results = await Promise.allSettled(databases.map((database) => migrate(database)));
        const failures = results.flatMap((result) =>
          result.status === 'rejected' ? [(result.reason as Error).message] : [],
        );
        expect(failures).toEqual([]);
        const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
        expect(applied.sort()).toEqual([...history].sort());

        const logger = createLogger('error');
        const queues = await Promise.allSettled(
          databases.map((database) => JobQueue.start(database, { logger, supervise: false })),
        );
        const queueFailures = queues.flatMap((result) =>
          result.status === 'rejected' ? [(result.reason as Error).message] : [],
        );
        await Promise.all(
          queues.map((result) => (result.status === 'fulfilled' ? result.value.stop(1000) : null)),
        );
        expect(queueFailures).toEqual([]);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await testDb.dispose();
      }
    }
  });
});
