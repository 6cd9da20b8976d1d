import { formatRow } from '../csv/write-row';
import type { DuplicateResolution } from '../dedupe/find-duplicates';
import type { AnalysisPool } from '../parallel/analysis-pool';
import { InOrder } from '../parallel/in-order';
import type { RowSpool } from '../spool/row-spool';
import { countSpooledRows, joinBytes } from '../spool/spooled-row-codec';
import { addTally, emptyTally, type FinishedBatch, type FinishSetup, type ResultTally } from './finish-batch';
import type { VerifyOptions } from './options';
import { PhaseProgress } from './phase-progress';

/** Least spooled rows per batch of pass two (the spool's pieces are added whole): a message then costs little per row. */
const FINISH_BATCH_ROWS = 500;

/** What pass two works from, once pass one, the DNS answers and the clustering are done. */
export interface FinishPassInput {
  spool: RowSpool;
  pool: AnalysisPool;
  setup: FinishSetup;
  resolution: DuplicateResolution;
  /** Header of the results file. */
  columns: readonly string[];
}

/** The spooled rows in batches of at least {@link FINISH_BATCH_ROWS}, with their row counts. */
async function* spooledBatches(spool: RowSpool): AsyncGenerator<{ bytes: Uint8Array; rows: number }> {
  let pieces: Uint8Array[] = [];
  let rows = 0;
  // A new buffer when pieces are joined: the batch's bytes are transferred, not copied.
  const batch = () => ({ bytes: pieces.length === 1 ? pieces[0]! : joinBytes(pieces), rows });
  for await (const piece of spool.read()) {
    pieces.push(piece);
    rows += countSpooledRows(piece);
    if (rows < FINISH_BATCH_ROWS) continue;
    yield batch();
    pieces = [];
    rows = 0;
  }
  if (rows > 0) yield batch();
}

/** Batches finished by the pool while the next are read from the spool, in input order. */
async function* finishedBatches({
  spool,
  pool,
  setup,
  resolution,
}: FinishPassInput): AsyncGenerator<FinishedBatch> {
  await pool.prepareFinish(setup);
  const finished = new InOrder<FinishedBatch>(pool.threads);
  let firstIndex = 0;
  for await (const { bytes, rows } of spooledBatches(spool)) {
    const end = firstIndex + rows;
    const ready = await finished.push(
      pool.finish({
        rows: bytes,
        firstIndex,
        keptIndex: resolution.keptIndex.slice(firstIndex, end),
        reasonIndex: resolution.reasonIndex.slice(firstIndex, end),
      }),
    );
    firstIndex = end;
    if (ready) yield ready;
  }
  yield* finished.drain();
}

/**
 * Pass two: the results file's header, then every spooled row finished (DNS answers, duplicate
 * outcome, score) in input order. Returns what the report counts.
 */
export async function* finishPass(
  input: FinishPassInput,
  options: Pick<VerifyOptions, 'bom' | 'signal' | 'onProgress' | 'resultCells'>,
): AsyncGenerator<string | Uint8Array, ResultTally> {
  const tally = emptyTally();
  yield `${options.bom === false ? '' : '\ufeff'}${formatRow(input.columns)}\r\n`;
  const progress = new PhaseProgress('writing', options.onProgress);
  for await (const batch of finishedBatches(input)) {
    options.signal?.throwIfAborted();
    addTally(tally, batch.tally);
    // Awaited before the lines go on: a caller slower than the engine holds it back instead of piling batches up.
    const taken = options.resultCells?.onRows(batch.tappedCells ?? []);
    if (taken) await taken;
    yield batch.bytes;
    progress.add(batch.tally.histogram.reduce((sum, rows) => sum + rows, 0));
  }
  return tally;
}
