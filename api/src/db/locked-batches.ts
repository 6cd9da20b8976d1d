/**
 * A walk over rows by id, a batch at a time, for the jobs that clean up after ended work (the file retentions):
 * each batch is one transaction whose `select` takes its rows' locks with `for update skip locked`, so two walks at
 * once (two workers, a retried job) share the rows instead of both handling them, and a row whose handling failed
 * is left for the next walk instead of stopping this one.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './database';
import type { Trx } from './trx';

/** Below every UUID: where a walk over ids starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** How a walk finds and handles its rows. */
export interface LockedBatchWalk<Row extends { id: string }> {
  /** Rows per transaction: their locks are held while they are handled. */
  size: number;
  /** The rows to handle, narrowed to the next batch by `page` (`.$call(page)`), which also locks them. */
  select(trx: Trx, page: BatchPage): Promise<Row[]>;
  /** Handles one row in its batch's transaction; a throw leaves the row for the next walk. */
  handle(trx: Trx, row: Row): Promise<void>;
  /** Told of a row whose handling threw. */
  failed(row: Row, error: Error): void;
}

/** Narrows a query to one batch: the next rows of id above the last batch's, in id order, locked, skipping locked ones. */
// biome-ignore lint/suspicious/noExplicitAny: any table with an `id` column
export type BatchPage = <Query extends SelectQueryBuilder<any, any, any>>(query: Query) => Query;

function batchPage(after: string, size: number): BatchPage {
  return (query) =>
    query.where('id', '>', after).orderBy('id').limit(size).forUpdate().skipLocked() as typeof query;
}

/** Walks every row `walk.select` finds; returns how many were handled. */
export async function walkLockedBatches<Row extends { id: string }>(
  database: Database,
  walk: LockedBatchWalk<Row>,
): Promise<number> {
  let handled = 0;
  let after = FIRST_ID;
  for (;;) {
    const batch = await database.db.transaction().execute(async (trx) => {
      const rows = await walk.select(trx, batchPage(after, walk.size));
      let done = 0;
      for (const row of rows) {
        try {
          await walk.handle(trx, row);
          done++;
        } catch (error) {
          walk.failed(row, error as Error);
        }
      }
      return { size: rows.length, last: rows.at(-1)?.id, done };
    });
    handled += batch.done;
    if (batch.size < walk.size || batch.last === undefined) return handled;
    after = batch.last;
  }
}
