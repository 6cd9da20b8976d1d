/** Largest file an order accepts (SPEC §5 and §9: 50 MB). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** SPEC §5's message for a file the upload refuses, or null when it is acceptable. A missing name is not checked. */
export function validateCsvFile(file: { name?: string | undefined; size: number }): string | null {
  if (file.name !== undefined && !file.name.toLowerCase().endsWith('.csv'))
    return 'Only CSV files are allowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'File size must be less than 50MB';
  return null;
}
