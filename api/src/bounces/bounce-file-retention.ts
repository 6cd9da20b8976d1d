/**
 * The file retention of bounce reports (issue 37 item 7): a report's file, the customer's bounce log, is deleted
 * `FILE_RETENTION_DAYS` after the report ended (completed, duplicate or failed; a pending report abandoned before
 * upload-complete, after its last update), as an order's files are; the report stays with its figures, and says
 * when (`fileDeletedAt`). A report awaiting the operator's review loses its log that long after it was matched: its
 * figures and held claims are all the review needs, and it can still be approved or rejected. A report still
 * `processing` that long after its last update has no job left to settle it: its file goes like a failed one's.
 */
import {
  RETENTION_BATCH_SIZE,
  type WalkPastRetentionDeps,
  walkPastRetention,
} from '../orders/retention/walk-past-retention';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { bounceReportPaths } from './bounce-report-paths';

/** What deleting the logs past the retention needs: the walk's, the storage, and the log for a file not deleted. */
export type BounceFileRetentionDeps = WalkPastRetentionDeps & Pick<Services, 'storage' | 'logger'>;

/**
 * Deletes the files of the reports past the retention at `now`, whatever their status; returns how many reports it
 * deleted the file of. Batches walk the report ids under `for update skip locked`, so two runs at once share the
 * reports, and a report whose storage call failed is left for the next run. With a retention of 0 files are kept
 * forever.
 */
export function deleteExpiredBounceFiles(
  services: BounceFileRetentionDeps,
  now = new Date(),
): Promise<number> {
  return walkPastRetention(services, now, (cutoff) => ({
    size: RETENTION_BATCH_SIZE,
    select: (trx, page) =>
      trx
        .selectFrom('bounce_reports')
        .select(['id', 'user_id', 'upload_path', 'file_path'])
        .where('file_deleted_at', 'is', null)
        .where((eb) => eb(eb.fn.coalesce('completed_at', 'updated_at'), '<', cutoff))
        .$call(page)
        .execute(),
    async handle(trx, report) {
      for (const path of bounceReportPaths(report)) await services.storage.remove(UPLOADS_BUCKET, path);
      // The mark comes last: a failure half-way leaves the report for the next run.
      await trx
        .updateTable('bounce_reports')
        .set({ file_deleted_at: now })
        .where('id', '=', report.id)
        .execute();
    },
    failed: (report, error) =>
      services.logger.warn(
        `bounce report ${report.id}: file not deleted, retried next run: ${error.message}`,
      ),
  }));
}
