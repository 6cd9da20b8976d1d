/** A `bounce_reports` row as the API answers it (`BounceReport`). */
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import type { Selectable } from 'kysely';
import type { BounceReportsTable } from '../db/schema';

export type BounceReportRow = Selectable<BounceReportsTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The report as the API shows it; the figures are null (and the lists empty) until its job has read the file. */
export function toBounceReportResponse(row: BounceReportRow): BounceReport {
  const summary = row.summary;
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    format: row.format,
    statusMessage: row.status_message,
    duplicateOf: row.duplicate_of,
    rowsRead: summary?.rowsRead ?? null,
    bounces: summary?.bounces ?? null,
    matched: summary?.matched ?? [],
    refundedCredits: Number(row.refunded_credits),
    refundableCredits: Number(row.refundable_credits),
    reviewCap: Number(row.review_cap),
    notRefundable: summary?.notRefundable ?? [],
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: iso(row.completed_at),
    fileDeletedAt: iso(row.file_deleted_at),
  };
}
