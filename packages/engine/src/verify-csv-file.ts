import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { VerifyReport } from './report/report';
import type { VerifyOptions } from './verify/options';
import { verifyCsv } from './verify-csv';

/**
 * Verifies the CSV at `inputPath` and writes the results to `outputPath`; the CLI, the benchmark
 * and a worker with local files use this.
 */
export async function verifyCsvFile(
  inputPath: string,
  outputPath: string,
  options: VerifyOptions = {},
): Promise<VerifyReport> {
  const { results, report } = await verifyCsv({ path: inputPath }, options);
  await pipeline(results, createWriteStream(outputPath));
  return report;
}
