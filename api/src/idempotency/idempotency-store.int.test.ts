/**
 * The store's group commit on both databases: concurrent claims and ends go in few statements, each caller still
 * gets exactly its own outcome (new, running, replay, mismatch, takeover, expired), one key twice in a burst is
 * claimed once, and a claim that fails (its user is gone) fails alone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../open-database';
import { countedStatements } from '../testing/counted-statements';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import {
  type Claim,
  type ClaimedRequest,
  claimKey,
  completeKey,
  type KeyRef,
  releaseKey,
  sha256Hex,
} from './idempotency-store';

describe.each(databaseKinds)('idempotency store group commit on %s', (kind) => {
  let testDb: TestDatabase;
  let opened: Database;
  const userIds: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { migrated: true });
    opened = await openDatabase(testDb.config);
    for (let i = 0; i < 3; i++) {
      const id = randomUUID();
      await opened.db
        .insertInto('users')
        .values({ id, email: `${id}@example.com`, first_name: null, last_name: null, company: null })
        .execute();
      userIds.push(id);
    }
  });

  afterAll(async () => {
    await opened?.close();
    await testDb?.dispose();
  });

  /** The database seen through a counter of the statements sent (a queue of its own: the store's are per database). */
  const counted = () => countedStatements(opened);

  const request = (body = 'a'): ClaimedRequest => ({
    routeId: 'verify.check',
    requestHash: sha256Hex(body),
    principal: 'session',
  });
  const refOf = (index: number): KeyRef => ({ userId: userIds[index % 3]!, key: `key-${randomUUID()}` });
  const answerOf = (ref: KeyRef) => ({
    status: 200,
    contentType: 'application/json',
    body: `{"key":"${ref.key}"}`,
  });

  async function age(ref: KeyRef, interval: string) {
    await sql`update idempotency_keys set created_at = now() - ${sql.raw(`interval '${interval}'`)}
      where user_id = ${ref.userId} and key_hash = ${sha256Hex(ref.key)}`.execute(opened.db);
  }

  it('claims, completes and replays 60 concurrent keys in a few statements, each its own', async () => {
    const { database, counter } = counted();
    const refs = Array.from({ length: 60 }, (_, i) => refOf(i));
    const claims = await Promise.all(refs.map((ref) => claimKey(database, ref, request())));
    const claimIds = claims.map((claim) =>
      claim.kind === 'claimed' && !claim.resumed ? claim.claimId : null,
    );
    expect(new Set(claimIds).size).toBe(60);
    expect(claimIds).not.toContain(null);
    // The first goes alone at once; the 59 that arrived meanwhile go in one statement.
    expect(counter.statements).toBe(2);

    counter.statements = 0;
    const kept = await Promise.all(
      refs.map((ref) => completeKey(database, ref, answerOf(ref), { keepBody: true })),
    );
    expect(kept.every(Boolean)).toBe(true);
    expect(counter.statements).toBe(2);

    counter.statements = 0;
    const replays = await Promise.all(refs.map((ref) => claimKey(database, ref, request())));
    replays.forEach((claim, i) => {
      expect(claim).toEqual({ kind: 'ended', ...request(), answer: answerOf(refs[i]!) });
    });
    // Each statement of claims that claim nothing is followed by one read of the rows.
    expect(counter.statements).toBe(4);
  });

  it('gives each claim of one batch its own outcome: new, running, ended, mismatch, takeover, expired', async () => {
    const { database } = counted();
    const [running, ended, abandoned, expired, reused] = Array.from({ length: 5 }, (_, i) => refOf(i));
    const setUp = await Promise.all(
      [running, ended, abandoned, expired, reused].map((ref) => claimKey(database, ref!, request())),
    );
    await completeKey(database, ended!, answerOf(ended!), { keepBody: true });
    await completeKey(database, expired!, answerOf(expired!), { keepBody: true });
    await completeKey(database, reused!, answerOf(reused!), { keepBody: false });
    await age(abandoned!, '11 minutes');
    await age(expired!, '25 hours');

    const fresh = refOf(0);
    // A lone claim first, so the rest arrive while it is in flight and share one statement.
    const outcomes = await Promise.all([
      claimKey(database, refOf(1), request()),
      claimKey(database, fresh, request()),
      claimKey(database, running!, request()),
      claimKey(database, ended!, request()),
      claimKey(database, ended!, request('other body')),
      claimKey(database, abandoned!, request()),
      claimKey(database, expired!, request()),
      claimKey(database, reused!, request()),
    ]);
    const [, freshClaim, runningClaim, endedClaim, mismatch, takeover, renewed, hashOnly] =
      outcomes as Claim[];
    const setUpIds = setUp.map((claim) => (claim.kind === 'claimed' ? claim.claimId : ''));
    expect(freshClaim).toMatchObject({ kind: 'claimed', resumed: false });
    expect(runningClaim).toEqual({ kind: 'running', ...request() });
    expect(endedClaim).toEqual({ kind: 'ended', ...request(), answer: answerOf(ended!) });
    // The second claim of `ended` went in the next statement, and sees the same kept answer with its own hash.
    expect(mismatch).toMatchObject({ kind: 'ended', requestHash: request().requestHash });
    expect(takeover).toEqual({ kind: 'claimed', claimId: setUpIds[2], resumed: true });
    expect(renewed).toMatchObject({ kind: 'claimed', resumed: false });
    expect(renewed).not.toMatchObject({ claimId: setUpIds[3] });
    expect(hashOnly).toEqual({ kind: 'ended', ...request(), answer: { status: 200, body: null } });
  });

  it('claims one key once when it comes several times in one burst; the others see it running', async () => {
    const { database } = counted();
    const ref = refOf(0);
    const outcomes = await Promise.all([
      claimKey(database, refOf(1), request()),
      claimKey(database, ref, request()),
      claimKey(database, ref, request()),
      claimKey(database, ref, request('other body')),
      claimKey(database, ref, request()),
    ]);
    expect(outcomes.slice(1).map((claim) => claim.kind)).toEqual([
      'claimed',
      'running',
      'running',
      'running',
    ]);
    // The one with another body sees what holds the key, so the middleware refuses it (422).
    expect(outcomes[3]).toEqual({ kind: 'running', ...request() });
  });

  it('keeps and releases keys in one statement: a released key is claimed afresh, a kept one replayed', async () => {
    const { database, counter } = counted();
    const refs = Array.from({ length: 6 }, (_, i) => refOf(i));
    await Promise.all(refs.map((ref) => claimKey(database, ref, request())));
    counter.statements = 0;
    await Promise.all(
      refs.map((ref, i) =>
        i % 2 === 0
          ? releaseKey(database, ref)
          : completeKey(database, ref, answerOf(ref), { keepBody: true }),
      ),
    );
    expect(counter.statements).toBe(2);
    const again = await Promise.all(refs.map((ref) => claimKey(database, ref, request())));
    expect(again.map((claim) => claim.kind)).toEqual([
      'claimed',
      'ended',
      'claimed',
      'ended',
      'claimed',
      'ended',
    ]);
  });

  it('fails only the claim whose statement fails (its user is gone): the others of its batch are claimed', async () => {
    const { database } = counted();
    const ghost: KeyRef = { userId: randomUUID(), key: 'ghost' };
    const outcomes = await Promise.allSettled([
      claimKey(database, refOf(0), request()),
      claimKey(database, refOf(1), request()),
      claimKey(database, ghost, request()),
      claimKey(database, refOf(2), request()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/foreign key/);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(outcome.value).toMatchObject({ kind: 'claimed' });
    }
  });
});
