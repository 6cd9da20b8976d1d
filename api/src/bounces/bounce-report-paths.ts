/** Where a bounce report's file lives in storage: beside the user's orders, in a folder of its own. */
import type { BounceReportRow } from './bounce-report-response';

export const bounceLogPath = (userId: string, reportId: string) =>
  `${userId}/bounces/${reportId}/bounces.log`;

/**
 * Every path in the uploads bucket the report's file may be at, whether or not each exists: the ticket's, the sealed
 * copy upload-complete froze, and the conventional one (a crash between the ticket and its recording leaves it there).
 */
export function bounceReportPaths(
  report: Pick<BounceReportRow, 'id' | 'user_id' | 'upload_path' | 'file_path'>,
) {
  const paths = [report.upload_path, report.file_path, bounceLogPath(report.user_id, report.id)];
  return [...new Set(paths.filter((path) => path !== null))];
}
