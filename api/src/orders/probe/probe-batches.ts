/**
 * The probe step's state in the database: an order's `order_probes` row and its domain-grouped `probe_batches`. Every
 * write is one statement or one transaction, so a worker killed at any point leaves a batch either as it was or with
 * its try recorded whole.
 */
import { hostname } from 'node:os';
import type { MailboxVerdict, VerifyReport } from '@leadproof/engine';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Who took a batch, as `probed_by` records it. */
export const PROBE_WORKER_ID = `${hostname()}:${process.pid}`;

/** One batch as the probe job reads it. */
export type ProbeBatch = {
  id: string;
  orderId: string;
  /** The order's owner: whose share of the prober the batch uses. */
  userId: string;
  pending: string[];
  /** Tries recorded, holds included. */
  tries: number;
  /** Tries in which nobody was asked (every address held: outbound port 25 looked blocked, or deferred). */
  holds: number;
  retryAt: Date | null;
  done: boolean;
};

/** What one try of a batch found: final verdicts, and the addresses to ask again at `retryAt`. */
export type BatchTry = {
  verdicts: ReadonlyMap<string, MailboxVerdict>;
  retry: readonly string[];
  retryAt: Date | null;
  /** Some address was asked (or answered from the cache): false makes the try a hold. */
  asked: boolean;
};

/**
 * Records the order's probe plan: its engine report, where the unprobed results are, and its batches. Returns false
 * when a plan was already recorded (a retried verification keeps the first one).
 */
export async function recordProbePlan(
  database: Database,
  plan: { orderId: string; report: VerifyReport; unprobedPath: string; batches: readonly string[][] },
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('order_probes')
      .values({
        order_id: plan.orderId,
        report: JSON.stringify(plan.report),
        unprobed_path: plan.unprobedPath,
        addresses: plan.batches.reduce((sum, batch) => sum + batch.length, 0),
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .insertInto('probe_batches')
      .values(
        plan.batches.map((pending, seq) => ({
          order_id: plan.orderId,
          seq,
          pending: JSON.stringify(pending),
        })),
      )
      .execute();
    return true;
  });
}

/** The order's probe row, or undefined when it has none (no mailbox check, or the order ended). */
export async function loadOrderProbe(database: Database, orderId: string) {
  return database.db
    .selectFrom('order_probes')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** One batch, or undefined when it is gone (its order ended). */
export async function loadBatch(database: Database, batchId: string): Promise<ProbeBatch | undefined> {
  const row = await database.db
    .selectFrom('probe_batches as b')
    .innerJoin('orders as o', 'o.id', 'b.order_id')
    .select(['b.id', 'b.order_id', 'o.user_id', 'b.pending', 'b.tries', 'b.holds', 'b.retry_at', 'b.done'])
    .where('b.id', '=', batchId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        orderId: row.order_id,
        userId: row.user_id,
        pending: row.pending,
        tries: row.tries,
        holds: row.holds,
        retryAt: row.retry_at,
        done: row.done,
      }
    : undefined;
}

/**
 * The pg-boss priority of each of `batchIds` (batches of one order): minus the number of its owner's open batches
 * ahead of it (older orders first, then by batch number). Jobs of equal priority go oldest first, so every owner's
 * next batch comes before anyone's second-next: customers take turns at the probe workers instead of one big list
 * holding them all.
 */
export async function batchPriorities(
  database: Database,
  orderId: string,
  batchIds: readonly string[],
): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('probe_batches as b')
    .innerJoin('orders as o', 'o.id', 'b.order_id')
    .select([
      'b.id',
      sql<number>`(row_number() over (order by o.created_at, o.id, b.seq) - 1)::int`.as('rank'),
    ])
    .where('b.done', '=', false)
    .where('o.user_id', '=', (eb) =>
      eb.selectFrom('orders').select('user_id').where('id', '=', orderId).limit(1),
    )
    .execute();
  const wanted = new Set(batchIds);
  return new Map(rows.filter((row) => wanted.has(row.id)).map((row) => [row.id, -Number(row.rank)]));
}

/** The batches of an order not done yet, with when each may run. */
export async function openBatches(database: Database, orderId: string) {
  return database.db
    .selectFrom('probe_batches')
    .select(['id', 'retry_at'])
    .where('order_id', '=', orderId)
    .where('done', '=', false)
    .orderBy('seq')
    .execute();
}

/** Every verdict of an order's batches, once all are done; undefined while one is still open. */
export async function orderVerdicts(
  database: Database,
  orderId: string,
): Promise<{ verdicts: Map<string, MailboxVerdict>; retried: number } | undefined> {
  const rows = await database.db
    .selectFrom('probe_batches')
    .select(['verdicts', 'retried', 'done'])
    .where('order_id', '=', orderId)
    .execute();
  if (rows.some((row) => !row.done)) return undefined;
  const verdicts = new Map<string, MailboxVerdict>();
  let retried = 0;
  for (const row of rows) {
    for (const [address, verdict] of Object.entries(row.verdicts))
      verdicts.set(address, verdict as MailboxVerdict);
    retried += row.retried;
  }
  return { verdicts, retried };
}

/**
 * Records one try of a batch in one transaction: its final verdicts join the batch's, the addresses to retry become
 * its pending list (none: the batch is done), a try that asked nobody counts as a hold, and a final verdict held by
 * the outage breaker marks the order's outage. Only the try that read `tries` may record (a second run of the same
 * try changes nothing); returns whether this one did.
 */
export async function recordBatchTry(
  database: Database,
  batch: ProbeBatch,
  found: BatchTry,
): Promise<boolean> {
  const retry = new Set(found.retry);
  const finals: Record<string, MailboxVerdict> = {};
  for (const [address, verdict] of found.verdicts) if (!retry.has(address)) finals[address] = verdict;
  const outage = Object.values(finals).some((verdict) => verdict.held === 'outage');
  return database.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('probe_batches')
      .set({
        verdicts: sql`verdicts || ${JSON.stringify(finals)}::jsonb`,
        pending: JSON.stringify(found.retry),
        retried: sql`retried + ${found.retry.length}`,
        tries: batch.tries + 1,
        holds: batch.holds + (found.asked ? 0 : 1),
        retry_at: found.retry.length > 0 ? found.retryAt : null,
        probed_by: sql`probed_by || ${JSON.stringify([PROBE_WORKER_ID])}::jsonb`,
        done: found.retry.length === 0,
        updated_at: new Date(),
      })
      .where('id', '=', batch.id)
      .where('tries', '=', batch.tries)
      .where('done', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (updated && outage) {
      await trx
        .updateTable('order_probes')
        .set({ outage: true })
        .where('order_id', '=', batch.orderId)
        .execute();
    }
    return Boolean(updated);
  });
}
