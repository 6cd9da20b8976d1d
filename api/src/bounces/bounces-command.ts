/**
 * `leadproof-api bounces review [--approve ID | --reject ID]`: the operator's side of the bounce guarantee. Without
 * an option it lists the reports whose refund waits for review (more than fits in an order's room: 5 % of its charged
 * rows, less what earlier reports refunded or hold for it).
 */
import type { Config } from '../config/config';
import { CreditLedger } from '../credits/credit-ledger';
import { migrate } from '../db/migrate';
import { acquireDataDirLock } from '../lifecycle/data-dir-lock';
import { openDatabase } from '../open-database';
import {
  approveBounceReport,
  listReportsAwaitingReview,
  NotAwaitingReviewError,
  rejectBounceReport,
} from './review-bounce-reports';

/** A mistake in how the command was called, or a report that cannot be reviewed; the message says what to do. */
export class BouncesCommandError extends Error {
  override name = 'BouncesCommandError';
}

export const BOUNCES_USAGE = 'Usage: leadproof-api bounces review [--approve REPORT_ID | --reject REPORT_ID]';

/** Runs `bounces <args>`; returns the text to print. */
export async function runBouncesCommand(config: Config, args: readonly string[]): Promise<string> {
  const [sub, option, id, ...rest] = args;
  if (
    sub !== 'review' ||
    rest.length > 0 ||
    (option !== undefined && (!id || !['--approve', '--reject'].includes(option)))
  ) {
    throw new BouncesCommandError(BOUNCES_USAGE);
  }
  // Embedded PostgreSQL is one process: the review cannot run beside a server on the same data dir.
  const lock = config.database.driver === 'pglite' ? await acquireDataDirLock(config.dataDir) : undefined;
  try {
    const database = await openDatabase(config.database);
    try {
      await migrate(database);
      if (option === '--approve') {
        const credits = await approveBounceReport(
          { database, creditLedger: new CreditLedger(database) },
          id!,
        );
        return `approved bounce report ${id}: ${credits} credits refunded\n`;
      }
      if (option === '--reject') {
        await rejectBounceReport(database, id!);
        return `rejected bounce report ${id}: nothing refunded\n`;
      }
      const items = await listReportsAwaitingReview(database);
      if (items.length === 0) return 'no bounce reports await review\n';
      return `${items
        .map(
          (item) =>
            `${item.id}  ${item.createdAt.toISOString()}  ${item.email ?? item.userId}  asks ${item.refundableCredits} credits (${item.reviewCap} within the orders' room); ${item.hardBounces} hard bounces in ${item.rowsRead} rows`,
        )
        .join('\n')}\n`;
    } catch (error) {
      if (error instanceof NotAwaitingReviewError) throw new BouncesCommandError(error.message);
      throw error;
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}
