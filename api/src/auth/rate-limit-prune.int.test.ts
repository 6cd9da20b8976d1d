/**
 * The hourly job that deletes ended rate-limit windows: without it `auth_rate_limits` keeps one row per
 * bucket and window forever, and grows with every address and e-mail that ever tried to sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { rateLimitPruneQueue } from './rate-limit-prune';

const HOUR_MS = 3600 * 1000;

describe('rate-limit pruning', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The test server runs the job workers in-process, as embedded mode does.
    server = await startTestServer('pglite');
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const buckets = async () =>
    (
      await server.services.database.db
        .selectFrom('auth_rate_limits')
        .select('bucket')
        .orderBy('bucket')
        .execute()
    ).map((row) => row.bucket);

  it('is scheduled hourly among the workers', async () => {
    const schedules = await server.services.database.executeSql(
      'select name, cron from pgboss.schedule where name = $1',
      [rateLimitPruneQueue.name],
    );
    expect(schedules.rows).toEqual([
      { name: rateLimitPruneQueue.name, cron: expect.stringMatching(/^\d+ \* \* \* \*$/) },
    ]);
  });

  it('deletes windows that ended more than a day ago when the job runs, and keeps recent ones', async () => {
    const now = Date.now();
    await server.services.database.db
      .insertInto('auth_rate_limits')
      .values([
        { bucket: 'ip:token:198.51.100.1', window_start: new Date(now - 25 * HOUR_MS), hits: 3 },
        { bucket: 'email:token:old@example.com', window_start: new Date(now - 72 * HOUR_MS), hits: 1 },
        { bucket: 'ip:token:198.51.100.2', window_start: new Date(now - HOUR_MS), hits: 2 },
      ])
      .execute();

    await server.services.jobs.send(rateLimitPruneQueue, {});
    const deadline = Date.now() + 30_000;
    while ((await buckets()).length > 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await buckets()).toEqual(['ip:token:198.51.100.2']);
  });
});
