import { DuplicateFinder } from '../dedupe/find-duplicates';
import type { AnalysisPool } from '../parallel/analysis-pool';
import { InOrder } from '../parallel/in-order';
import type { AnalyzedBatch } from './analyze-batch';
import { InputRowChecks } from './input-row-checks';
import type { VerifyOptions } from './options';
import { PhaseProgress } from './phase-progress';
import type { InputShape } from './read-byte-rows';
import { assertContactColumn, readInputRows } from './read-input';
import type { CsvInput } from './source';
import type { VerifyRun } from './verify-run';

/** What pass one leaves for the rest of a verification. */
export interface ReadOutcome {
  shape: InputShape;
  /** Widest row: shorter rows are padded to it. */
  width: number;
  rows: number;
  /** The de-duplication keys of every row, to cluster. */
  finder: DuplicateFinder;
  /** The pool that analysed the rows, open for the rest of the run. */
  pool: AnalysisPool;
}

/**
 * Pass one: reads the input once, has the pool analyse each batch while the next is parsed, and takes
 * the results strictly in input order: MX look-ups started, de-duplication keys kept in memory, the
 * analysed rows spooled. Rejects with `EngineInputError` for a file that cannot be used.
 */
export async function readPass(
  input: CsvInput,
  options: VerifyOptions,
  run: VerifyRun,
): Promise<ReadOutcome> {
  const shapes: InputShape[] = [];
  const reader = readInputRows(input, options, run.warnings, (shape) => {
    assertContactColumn(shape);
    shapes.push(shape);
  });
  try {
    const first = await reader.next();
    const shape = shapes[0];
    // The reader finds the shape before it yields rows, and fails rather than end without any.
    if (first.done || !shape) throw new Error('The input ended before its first rows.');
    const checks = new InputRowChecks(shape, options, run.warnings);
    checks.admit(first.value);
    const pool = await run.openPool(shape.columns.mapping);
    const finder = new DuplicateFinder();
    const analyzed = new InOrder<AnalyzedBatch>(pool.threads);
    const progress = new PhaseProgress('reading', options.onProgress);
    const take = async (batch: AnalyzedBatch) => {
      for (const domain of batch.domains) void run.checker.check(domain);
      finder.addBatch(batch);
      const pending = run.spool.write(batch.spooled);
      if (pending) await pending;
      progress.add(batch.completeness.length);
    };
    const analyze = async (batch: string[][]) => {
      const ready = await analyzed.push(pool.analyze(batch));
      if (ready) await take(ready);
    };
    await analyze(first.value);
    for await (const batch of reader) {
      checks.admit(batch);
      await analyze(batch);
    }
    for await (const batch of analyzed.drain()) await take(batch);
    // Before the MX wait and the keys' sort: pass one's threads would sit idle through both, holding
    // their heaps, while the sort takes a copy of the keys (the peak RSS of a 50 MB order was there).
    await pool.endPassOne();
    checks.assertPaddingBounded();
    await run.spool.close();
    return { shape, width: checks.width, rows: checks.rows, finder, pool };
  } finally {
    // Closes the input when a check stopped the reading early.
    await reader.return(undefined);
  }
}
