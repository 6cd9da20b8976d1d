/** Reading bounce reports: one of a user's, or a page of them, newest first. */
import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { BounceReportRow } from './bounce-report-response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's report, or a 404: the same for another user's report as for a missing one. */
export async function getBounceReportOrThrow(
  database: Database,
  userId: string,
  reportId: string,
): Promise<BounceReportRow> {
  const row = UUID.test(reportId)
    ? await database.db
        .selectFrom('bounce_reports')
        .selectAll()
        .where('id', '=', reportId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError({ code: 'not_found', message: 'Bounce report not found.' });
  return row;
}

/** One page of the user's reports, newest first. */
export async function listBounceReports(
  database: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: BounceReportRow[]; nextOffset: number | null }> {
  const rows = await database.db
    .selectFrom('bounce_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  const more = rows.length > page.limit;
  return { items: rows.slice(0, page.limit), nextOffset: more ? page.offset + page.limit : null };
}

/** Every report of the user, newest first (the account export). */
export function allBounceReports(database: Database, userId: string): Promise<BounceReportRow[]> {
  return database.db
    .selectFrom('bounce_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
