import { Readable } from 'node:stream';
import { formatRow } from './csv/write-row';
import { DuplicateFinder, type DuplicateResolution } from './dedupe/find-duplicates';
import { createSystemMxResolver, DomainMailChecker } from './email/mx-resolver';
import { RowLimitExceededError } from './errors';
import { AnalyzePool, defaultThreadCount } from './parallel/analyze-pool';
import { type VerifyReport, WarningLog } from './report/report';
import { FileRowSpool, MemoryRowSpool, type RowSpool } from './spool/row-spool';
import { countSpooledRows, joinBytes } from './spool/spooled-row-codec';
import type { AnalyzedBatch } from './verify/analyze-batch';
import {
  addTally,
  emptyTally,
  type FinishedBatch,
  type FinishRequest,
  type FinishSetup,
  finishBatch,
} from './verify/finish-batch';
import type { VerifyOptions } from './verify/options';
import { OUTPUT_COLUMNS } from './verify/output-columns';
import { overlongCellWarning, type ReadColumn, readColumns } from './verify/overlong-cells';
import { assertPaddingBounded } from './verify/padding-limit';
import { assertContactColumn, type InputShape, readInputRows } from './verify/read-input';
import { type CsvInput, isInMemoryInput } from './verify/source';

/** What {@link verifyCsv} returns once the input has been read. */
export interface VerifyResult {
  /** The results CSV (UTF-8, comma-separated, CRLF), every input row in input order plus `lp_*` columns. */
  results: Readable;
  /** Settles when `results` has been read to the end (or fails with it). */
  report: Promise<VerifyReport>;
  /** Header of the results file. */
  columns: string[];
}

const PROGRESS_EVERY = 10_000;
/** Least spooled rows per batch of pass two (the spool's pieces are added whole): a message then costs little per row. */
const FINISH_BATCH_ROWS = 500;
/** Runs of blocks per analysis thread: a few each, so one slow run does not leave a thread idle. */
const MATCH_RUNS_PER_THREAD = 3;
const seconds = (from: number, to: number) => Math.round(to - from) / 1000;

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
  const warnings = new WarningLog(options.maxWarnings ?? 100);
  // The country names, phone metadata and disposable-domain list load only where rows are analysed.
  const defaultCountry = options.country
    ? (await import('./standardize/country')).toCountryCode(options.country)
    : undefined;
  if (options.country && !defaultCountry) {
    warnings.add({
      code: 'unknown_country_option',
      message: `The default country "${options.country}" is not a known country and was ignored.`,
    });
  }
  const resolver = options.offline
    ? undefined
    : (options.resolver ?? createSystemMxResolver(options.dns?.timeoutMs));
  const checker = new DomainMailChecker(resolver, options.dns);
  const spool: RowSpool = isInMemoryInput(input)
    ? new MemoryRowSpool()
    : await FileRowSpool.create(options.spoolDir);
  // Dropped once the clusters are known, so its shared memory is freed before pass two.
  let finder: DuplicateFinder | undefined = new DuplicateFinder();
  let shape: InputShape | undefined;
  let width = 0;
  let readCells: ReadColumn[] = [];
  let rowCount = 0;
  let cellsRead = 0;
  let analyzedCount = 0;
  let pool: AnalyzePool | undefined;
  let threads = 0;
  let readDone = 0;
  let dnsDone = 0;
  let resolution: DuplicateResolution;
  // Batches are analysed (on worker threads when there are some) while the next ones are parsed;
  // their results are spooled and keyed strictly in input order.
  const inFlight: Promise<AnalyzedBatch>[] = [];
  const take = async (batch: AnalyzedBatch) => {
    for (const domain of batch.domains) void checker.check(domain);
    finder!.addPacked(
      batch.records,
      batch.recordLengths,
      batch.completeness,
      batch.keyCounts,
      batch.keyHashes,
    );
    const pending = spool.write(batch.spooled);
    if (pending) await pending;
    const before = analyzedCount;
    analyzedCount += batch.completeness.length;
    if (Math.floor(analyzedCount / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY))
      options.onProgress?.({ phase: 'reading', rows: analyzedCount });
  };
  try {
    let analyze: ((rows: string[][]) => Promise<AnalyzedBatch>) | undefined;
    for await (const batch of readInputRows(input, options, warnings, (found) => {
      assertContactColumn(found);
      shape = found;
    })) {
      options.signal?.throwIfAborted();
      if (options.maxRows !== undefined && rowCount + batch.length > options.maxRows) {
        throw new RowLimitExceededError(options.maxRows);
      }
      if (!analyze) {
        const { mapping } = shape!.columns;
        const wanted = isInMemoryInput(input) ? 0 : (options.threads ?? defaultThreadCount());
        pool = AnalyzePool.start(wanted, {
          mapping,
          defaultCountry,
          extraDisposableDomains: options.extraDisposableDomains,
        });
        threads = pool?.size ?? 0;
        if (pool) analyze = (rows) => pool!.analyze(rows);
        else {
          const analyzeHere = (await import('./verify/analyze-batch')).createBatchAnalyzer({
            mapping,
            defaultCountry,
            extraDisposableDomains: options.extraDisposableDomains,
          });
          analyze = async (rows) => analyzeHere(rows);
        }
        width = shape!.header.length;
        readCells = readColumns(shape!.columns.matches);
      }
      const headerWidth = shape!.header.length;
      for (const cells of batch) {
        rowCount++;
        cellsRead += cells.length;
        if (cells.length !== headerWidth) {
          warnings.add({
            code: 'ragged_row',
            row: rowCount,
            message: `Row ${rowCount} has ${cells.length} fields where the header has ${headerWidth}; it was kept as it is.`,
          });
          if (cells.length > width) width = cells.length;
        }
        // Warned here, in input order, rather than by the analysis, which may run on other threads.
        const overlong = overlongCellWarning(cells, readCells, rowCount);
        if (overlong) warnings.add(overlong);
      }
      const analyzed = analyze(batch);
      // Awaited below in order; a failure must not surface as an unhandled rejection meanwhile.
      analyzed.catch(() => undefined);
      inFlight.push(analyzed);
      if (inFlight.length > (pool ? 2 * pool.size : 0)) await take(await inFlight.shift()!);
    }
    while (inFlight.length > 0) await take(await inFlight.shift()!);
    assertPaddingBounded(rowCount, width, cellsRead);
    await spool.close();
    readDone = performance.now();
    options.onProgress?.({ phase: 'resolving', rows: rowCount });
    await checker.whenIdle();
    if (checker.outage) {
      warnings.add({
        code: 'dns_outage',
        message:
          'DNS did not answer for the first e-mail domains of this file, so the rest were not looked up; their addresses are "unknown" with the reason dns_unavailable.',
      });
    }
    if (checker.budgetSpent) {
      warnings.add({
        code: 'dns_budget',
        message:
          'This file spent its DNS budget (time, domains, or slow or failing domains under one registrable domain), so some e-mail domains were not looked up; their addresses are "unknown" with the reason dns_unavailable.',
      });
    }
    dnsDone = performance.now();
    options.onProgress?.({ phase: 'deduplicating', rows: rowCount });
    // The analysis threads compare the blocks too: runs of blocks are independent.
    resolution = pool
      ? await finder!.resolveWith((task) => pool!.match(task), MATCH_RUNS_PER_THREAD * pool.size)
      : finder!.resolve();
    finder = undefined;
  } catch (error) {
    await pool?.close();
    await spool.dispose();
    throw error;
  }
  const dedupeDone = performance.now();

  const { header } = shape!;
  const extraColumns = Array.from(
    { length: width - header.length },
    (_, i) => `column_${header.length + i + 1}`,
  );
  const columns = [...header, ...extraColumns, ...OUTPUT_COLUMNS];
  let settle!: { resolve: (report: VerifyReport) => void; reject: (error: unknown) => void };
  const report = new Promise<VerifyReport>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Callers that only want the file may never await the report; its failure must not crash the process.
  report.catch(() => undefined);

  async function* finishedBatches(): AsyncGenerator<FinishedBatch> {
    const setup: FinishSetup = {
      width,
      duplicateReasons: resolution.reasons,
      mailStatus: checker.answers(),
    };
    await pool?.prepareFinish(setup);
    const finish = pool
      ? (request: FinishRequest) => pool!.finish(request)
      : async (request: FinishRequest) => finishBatch(request, setup);
    // Batches are finished (on the analysis threads when there are some) while the next are read.
    const inFlight: Promise<FinishedBatch>[] = [];
    let pieces: Uint8Array[] = [];
    let batchRows = 0;
    let firstIndex = 0;
    const send = () => {
      const end = firstIndex + batchRows;
      const finished = finish({
        // A new buffer when pieces are joined: the batch's bytes are transferred, not copied.
        rows: pieces.length === 1 ? pieces[0]! : joinBytes(pieces),
        firstIndex,
        keptIndex: resolution.keptIndex.slice(firstIndex, end),
        reasonIndex: resolution.reasonIndex.slice(firstIndex, end),
      });
      finished.catch(() => undefined);
      inFlight.push(finished);
      firstIndex = end;
      pieces = [];
      batchRows = 0;
    };
    for await (const piece of spool.read()) {
      pieces.push(piece);
      batchRows += countSpooledRows(piece);
      if (batchRows < FINISH_BATCH_ROWS) continue;
      send();
      if (inFlight.length > (pool ? 2 * pool.size : 0)) yield await inFlight.shift()!;
    }
    if (batchRows > 0) send();
    while (inFlight.length > 0) yield await inFlight.shift()!;
  }

  async function* writeResults(): AsyncGenerator<string | Uint8Array> {
    let completed = false;
    try {
      const tally = emptyTally();
      yield `${options.bom === false ? '' : '\ufeff'}${formatRow(columns)}\r\n`;
      let index = 0;
      for await (const batch of finishedBatches()) {
        options.signal?.throwIfAborted();
        addTally(tally, batch.tally);
        yield batch.bytes;
        const before = index;
        index += batch.tally.histogram.reduce((sum, rows) => sum + rows, 0);
        if (Math.floor(index / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY))
          options.onProgress?.({ phase: 'writing', rows: index });
      }
      const finished = performance.now();
      const total = seconds(started, finished);
      completed = true;
      settle.resolve({
        rows: rowCount,
        input: {
          encoding: shape!.decode.encoding,
          bom: shape!.decode.bom,
          delimiter: shape!.layout.delimiter,
          newline: shape!.layout.newline,
          columns: header,
          headerless: shape!.headerless,
        },
        mapping: shape!.columns.matches,
        email: {
          status: tally.emailStatus,
          reasons: tally.emailReasons,
          domains: checker.domainCount,
          dnsChecked: resolver !== undefined,
        },
        phone: { status: tally.phoneStatus, types: tally.phoneTypes, reasons: tally.phoneReasons },
        billing: {
          billable: tally.billableRows,
          duplicates: rowCount - tally.billableRows - tally.unverifiableRows,
          unverifiable: tally.unverifiableRows,
        },
        duplicates: {
          rows: resolution.duplicateRows,
          clusters: resolution.clusters,
          reasons: tally.duplicateReasons,
          comparisons: resolution.comparisons,
        },
        score: {
          mean: rowCount ? Math.round((tally.scoreSum / rowCount) * 10) / 10 : 0,
          histogram: tally.histogram.map((rows, i) => ({
            from: i * 10,
            to: i === 9 ? 100 : i * 10 + 9,
            rows,
          })),
        },
        warnings: { total: warnings.total, byCode: warnings.byCode, items: warnings.items },
        timing: {
          seconds: total,
          rowsPerSecond: total > 0 ? Math.round(rowCount / total) : rowCount,
          readSeconds: seconds(started, readDone),
          dnsWaitSeconds: seconds(readDone, dnsDone),
          dedupeSeconds: seconds(dnsDone, dedupeDone),
          writeSeconds: seconds(dedupeDone, finished),
          threads,
        },
      });
    } catch (error) {
      settle.reject(error);
      throw error;
    } finally {
      if (!completed) settle.reject(new Error('The results stream was closed before it ended.'));
      await pool?.close();
      await spool.dispose();
    }
  }

  const results = Readable.from(writeResults(), { objectMode: false });
  // A stream destroyed before it was read never runs the generator's clean-up; the threads must stop.
  results.once('close', () => void pool?.close());
  return { results, report, columns };
}
