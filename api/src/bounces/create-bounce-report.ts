/**
 * `POST /api/bounce-reports`: a pending report and a signed ticket for its file, the same signed-upload flow an
 * order's list takes (`orders/issue-upload-ticket.ts`). Reporting bounces costs nothing, so no balance is asked for.
 */
import type { UploadTicket } from '@leadproof/contract/orders';
import { uploadFileName } from '../orders/upload-file-name';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { bounceLogPath } from './bounce-report-paths';
import type { BounceReportRow } from './bounce-report-response';

/** What creating a report needs: the database it is inserted in, and the storage that signs its upload. */
export type CreateBounceReportDeps = Pick<Services, 'database' | 'storage'>;

/** Creates the user's report and its upload ticket. */
export async function createBounceReport(
  services: CreateBounceReportDeps,
  userId: string,
  fileName: string | undefined,
): Promise<{ report: BounceReportRow; upload: UploadTicket }> {
  const { database, storage } = services;
  const now = new Date();
  const created = await database.db
    .insertInto('bounce_reports')
    .values({
      user_id: userId,
      file_name: uploadFileName(fileName),
      upload_path: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const path = bounceLogPath(userId, created.id);
  const ticket = await storage.createSignedUpload(UPLOADS_BUCKET, path, { upsert: true });
  const report = await database.db
    .updateTable('bounce_reports')
    .set({ upload_path: path })
    .where('id', '=', created.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { report, upload: { path: ticket.path, token: ticket.token, bucket: UPLOADS_BUCKET } };
}
