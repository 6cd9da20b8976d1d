/**
 * The walk both file retentions share (an order's files, a bounce report's log): nothing with a retention of 0 (files
 * kept forever), otherwise a locked-batch walk over the rows that ended before `FILE_RETENTION_DAYS` ago.
 */
import { type LockedBatchWalk, walkLockedBatches } from '../../db/locked-batches';
import type { Services } from '../../services';
import { retentionCutoff } from './files-delete-at';

/** Rows per transaction: their locks are held while their objects are removed, one storage call each. */
export const RETENTION_BATCH_SIZE = 25;

/** What a walk past the retention needs: the retention from the config, and the database it walks. */
export type WalkPastRetentionDeps = Pick<Services, 'config' | 'database'>;

/** Walks what `walk(cutoff, days)` selects at `now`; returns how many rows it handled (0 when files are kept forever). */
export async function walkPastRetention<Row extends { id: string }>(
  services: WalkPastRetentionDeps,
  now: Date,
  walk: (cutoff: Date, days: number) => LockedBatchWalk<Row>,
): Promise<number> {
  const days = services.config.fileRetentionDays;
  if (days === 0) return 0;
  return walkLockedBatches(services.database, walk(retentionCutoff(now, days), days));
}
