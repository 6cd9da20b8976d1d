import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { APIUserAbortError } from '@leadproof/sdk';
import { fileFromPath } from '@leadproof/sdk/node';
import { ExitError, exitCodes } from '../errors';
import { shortId } from '../orders';
import { createOutput, formatCredits, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof bounces upload`. */
export interface BouncesUploadOptions extends CommandOptions {
  /** The bounce log: a platform's CSV export, or SES notifications as JSON lines. */
  file: string;
  /** `--wait`: wait until the report is processed, then show it. */
  wait: boolean;
  /** Pause between polls while waiting. @unit milliseconds @default 1000 */
  pollIntervalMs?: number | undefined;
}

/** The report in lines: what was read, what matched, what came back, and what did not and why. */
export function describeBounceReport(report: BounceReport): string[] {
  const lines = [
    `Bounce report ${shortId(report.id)}${report.fileName ? ` (${report.fileName})` : ''}: ${report.status.replace('_', ' ')}`,
  ];
  if (report.statusMessage) lines.push(report.statusMessage);
  if (report.rowsRead === null || !report.bounces) return lines;
  lines.push(
    `Format: ${report.format ?? 'unknown'}; ${formatNumber(report.rowsRead)} rows read; ${formatNumber(report.bounces.hard)} hard, ${formatNumber(report.bounces.soft)} soft, ${formatNumber(report.bounces.unknown)} unclear bounces.`,
  );
  if (report.matched.length > 0) {
    lines.push(
      ...table([
        ['ORDER', 'VALID, BOUNCED', 'REFUNDABLE', 'CHARGED ROWS'],
        ...report.matched.map((match) => [
          match.orderId ? shortId(match.orderId) : 'real-time',
          formatNumber(match.validHardBounces),
          formatNumber(match.refundable),
          formatNumber(match.chargedRows),
        ]),
      ]),
    );
  }
  lines.push(
    report.status === 'awaiting_review'
      ? `Refund of ${formatCredits(report.refundableCredits)} waits for review: only ${formatCredits(report.reviewCap)} fit in the orders' room (5 % of each order's charged rows, less what earlier reports refunded or hold).`
      : `Refunded: ${formatCredits(report.refundedCredits)}.`,
  );
  for (const item of report.notRefundable) lines.push(`Not refunded: ${item.message}`);
  if (report.fileDeletedAt)
    lines.push(`File deleted ${formatTime(report.fileDeletedAt)} by the file retention; the report is kept.`);
  return lines;
}

/** `leadproof bounces upload FILE [--wait]`: reports a bounce log for the bounce guarantee. */
export async function runBouncesUpload(options: BouncesUploadOptions): Promise<void> {
  const { runtime } = options;
  const output = createOutput(options);
  const filePath = path.resolve(runtime.cwd, options.file);
  try {
    const info = await stat(filePath);
    if (!info.isFile())
      throw new ExitError(exitCodes.error, `${options.file} is not a file.`, 'invalid_file');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ExitError(exitCodes.error, `No such file: ${options.file}`, 'invalid_file');
    }
    throw error;
  }
  const { client } = await signedInClient(options);
  let report: BounceReport;
  try {
    report = await client.bounceReports.upload(await fileFromPath(filePath), { signal: runtime.signal });
    if (options.wait) {
      report = await client.bounceReports.wait(report.id, {
        signal: runtime.signal,
        intervalMs: options.pollIntervalMs,
      });
    }
  } catch (error) {
    if (error instanceof APIUserAbortError) {
      throw new ExitError(exitCodes.cancelled, 'Cancelled.', 'cancelled');
    }
    throw error;
  }
  output.result(report, () =>
    options.wait
      ? describeBounceReport(report)
      : [
          `Bounce report ${shortId(report.id)} is ${report.status.replace('_', ' ')}.`,
          `Follow it with \`leadproof bounces show ${report.id}\`.`,
        ],
  );
  if (report.status === 'failed') {
    throw new ExitError(exitCodes.error, report.statusMessage ?? 'The bounce report failed.', 'failed');
  }
}

/** `leadproof bounces list`: the latest reports, newest first. */
export async function runBouncesList(options: CommandOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const page = await client.bounceReports.list({ limit: 20 }, { signal: options.runtime.signal });
  output.result(page.items, () =>
    page.items.length === 0
      ? 'No bounce reports yet. Report one with `leadproof bounces upload FILE`.'
      : table([
          ['ID', 'CREATED', 'STATUS', 'FILE', 'HARD', 'REFUNDED'],
          ...page.items.map((report) => [
            report.id,
            formatTime(report.createdAt),
            report.status.replace('_', ' '),
            report.fileName ?? '',
            report.bounces ? formatNumber(report.bounces.hard) : '',
            formatNumber(report.refundedCredits),
          ]),
        ]),
  );
}

/** `leadproof bounces show ID`: one report. */
export async function runBouncesShow(options: CommandOptions & { id: string }): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const report = await client.bounceReports.retrieve(options.id, { signal: options.runtime.signal });
  output.result(report, () => describeBounceReport(report));
}
