import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Order } from '@leadproof/contract/orders';
import { APIUserAbortError, Orders } from '@leadproof/sdk';
import type { Leadproof } from '@leadproof/sdk/node';
import { ExitError, exitCodes, NotEnoughCreditsError, UsageError } from '../errors';
import { downloadFileName, exitUnlessCompleted, shortId, statusLabel } from '../orders';
import { createOutput, formatBytes, formatCredits, formatNumber, type Output } from '../output';
import { createProgressBar } from '../progress-bar';
import { confirm } from '../prompt';
import type { CommandOptions } from '../runtime';
import { saveDownload } from '../save-download';
import { signedInClient } from '../session';

/** Options of `leadproof upload`. */
export interface UploadOptions extends CommandOptions {
  /** The CSV (or .xlsx workbook) to upload. */
  file: string;
  /** `--sheet NAME`: the sheet of an .xlsx workbook to verify; the first visible one when absent. */
  sheet?: string | undefined;
  /** `--wait`: wait for verification, then download the results. */
  wait: boolean;
  /**
   * `--out PATH`: where `--wait` saves the results (default: the uploaded file's name with `.verified`, see
   * `downloadFileName`).
   */
  out?: string | undefined;
  /** `--yes`: spend the credits without asking (required when input is not a terminal, and with `--json`). */
  yes: boolean;
  /** Pause between polls while waiting. @unit milliseconds @default 2000 */
  pollIntervalMs?: number | undefined;
}

/** What an upload will cost, as `upload` shows it before spending anything. */
export interface UploadEstimate {
  file: string;
  bytes: number;
  /** Data rows as the engine counts them (a header row is not one): what the hold charges for. */
  rows: number;
  pricePerRow: number;
  cost: number;
  balance: number;
}

/**
 * `leadproof upload FILE`: checks the file locally (name and size), shows the estimate and the balance, refuses
 * when the balance is short (exit 4), streams the file with a progress bar, and with `--wait` follows
 * verification and saves the results.
 */
export async function runUpload(options: UploadOptions): Promise<void> {
  const { runtime } = options;
  const output = createOutput(options);
  if (options.out !== undefined && !options.wait)
    throw new UsageError('--out saves the results of --wait: add --wait.');

  // Everything up to here and the checks below run before any network call.
  const filePath = path.resolve(runtime.cwd, options.file);
  const name = path.basename(filePath);
  // The name first: a .txt is refused with 'Only CSV files are allowed' whether or not it exists.
  const problem =
    Orders.validateFile({ name, size: 0 }) ??
    Orders.validateFile({ name, size: await fileSize(filePath, options.file) });
  if (problem) throw new ExitError(exitCodes.error, problem, 'invalid_file');
  if (options.sheet !== undefined && !name.toLowerCase().endsWith('.xlsx'))
    throw new UsageError(
      `--sheet chooses a sheet of an .xlsx workbook, and ${name} is a CSV: leave --sheet out.`,
    );
  const bytes = await fileSize(filePath, options.file);
  const { client } = await signedInClient(options);

  const estimate = await estimateUpload(client, filePath, name, bytes, options.sheet, runtime.signal);
  output.note(
    `${name}: ${formatNumber(estimate.rows)} rows, ${formatCredits(estimate.cost)} at ${formatCredits(estimate.pricePerRow)} per row. Your balance: ${formatCredits(estimate.balance)}.`,
  );
  if (estimate.balance < estimate.cost) {
    throw new NotEnoughCreditsError(
      `Not enough credits: ${name} needs ${formatCredits(estimate.cost)} and your balance is ${formatCredits(estimate.balance)}. Buy more with \`leadproof buy pack-1k\`.`,
    );
  }
  if (!options.yes) {
    if (options.json || runtime.stdin.isTTY !== true) {
      throw new UsageError(
        `Add --yes to spend ${formatCredits(estimate.cost)} without being asked (input is not a terminal, or --json).`,
      );
    }
    if (!(await confirm(runtime, `Upload ${name} for ${formatCredits(estimate.cost)}?`))) {
      throw new ExitError(exitCodes.error, 'Nothing uploaded.', 'declined');
    }
  }

  const uploaded = await uploadWithProgress(
    client,
    output,
    filePath,
    name,
    bytes,
    options.sheet,
    runtime.signal,
  );
  output.note(`Order ${shortId(uploaded.id)} created — verification started.`);
  if (!options.wait) {
    const short = shortId(uploaded.id);
    output.result({ order: uploaded, estimate, resultsPath: null }, () => [
      `Order ${short} is ${statusLabel(uploaded.status)}.`,
      `Follow it with \`leadproof orders show ${short}\`; when it is completed, \`leadproof download ${short}\` saves the results.`,
    ]);
    return;
  }

  const order = await waitWithProgress(client, output, uploaded, options);
  exitUnlessCompleted(output, order, { estimate });
  const destination = path.resolve(runtime.cwd, options.out ?? downloadFileName(order, 'results'));
  const body = await client.orders.download(order.id, 'results', { signal: runtime.signal });
  await saveDownload(body, destination, runtime.signal);
  output.result({ order, estimate, resultsPath: destination }, () => [
    `Order ${shortId(order.id)} completed: ${formatNumber(order.rowCount ?? 0)} rows verified.`,
    `Results saved to ${path.relative(runtime.cwd, destination) || destination}.`,
  ]);
}

async function fileSize(filePath: string, given: string): Promise<number> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new ExitError(exitCodes.error, `${given} is not a file.`, 'invalid_file');
    return info.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ExitError(exitCodes.error, `No such file: ${given}`, 'invalid_file');
    throw error;
  }
}

/**
 * The upload's estimate from `client.orders.estimate`: its data rows counted by the engine's reader (the count the
 * hold is placed for), their cost at the upload_csv price, and the balance.
 */
async function estimateUpload(
  client: Leadproof,
  filePath: string,
  name: string,
  bytes: number,
  sheet: string | undefined,
  signal: AbortSignal,
): Promise<UploadEstimate> {
  const { rows, pricePerRow, cost, balance } = await client.orders.estimate(filePath, { sheet, signal });
  // The dashboard upload card's words when there is no price to estimate with.
  if (pricePerRow === null || cost === null)
    throw new ExitError(exitCodes.error, 'Est. cost unavailable', 'no_price');
  return { file: name, bytes, rows, pricePerRow, cost, balance };
}

async function uploadWithProgress(
  client: Leadproof,
  output: Output,
  filePath: string,
  name: string,
  bytes: number,
  sheet: string | undefined,
  signal: AbortSignal,
): Promise<Order> {
  if (!output.interactive) output.note(`Uploading ${name} (${formatBytes(bytes)})…`);
  const bar = createProgressBar(output, 'Uploading', 'bytes', bytes);
  try {
    const order = await client.orders.upload(filePath, {
      signal,
      requestDetails: { source: 'cli' },
      sheet,
      onProgress: ({ loaded, total }) => bar.update(loaded, total),
    });
    bar.finish();
    return order;
  } catch (error) {
    bar.clear();
    if (error instanceof APIUserAbortError) {
      throw new ExitError(
        exitCodes.cancelled,
        'Cancelled. Nothing was charged: an order whose upload did not complete stays pending.',
        'cancelled',
      );
    }
    throw error;
  }
}

async function waitWithProgress(
  client: Leadproof,
  output: Output,
  order: Order,
  options: UploadOptions,
): Promise<Order> {
  const short = shortId(order.id);
  if (!output.interactive) output.note(`Waiting for order ${short} to be verified…`);
  const bar = createProgressBar(output, 'Verifying', 'rows', order.rowCount ?? 0);
  try {
    const done = await client.orders.poll(order.id, {
      signal: options.runtime.signal,
      intervalMs: options.pollIntervalMs,
      onProgress: ({ progress }) => progress && bar.update(progress.rowsProcessed, progress.rowsTotal),
    });
    if (done.status === 'completed') bar.update(done.rowCount ?? 0, done.rowCount ?? 0);
    bar.finish();
    return done;
  } catch (error) {
    bar.clear();
    if (error instanceof APIUserAbortError) {
      throw new ExitError(
        exitCodes.cancelled,
        `Stopped waiting. Order ${short} keeps running: follow it with \`leadproof orders show ${short}\`.`,
        'cancelled',
      );
    }
    throw error;
  }
}
