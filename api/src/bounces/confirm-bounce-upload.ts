/**
 * `POST /api/bounce-reports/{id}/upload-complete`: checks the uploaded bounce log (size, text, not empty), seals it
 * with its size and SHA-256, and queues its job. A file this user reported before (the same SHA-256) makes the
 * report a `duplicate` of the first: a replayed log changes nothing. A report the operator rejected does not count. Calling it again answers the report as it stands.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../errors/api-error';
import { binaryKind, detectTextEncoding } from '../orders/text-encoding';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { storedUploadSize } from '../storage/stored-upload';
import { lockReport } from './apply-bounce-report';
import { type EnqueueBounceReportDeps, enqueueBounceReport } from './bounce-report-job';
import type { BounceReportRow } from './bounce-report-response';
import { getBounceReportOrThrow } from './bounce-report-store';

/**
 * Statuses of a report that counted its file: a later report of the same bytes is its duplicate. A report an
 * operator rejected does not count: its file uploaded again is matched again (docs/decisions/bounces.md).
 */
const COUNTED = ['processing', 'completed', 'awaiting_review'] as const;

/** What confirming a bounce log needs: the report, the storage that holds the file, and the queue of its job. */
export type ConfirmBounceUploadDeps = EnqueueBounceReportDeps & Pick<Services, 'database' | 'storage'>;

/** Confirms the upload of `path` for the user's report; returns the report after the step. */
export async function confirmBounceUpload(
  services: ConfirmBounceUploadDeps,
  userId: string,
  reportId: string,
  path: string,
): Promise<BounceReportRow> {
  const { database, storage } = services;
  const report = await getBounceReportOrThrow(database, userId, reportId);
  if (!report.upload_path || path !== report.upload_path) {
    throw new ApiError({
      code: 'bad_request',
      message:
        'This path was not issued for this bounce report. Start a new report and upload the file to the path it gives.',
    });
  }
  if (report.status !== 'pending') {
    // Confirmed already: make sure its job exists (a crash may have lost it), then answer as it stands.
    if (report.status === 'processing') await enqueueBounceReport(services, reportId);
    return report;
  }
  await storedUploadSize(storage, path, {
    missing: 'No file has been uploaded to this path yet. Upload the bounce log, then confirm.',
    empty: 'The file is empty. Upload the bounce export of your campaign.',
  });
  const sealed = await storage.seal(UPLOADS_BUCKET, path);
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer | undefined;
  for await (const chunk of await storage.read(UPLOADS_BUCKET, sealed)) {
    const bytes = chunk as Buffer;
    head ??= bytes;
    hash.update(bytes);
    size += bytes.length;
  }
  const what = head ? binaryKind(head, detectTextEncoding(head)) : undefined;
  if (what) {
    throw new ApiError({
      code: 'bad_request',
      message: `This file is not a bounce log: it looks like ${what}. Export the bounces of your campaign as CSV (or SES notifications as JSON lines) and upload that.`,
    });
  }
  const sha256 = hash.digest('hex');
  const updated = await database.db.transaction().execute(async (trx) => {
    // One confirmation at a time per user, so two uploads of one file at once cannot both count.
    const current = await lockReport(trx, userId, reportId, 'pending');
    if (!current) return undefined;
    const earlier = await trx
      .selectFrom('bounce_reports')
      .select('id')
      .where('user_id', '=', userId)
      .where('file_sha256', '=', sha256)
      .where('status', 'in', COUNTED)
      .where('rejected_at', 'is', null)
      .where('id', '<>', reportId)
      .orderBy('created_at')
      .executeTakeFirst();
    const now = new Date();
    return trx
      .updateTable('bounce_reports')
      .set({
        file_path: sealed,
        file_size: size,
        file_sha256: sha256,
        updated_at: now,
        ...(earlier
          ? {
              status: 'duplicate' as const,
              duplicate_of: earlier.id,
              completed_at: now,
              status_message:
                'This file was reported before; its bounces were counted then, so nothing changed.',
            }
          : { status: 'processing' as const }),
      })
      .where('id', '=', reportId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!updated) return getBounceReportOrThrow(database, userId, reportId);
  if (updated.status === 'processing') await enqueueBounceReport(services, reportId);
  return updated;
}
