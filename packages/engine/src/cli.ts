#!/usr/bin/env node
import { writeFile } from 'node:fs/promises';
import { parseVerifyArgs, USAGE, UsageError } from './cli/parse-args';
import { isEngineInputError } from './errors';
import { verifyCsvFile } from './verify-csv-file';

/** Runs `leadproof-engine verify …`; returns the process exit code (2 usage, 3 unusable file, 1 other). */
async function main(argv: readonly string[]): Promise<number> {
  try {
    const options = parseVerifyArgs(argv);
    const report = await verifyCsvFile(options.input, options.out, {
      country: options.country,
      offline: options.offline,
      mapping: options.mapping,
    });
    if (options.report) await writeFile(options.report, `${JSON.stringify(report, null, 2)}\n`);
    const { email, phone, duplicates, timing } = report;
    process.stderr.write(
      `${report.rows} rows in ${timing.seconds} s (${timing.rowsPerSecond} rows/s): e-mail ${email.status.valid} valid, ` +
        `${email.status.invalid} invalid, ${email.status.unknown} unknown; phone ${phone.status.valid} valid; ` +
        `${duplicates.rows} duplicates; ${report.warnings.total} warnings\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (isEngineInputError(error)) {
      process.stderr.write(`Cannot verify this file (${error.code}): ${error.message}\n`);
      return 3;
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
