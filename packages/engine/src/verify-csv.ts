import { Readable } from 'node:stream';
import type { DuplicateResolution } from './dedupe/find-duplicates';
import { buildReport, type PhaseTimes } from './report/build-report';
import type { VerifyReport } from './report/report';
import { Deferred } from './verify/deferred';
import { finishPass } from './verify/finish-pass';
import type { VerifyOptions } from './verify/options';
import { OUTPUT_COLUMNS, resultColumns } from './verify/output-columns';
import { type ReadOutcome, readPass } from './verify/read-pass';
import type { CsvInput } from './verify/source';
import { VerifyRun } from './verify/verify-run';

/** What {@link verifyCsv} returns once the input has been read. */
export interface VerifyResult {
  /** The results CSV (UTF-8, comma-separated, CRLF), every input row in input order plus `lp_*` columns. */
  results: Readable;
  /** Settles when `results` has been read to the end (or fails with it). */
  report: Promise<VerifyReport>;
  /** Header of the results file. */
  columns: string[];
}

/** Pass one's outcome without the de-duplication keys, which are dropped once clustered. */
interface Analysis extends Omit<ReadOutcome, 'finder'> {
  resolution: DuplicateResolution;
  times: Omit<PhaseTimes, 'finished'>;
}

/** Pass one, the wait for the MX answers and the clustering, timed from `started`. */
async function analyze(
  input: CsvInput,
  options: VerifyOptions,
  run: VerifyRun,
  started: number,
): Promise<Analysis> {
  const { finder, ...read } = await readPass(input, options, run);
  const readDone = performance.now();
  options.onProgress?.({ phase: 'resolving', rows: read.rows });
  await run.settleDns();
  const dns = performance.now();
  options.onProgress?.({ phase: 'deduplicating', rows: read.rows });
  const resolution = await read.pool.resolveDuplicates(finder);
  return { ...read, resolution, times: { started, read: readDone, dns, dedupe: performance.now() } };
}

/** Pass two as the results stream; settles `report` when it ends, and frees the run either way. */
async function* writeResults(
  analysis: Analysis,
  columns: string[],
  run: VerifyRun,
  options: VerifyOptions,
  report: Deferred<VerifyReport>,
): AsyncGenerator<string | Uint8Array> {
  const { pool, resolution, width } = analysis;
  let completed = false;
  try {
    const setup = {
      width,
      duplicateReasons: resolution.reasons,
      mailStatus: run.checker.answers(),
      ...(options.resultCells
        ? { tappedColumns: options.resultCells.columns.map((name) => OUTPUT_COLUMNS.indexOf(name)) }
        : {}),
    };
    const tally = yield* finishPass({ spool: run.spool, pool, setup, resolution, columns }, options);
    const finished = performance.now();
    completed = true;
    report.resolve(
      buildReport({
        ...analysis,
        tally,
        warnings: run.warnings,
        domains: run.checker.domainCount,
        dnsChecked: run.dnsChecked,
        threads: pool.threads,
        times: { ...analysis.times, finished },
      }),
    );
  } catch (error) {
    report.reject(error);
    throw error;
  } finally {
    if (!completed) report.reject(new Error('The results stream was closed before it ended.'));
    await run.close();
  }
}

/**
 * Verifies a lead CSV: reads it once (keeping only de-duplication keys in memory and the verified
 * rows in a spool), waits for the MX answers, clusters duplicates, then streams the results.
 * Rejects with `EngineInputError` for files that cannot be used.
 * @example
 * const { results, report } = await verifyCsv({ path: 'leads.csv' }, { country: 'US' });
 * await pipeline(results, createWriteStream('verified.csv'));
 * console.log((await report).email.status);
 */
export async function verifyCsv(input: CsvInput, options: VerifyOptions = {}): Promise<VerifyResult> {
  const started = performance.now();
  const run = await VerifyRun.open(input, options);
  const analysis = await analyze(input, options, run, started).catch(async (error: unknown) => {
    await run.close();
    throw error;
  });
  const columns = resultColumns(analysis.shape.header, analysis.width);
  const report = new Deferred<VerifyReport>();
  // Callers that only want the file may never await the report; its failure must not crash the process.
  report.promise.catch(() => undefined);
  const results = Readable.from(writeResults(analysis, columns, run, options, report), { objectMode: false });
  // A stream destroyed before it was read never runs the generator's clean-up; the threads must stop.
  results.once('close', () => run.stopThreads());
  return { results, report: report.promise, columns };
}
