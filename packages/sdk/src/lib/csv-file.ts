/** Largest file an order accepts: 50 MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * The message for a file the upload refuses, or null when it is acceptable: a `.csv`, or an Excel `.xlsx`
 * workbook (#42; its first sheet is read as the CSV it holds). A missing name is not checked.
 */
export function validateCsvFile(file: { name?: string | undefined; size: number }): string | null {
  const name = file.name?.toLowerCase();
  if (name !== undefined && !name.endsWith('.csv') && !name.endsWith('.xlsx'))
    return 'Only CSV files are allowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'File size must be less than 50MB';
  return null;
}
