import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { verifyFileOnThread } from './parallel/verify-file-thread';
import type { VerifyReport } from './report/report';
import type { VerifyOptions } from './verify/options';
import { verifyCsv } from './verify-csv';

/**
 * Verifies the CSV at `inputPath` and writes the results to `outputPath`, on a worker thread of its
 * own when the engine is built (the CLI, the API's jobs and the benchmark use this).
 */
export async function verifyCsvFile(
  inputPath: string,
  outputPath: string,
  options: VerifyOptions = {},
): Promise<VerifyReport> {
  return (
    (await verifyFileOnThread(inputPath, outputPath, options)) ??
    verifyCsvFileHere(inputPath, outputPath, options)
  );
}

/** {@link verifyCsvFile} on the calling thread. */
export async function verifyCsvFileHere(
  inputPath: string,
  outputPath: string,
  options: VerifyOptions = {},
): Promise<VerifyReport> {
  const { results, report } = await verifyCsv({ path: inputPath }, options);
  await pipeline(results, createWriteStream(outputPath));
  return report;
}
