import path from 'node:path';
import { UsageError } from '../errors';
import { createOutput, formatBytes } from '../output';
import type { CommandOptions } from '../runtime';
import { saveDownload, writeDownloadTo } from '../save-download';
import { signedInClient } from '../session';

/** Options of `leadproof account export`. */
export interface AccountExportOptions extends CommandOptions {
  /** `-o PATH`: where to save; `-` writes to stdout. Default: `leadproof-account-{date}.zip` in the working directory. */
  output?: string | undefined;
}

/** The archive's default file name, dated like the dashboard's. */
export function accountExportFileName(now = new Date()): string {
  return `leadproof-account-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * `leadproof account export`: saves the account's data (a zip of JSON and CSV files) to disk. The API serves it to a
 * password session only (`leadproof login`), never to an API key: the archive is the whole account.
 */
export async function runAccountExport(options: AccountExportOptions): Promise<void> {
  const { runtime } = options;
  const output = createOutput(options);
  if (options.output === '-' && options.json)
    throw new UsageError(
      '-o - writes the zip to stdout, which --json needs for its result: use one or the other.',
    );
  const { client } = await signedInClient(options);
  const body = await client.users.exportData({ signal: runtime.signal });
  if (options.output === '-') {
    await writeDownloadTo(body, runtime.stdout as NodeJS.WritableStream, runtime.signal);
    return;
  }
  const destination = path.resolve(runtime.cwd, options.output ?? accountExportFileName());
  const bytes = await saveDownload(body, destination, runtime.signal);
  output.result(
    { path: destination, bytes },
    () => `Saved ${path.relative(runtime.cwd, destination) || destination} (${formatBytes(bytes)}).`,
  );
}
