/** The engine step of verification: the original through `verifyCsvFile` into a results file, progress on the order. */
import path from 'node:path';
import { type ResultCellsTap, type VerifyReport, verifyCsvFile } from '@leadproof/engine';
import { engineEmailOptions } from '../../config/engine-email-options';
import type { OrderRow } from '../../db/order-row';
import { rowsVerified } from '../../metrics/business-metrics';
import type { Services } from '../../services';
import { type OrderStoreDeps, recordProgress } from '../order-store';

const PROGRESS_INTERVAL_MS = 1000;

/** What verifying an original needs: the engine's settings from the config, and the store for the progress. */
export type VerifyOriginalDeps = OrderStoreDeps & Pick<Services, 'config'>;

/**
 * Verifies `inputPath` for `order` into `workDir`; returns the engine's report and the results file's path.
 * `resultCells` takes the results' cells as the rows are written (the order's records).
 */
export async function verifyOriginal(
  services: VerifyOriginalDeps,
  order: OrderRow,
  inputPath: string,
  workDir: string,
  resultCells?: ResultCellsTap,
): Promise<{ report: VerifyReport; resultsFile: string }> {
  const { config } = services;
  const resultsFile = path.join(workDir, 'results.csv');
  const total = order.row_count ?? 0;
  let lastWrite = 0;
  let reading = 0;
  const report = await verifyCsvFile(inputPath, resultsFile, {
    ...engineEmailOptions(config),
    spoolDir: workDir,
    ...(config.engineThreads !== undefined ? { threads: config.engineThreads } : {}),
    ...(resultCells ? { resultCells } : {}),
    // The workbook sheet upload-complete counted and charged for.
    ...(order.sheet !== null ? { sheet: order.sheet } : {}),
    // Never more rows than were charged for: a file that holds more stops here.
    ...(order.row_count !== null ? { maxRows: order.row_count } : {}),
    // pg-boss gives the job up at its deadline; the engine thread must stop then too, not run on unseen.
    signal: AbortSignal.timeout(config.verifyJob.timeoutSeconds * 1000),
    onProgress: (progress) => {
      // Reading is the first half of the work, writing the results the second.
      if (progress.phase === 'reading') reading = progress.rows;
      const done = Math.round((reading + (progress.phase === 'writing' ? progress.rows : 0)) / 2);
      if (Date.now() - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = Date.now();
      // Progress is a hint for the dashboard: a write lost to a busy database is not worth failing the job for.
      void recordProgress(services, order.id, Math.min(done, total)).catch(() => {});
    },
  });
  rowsVerified.inc(report.rows);
  return { report, resultsFile };
}
