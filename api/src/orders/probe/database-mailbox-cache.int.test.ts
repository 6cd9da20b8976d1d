/**
 * The mailbox verdict cache over the database: a verdict comes back for its address while it is fresh, the table
 * never holds the address (only its SHA-256, and the reply with the address masked), and catch-all answers live
 * by domain the same way.
 */
import type { MailboxVerdict } from '@leadproof/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openDatabase } from '../../open-database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/test-databases';
import { databaseMailboxCache } from './database-mailbox-cache';

const verdict = (smtp: string, checkedAt = new Date().toISOString()): MailboxVerdict => ({
  status: 'invalid',
  reason: 'mailbox_not_found',
  smtp,
  mx: 'mx.example.test',
  checkedAt,
  retry: false,
});

describe.each(databaseKinds)('databaseMailboxCache on %s', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind, { migrated: true });
    database = await openDatabase(testDatabase.config);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await testDatabase?.dispose();
  });

  it('gives a fresh verdict back for its address, and stores neither the address nor its reply text with it', async () => {
    const cache = databaseMailboxCache(database, 72);
    const reply = '550 5.1.1 <Ann.Lee@example.test>: Recipient address rejected: User unknown';
    await cache.putVerdicts(new Map([['ann.lee@example.test', verdict(reply)]]));

    const found = await cache.getVerdicts(['ann.lee@example.test', 'bob@example.test']);
    expect([...found.keys()]).toEqual(['ann.lee@example.test']);
    expect(found.get('ann.lee@example.test')?.smtp).toBe(
      '550 5.1.1 <ann.lee@example.test>: Recipient address rejected: User unknown',
    );
    const stored = JSON.stringify(
      await database.db.selectFrom('mailbox_verdict_cache').selectAll().execute(),
    );
    expect(stored.toLowerCase()).not.toContain('ann.lee');
  });

  it('forgets a verdict older than its hours', async () => {
    const cache = databaseMailboxCache(database, 1);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await cache.putVerdicts(new Map([['old@example.test', verdict('550 5.1.1 gone', twoHoursAgo)]]));
    expect((await cache.getVerdicts(['old@example.test'])).size).toBe(0);
  });

  it('keeps catch-all answers by domain, and none at 0 hours', async () => {
    const cache = databaseMailboxCache(database, 72);
    await cache.putCatchAll('catchall.example.test', true);
    await cache.putCatchAll('strict.example.test', false);
    expect(await cache.getCatchAll('catchall.example.test')).toBe(true);
    expect(await cache.getCatchAll('strict.example.test')).toBe(false);
    expect(await cache.getCatchAll('unknown.example.test')).toBeUndefined();
    expect(await databaseMailboxCache(database, 0).getCatchAll('catchall.example.test')).toBeUndefined();
  });
});
