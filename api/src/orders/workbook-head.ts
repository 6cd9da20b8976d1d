/**
 * The Original tab's preview of an .xlsx upload: the first rows of the sheet the order verifies, as the CSV the
 * engine reads from it, so the preview shows what is counted and verified rather than the workbook's bytes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { workbookAsCsv } from '@leadproof/engine';
import { csvHead } from './csv-records';
import { type FetchOriginalDeps, fetchOriginal } from './verification/fetch-original';

/**
 * The header and first `limit` data rows of `sheet` (the first visible worksheet when null) of the workbook stored
 * at `storagePath`. A workbook needs random access, so one in remote storage is copied to a private temporary
 * folder first (at most the 50 MB upload), removed when the rows are read or the reader stops.
 */
export async function* workbookHead(
  services: FetchOriginalDeps,
  storagePath: string,
  sheet: string | null,
  limit: number,
): AsyncGenerator<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'leadproof-preview-'));
  try {
    const file = await fetchOriginal(services, storagePath, work);
    yield* csvHead(Readable.from(workbookAsCsv(file, { sheet: sheet ?? undefined })), limit);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
