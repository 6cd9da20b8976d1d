/**
 * The fuzzing property, checked on one case: `verifyCsv` either resolves with a results stream
 * that reads to its end, whose data rows match the report's row count, or rejects with
 * `EngineInputError` and a message; and `countCsvRows` (what an order is charged for) counts the rows
 * the verifier verified, or refuses the input as it did. Anything else (another exception, a wrong
 * count, a ragged or unparsable results file, a temporary file left behind) is a violation.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { countCsvRows } from '../src/count-csv-rows';
import { startsFormula, unguardCell } from '../src/csv/formula-guard';
import { isEngineInputError } from '../src/errors';
import type { CsvInput } from '../src/verify/source';
import { verifyCsv } from '../src/verify-csv';
import type { FuzzCase } from './cases';
import { Random } from './random';

export type CaseOutcome =
  | { kind: 'result'; rows: number; columns: number }
  | { kind: 'input-error'; code: string; message: string }
  | { kind: 'violation'; problem: string };

async function* oddChunks(bytes: Uint8Array, seed: number): AsyncGenerator<Uint8Array> {
  const random = new Random(seed);
  for (let offset = 0; offset < bytes.length; ) {
    const size = random.size(65_536);
    yield bytes.subarray(offset, offset + size);
    offset += size;
  }
}

/** Reads the results file back and checks its shape against the columns and report; returns a problem or null. */
function checkResults(text: string, columns: string[], reportRows: number): string | null {
  if (!text.startsWith('\ufeff')) return 'the results do not start with the UTF-8 byte-order mark';
  if (!text.endsWith('\r\n')) return 'the results do not end with CRLF';
  const parsed = Papa.parse<string[]>(text.slice(1, -2), { delimiter: ',', newline: '\r\n', quoteChar: '"' });
  if (parsed.errors.length > 0) return `the results are not valid CSV: ${parsed.errors[0]!.message}`;
  const [header, ...rows] = parsed.data;
  // Cells are written formula-guarded (a leading ' before a formula): compare what a reader gets back.
  if (JSON.stringify(header?.map(unguardCell)) !== JSON.stringify(columns))
    return 'the results header differs from `columns`';
  if (rows.length !== reportRows)
    return `the report counts ${reportRows} rows but the results hold ${rows.length}`;
  const lpRow = columns.indexOf('lp_row');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length !== columns.length)
      return `results row ${i + 1} has ${row.length} fields where the header has ${columns.length}`;
    if (row[lpRow] !== String(i + 1)) return `results row ${i + 1} has lp_row ${row[lpRow]}`;
    const formula = row.findIndex(startsFormula);
    if (formula >= 0) return `results row ${i + 1} has an unguarded formula in column ${formula + 1}`;
  }
  return null;
}

/**
 * Runs one case through `verifyCsv` with its spool in a folder of `workDir` that must be empty
 * afterwards. `engineMs` is the engine's part (until the report settles), without these checks.
 */
export async function checkCase(
  fuzzCase: FuzzCase,
  workDir: string,
): Promise<CaseOutcome & { engineMs: number }> {
  const spoolDir = await mkdtemp(path.join(workDir, 'spool-'));
  const inputFile = path.join(workDir, 'input.csv');
  const timing = { engineMs: 0 };
  try {
    const outcome = await runCase(fuzzCase, spoolDir, inputFile, timing);
    const left = outcome.kind === 'violation' ? [] : await readdir(spoolDir);
    if (left.length > 0)
      return { kind: 'violation', problem: `temporary files left behind: ${left.join(', ')}`, ...timing };
    return { ...outcome, ...timing };
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
    await rm(inputFile, { force: true });
  }
}

async function runCase(
  fuzzCase: FuzzCase,
  spoolDir: string,
  inputFile: string,
  timing: { engineMs: number },
): Promise<CaseOutcome> {
  if (fuzzCase.mode === 'path') await writeFile(inputFile, fuzzCase.bytes);
  // A stream is read once: the counter gets a fresh one, cut the same way.
  const openCase = (): CsvInput =>
    fuzzCase.mode === 'path'
      ? { path: inputFile }
      : fuzzCase.mode === 'stream'
        ? oddChunks(fuzzCase.bytes, fuzzCase.chunkSeed)
        : fuzzCase.bytes;
  const input = openCase();
  const started = performance.now();
  const stop = () => {
    timing.engineMs = Math.round(performance.now() - started);
  };
  let result: Awaited<ReturnType<typeof verifyCsv>>;
  try {
    result = await verifyCsv(input, { ...fuzzCase.options, offline: true, spoolDir });
  } catch (error) {
    stop();
    if (!isEngineInputError(error)) {
      return { kind: 'violation', problem: `verifyCsv threw ${describe(error)}` };
    }
    if (!error.message.trim()) return { kind: 'violation', problem: 'EngineInputError without a message' };
    const countProblem = await checkCount(openCase(), fuzzCase, error.code);
    if (countProblem) return { kind: 'violation', problem: countProblem };
    return { kind: 'input-error', code: error.code, message: error.message };
  }
  const chunks: Buffer[] = [];
  let rows: number;
  try {
    for await (const chunk of result.results) chunks.push(Buffer.from(chunk as Uint8Array));
    rows = (await result.report).rows;
  } catch (error) {
    return { kind: 'violation', problem: `reading the results or the report failed: ${describe(error)}` };
  } finally {
    stop();
  }
  const problem =
    checkResults(Buffer.concat(chunks).toString('utf8'), result.columns, rows) ??
    (await checkCount(openCase(), fuzzCase, rows));
  if (problem) return { kind: 'violation', problem };
  return { kind: 'result', rows, columns: result.columns.length };
}

/**
 * Holds the row counter to what the verifier did: the same number of rows, 0 for a file refused as empty, a
 * count for one refused for its columns (counting does not look at them), the same refusal otherwise.
 */
async function checkCount(
  input: CsvInput,
  fuzzCase: FuzzCase,
  verified: number | string,
): Promise<string | null> {
  let counted: number;
  try {
    counted = (await countCsvRows(input, { mapping: fuzzCase.options.mapping })).rows;
  } catch (error) {
    // A file without a contact column is refused before the reader's own checks run to their end.
    if (isEngineInputError(error) && (error.code === verified || verified === 'no_contact_column'))
      return null;
    return `countCsvRows threw ${describe(error)} where verifyCsv ${typeof verified === 'number' ? `verified ${verified} rows` : `refused with ${verified}`}`;
  }
  if (typeof verified === 'number') {
    return counted === verified
      ? null
      : `countCsvRows counted ${counted} rows where verifyCsv verified ${verified}`;
  }
  if (verified === 'empty_file' && counted !== 0)
    return `countCsvRows counted ${counted} rows of a file refused as empty`;
  if (verified !== 'empty_file' && verified !== 'no_contact_column')
    return `countCsvRows counted ${counted} rows of a file verifyCsv refused with ${verified}`;
  return null;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}
