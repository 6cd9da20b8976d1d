import { Orders } from '@leadproof/sdk';

/**
 * What the file picker offers: the platforms' CSV exports, and Amazon SES notifications as JSON lines. Dropped files
 * are checked by `bounceFileProblem`.
 */
export const BOUNCE_FILE_ACCEPT =
  '.csv,.tsv,.txt,.json,.jsonl,.ndjson,text/csv,text/plain,application/json,application/x-ndjson';

const EXTENSIONS = ['.csv', '.tsv', '.txt', '.json', '.jsonl', '.ndjson'];

/**
 * Why `file` cannot be a bounce log, or null when it may be. Checked before anything is sent: a workbook or an
 * empty file would otherwise leave a report in the history that was never processed.
 */
export function bounceFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension)))
    return 'Choose the bounce export as a CSV file (or Amazon SES notifications as JSON lines). An Excel workbook can be saved as CSV first.';
  if (file.size === 0) return 'The file is empty. Upload the bounce export of your campaign.';
  if (file.size > Orders.MAX_UPLOAD_BYTES) return 'File size must be less than 50MB';
  return null;
}
