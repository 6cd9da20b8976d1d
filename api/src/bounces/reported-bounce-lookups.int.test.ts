/**
 * The real-time checks' reported-bounce look-ups on both databases: the checks that ask in one turn of the event
 * loop get one statement, each still gets its own user's answer, and a failing statement fails only the look-up that
 * caused it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../open-database';
import { countedStatements } from '../testing/counted-statements';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import { addressHash } from './address-hash';
import { reportedBounceOf } from './reported-bounce-lookups';

describe.each(databaseKinds)('reported-bounce look-ups on %s', (kind) => {
  let testDb: TestDatabase;
  let opened: Database;
  const reporter = randomUUID();
  const other = randomUUID();
  const reportedAt = new Date('2026-10-01T08:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { migrated: true });
    opened = await openDatabase(testDb.config);
    for (const id of [reporter, other]) {
      await opened.db
        .insertInto('users')
        .values({ id, email: `${id}@example.com`, first_name: null, last_name: null, company: null })
        .execute();
    }
    const report = await opened.db
      .insertInto('bounce_reports')
      .values({ user_id: reporter, file_name: 'bounces.csv', upload_path: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await opened.db
      .insertInto('reported_bounces')
      .values({
        user_id: reporter,
        address_sha256: addressHash('gone@example.com'),
        report_id: report.id,
        reported_at: reportedAt,
      })
      .execute();
  });

  afterAll(async () => {
    await opened?.close();
    await testDb?.dispose();
  });

  /** The database seen through a counter of the statements sent (a queue of its own: look-ups are per database). */
  const counted = () => countedStatements(opened);

  it("answers one turn's look-ups in one statement, each with its own user's reports", async () => {
    const { database, counter } = counted();
    const answers = await Promise.all([
      reportedBounceOf(database, reporter, 'GONE@example.com'),
      reportedBounceOf(database, reporter, 'kept@example.com'),
      reportedBounceOf(database, other, 'gone@example.com'),
      reportedBounceOf(database, reporter.toUpperCase(), 'gone@example.com'),
      reportedBounceOf(database, reporter, 'gone@example.com'),
    ]);
    expect(counter.statements).toBe(1);
    const gone = { status: 'invalid', reason: 'mailbox_not_found', smtp: 'reported bounce (2026-10-01)' };
    expect(answers[0]).toMatchObject(gone);
    expect(answers[1]).toBeUndefined();
    expect(answers[2]).toBeUndefined();
    expect(answers[3]).toMatchObject(gone);
    expect(answers[4]).toMatchObject(gone);
  });

  it('asks again in another turn, and a look-up that cannot run fails alone', async () => {
    const { database, counter } = counted();
    expect(await reportedBounceOf(database, reporter, 'gone@example.com')).toBeDefined();
    const [bad, good] = await Promise.allSettled([
      reportedBounceOf(database, 'not a uuid', 'gone@example.com'),
      reportedBounceOf(database, reporter, 'gone@example.com'),
    ]);
    expect(bad.status).toBe('rejected');
    expect(good).toMatchObject({ status: 'fulfilled', value: { reason: 'mailbox_not_found' } });
    // The first turn's statement, the failed one of the second, then each of its look-ups alone.
    expect(counter.statements).toBe(4);
  });
});
