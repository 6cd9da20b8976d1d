/**
 * Every write to `orders`, so an order's lifecycle reads in one place. Each operation is one transaction, and each
 * status move names the status it leaves: two runs racing over one order (a retried job, the dead-letter handler, a
 * repeated request) cannot both make it. Credits move in the same transactions: the hold is placed where the order
 * is created or started, and settled where it ends, so no order holds credits it does not show, or ends unsettled.
 *
 *   upload_csv: pending ─startUploadOrder→ in_progress ─endOrder→ completed | needs_fix | failed
 *               pending ─expirePendingUploads→ failed
 *   buy_leads:  insertLeadPurchase (in_progress) ─endOrder→ completed | needs_fix | failed
 *
 * Three writes change no status and run inside another transaction: the file retention's (or the customer's) deletion
 * of an ended order's files (`recordFilesDeleted`), the bounce guarantee's measured accuracy
 * (`recordMeasuredAccuracy`) and account deletion's erasure of what may quote a list (`eraseOrderDetails`).
 */
import type { BuyLeadsRequestDetails } from '@leadproof/contract/leads';
import type { OrderStats, OrderType, UploadCsvOrderBody, UploadFormat } from '@leadproof/contract/orders';
import type { CreditLedger, CreditTransaction } from '../credits/credit-ledger';
import type { OrderRow } from '../db/order-row';
import type { Trx } from '../db/trx';
import { queueCustomerContacts } from '../leads/customer-contacts-job';
import { addToLogContext } from '../logging/log-context';
import type { Services } from '../services';
import { recordOrderEnded } from '../webhooks/order-webhook-events';
import { deleteProbeState } from './probe/probe-cleanup';
import { type BillableRows, heldReceipt, settleCharge } from './settle-charge';
import { type DeliveredLeads, settleDelivery } from './settle-delivery';
import { uploadFileName } from './upload-file-name';

/**
 * What the store writes through: the database, the ledger for holds and their settlement, the jobs for webhooks,
 * and the config for what those webhooks say (the file retention).
 */
export type OrderStoreDeps = Pick<Services, 'database' | 'creditLedger' | 'jobs' | 'config'>;

/** How an in-progress order ends. A completed one says what to charge: the rows of a list, or the leads delivered. */
export type FinalOutcome =
  | {
      status: 'completed';
      resultFilePath: string;
      stats: OrderStats;
      charge: { rows: BillableRows } | { leads: DeliveredLeads };
    }
  | { status: 'needs_fix' | 'failed'; message: string };

/** The file upload-complete counted and sealed: the job verifies these bytes and no others. */
export type ConfirmedFile = { path: string; size: number; sha256: string; format: UploadFormat };

/** Inserts a pending upload order, unless the user already holds `limit` of them (then undefined). */
export async function insertPendingUpload(
  { database }: OrderStoreDeps,
  userId: string,
  requestDetails: UploadCsvOrderBody['requestDetails'],
  limit: number,
): Promise<{ id: string } | undefined> {
  const { fileName, sheet, ...details } = requestDetails;
  return database.db.transaction().execute(async (trx) => {
    // The user's row lock: two orders created at once cannot both take the last slot.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const { pending } = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('user_id', '=', userId)
      .where('type', '=', 'upload_csv')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(pending) >= limit) return undefined;
    return trx
      .insertInto('orders')
      .values({
        user_id: userId,
        type: 'upload_csv',
        // The name is kept once, cleaned, in its column; the rest of the details as sent.
        file_name: uploadFileName(fileName),
        // The sheet too: upload-complete counts it, the job verifies it, the order shows it.
        sheet: sheet ?? null,
        request_details: JSON.stringify(details),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** Records where a pending order's file goes; the time is the ticket's, from which the order expires. */
export async function recordUploadPath({ database }: OrderStoreDeps, orderId: string, path: string) {
  await database.db
    .updateTable('orders')
    .set({ upload_path: path, updated_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Holds `cost` credits and moves the pending order to in_progress with its confirmed file, together: a failure
 * between them (a lost connection) must not leave credits spent on an order that is still pending. Undefined when
 * the order had already left pending; throws `InsufficientCreditsError`, and then nothing is written.
 */
export async function startUploadOrder(
  { database, creditLedger }: OrderStoreDeps,
  order: { id: string; userId: string; rows: number; cost: number; file: ConfirmedFile },
): Promise<OrderRow | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const debit = await holdCredits(trx, creditLedger, {
      userId: order.userId,
      orderId: order.id,
      amount: order.cost,
      description: `${order.rows} row(s) to verify`,
    });
    return trx
      .updateTable('orders')
      .set({
        status: 'in_progress',
        original_file_path: order.file.path,
        original_file_size: order.file.size,
        original_file_sha256: order.file.sha256,
        original_format: order.file.format,
        row_count: order.rows,
        credits_used: order.cost,
        billing: JSON.stringify(heldReceipt(order.rows, order.cost)),
        debit_transaction_id: debit.id,
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Inserts a buy_leads order in progress with a hold of `cost` credits, together; throws
 * `InsufficientCreditsError`, and then nothing is written. The price per lead is kept with the order: it is what a
 * shortfall refunds per lead, whatever pricing does later.
 */
export async function insertLeadPurchase(
  { database, creditLedger }: OrderStoreDeps,
  order: {
    id: string;
    userId: string;
    details: BuyLeadsRequestDetails;
    pricePerRow: number;
    cost: number;
    demo: boolean;
  },
): Promise<OrderRow> {
  return database.db.transaction().execute(async (trx) => {
    const debit = await holdCredits(trx, creditLedger, {
      userId: order.userId,
      orderId: order.id,
      amount: order.cost,
      description: `${order.details.count} lead(s) to source and verify`,
    });
    return trx
      .insertInto('orders')
      .values({
        id: order.id,
        user_id: order.userId,
        type: 'buy_leads',
        status: 'in_progress',
        request_details: JSON.stringify({ ...order.details, pricePerRow: order.pricePerRow }),
        row_count: order.details.count,
        credits_used: order.cost,
        debit_transaction_id: debit.id,
        demo: order.demo,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The one debit of an order; its key is the order, so a retried start never holds twice. */
async function holdCredits(
  trx: Trx,
  creditLedger: CreditLedger,
  hold: { userId: string; orderId: string; amount: number; description: string },
): Promise<CreditTransaction> {
  const { transaction } = await creditLedger.debit(
    {
      userId: hold.userId,
      amount: hold.amount,
      reason: 'order',
      description: `Order ${hold.orderId.slice(0, 8)}: ${hold.description}`,
      orderId: hold.orderId,
      idempotencyKey: `order:${hold.orderId}:debit`,
    },
    trx,
  );
  return transaction;
}

/**
 * Counts a job's attempt on an in-progress order of `type` and returns the order; undefined when it is not one (it
 * ended, or never started). `restartProgress` sets the rows processed back to 0 for a job that starts over.
 */
export async function beginAttempt(
  { database }: OrderStoreDeps,
  orderId: string,
  type: OrderType,
  { restartProgress }: { restartProgress: boolean },
): Promise<OrderRow | undefined> {
  const order = await database.db
    .updateTable('orders')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      ...(restartProgress ? { rows_processed: 0 } : {}),
      updated_at: new Date(),
    }))
    .where('id', '=', orderId)
    .where('type', '=', type)
    .where('status', '=', 'in_progress')
    .returningAll()
    .executeTakeFirst();
  // Every order job starts here: the rest of the attempt's log lines name the order's owner too.
  if (order) addToLogContext({ userId: order.user_id });
  return order;
}

/** Records how many rows the job has processed, while the order is in progress. */
export async function recordProgress({ database }: OrderStoreDeps, orderId: string, rowsProcessed: number) {
  await database.db
    .updateTable('orders')
    .set({ rows_processed: rowsProcessed })
    .where('id', '=', orderId)
    .where('status', '=', 'in_progress')
    .execute();
}

/**
 * Moves an in-progress order to its final status and settles its hold in the same transaction: a list is charged
 * for its billable rows, a lead purchase for the leads it delivered, and an order that did not complete is refunded
 * whole. So an order is never final without its settlement, and a settlement never happens twice. Returns the
 * final row, or undefined when the order was not in progress (another run ended it).
 */
export async function endOrder(
  { database, creditLedger, jobs, config }: OrderStoreDeps,
  orderId: string,
  outcome: FinalOutcome,
): Promise<OrderRow | undefined> {
  return database.db.transaction().execute(async (trx) => {
    const row = await settleEnd(trx, creditLedger, orderId, outcome);
    // The order.* webhook event is part of the move: never an ended order without it, nor an event twice.
    if (row) await recordOrderEnded(trx, jobs, row, config.fileRetentionDays);
    // So are the customer's contacts of a completed upload: recorded from its stored results once it has ended.
    if (row?.type === 'upload_csv' && row.status === 'completed')
      await queueCustomerContacts(trx, { jobs, config }, row);
    return row;
  });
}

/** The final status and the settlement of `endOrder`, inside its transaction. */
async function settleEnd(
  trx: Trx,
  creditLedger: CreditLedger,
  orderId: string,
  outcome: FinalOutcome,
): Promise<OrderRow | undefined> {
  const leads =
    outcome.status === 'completed' && 'leads' in outcome.charge ? outcome.charge.leads : undefined;
  const row = await trx
    .updateTable('orders')
    .set({
      status: outcome.status,
      result_file_path: outcome.status === 'completed' ? outcome.resultFilePath : null,
      stats: outcome.status === 'completed' ? JSON.stringify(outcome.stats) : null,
      status_message: outcome.status === 'completed' ? null : outcome.message,
      ...(leads ? { row_count: leads.count, credits_used: leads.credits, rows_processed: leads.count } : {}),
      updated_at: new Date(),
      completed_at: new Date(),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'in_progress')
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  // The mailbox check's batches hold the customer's addresses: they go with the order's end, whatever it is.
  await deleteProbeState(trx, [orderId]);
  let settled: Awaited<ReturnType<typeof settleCharge>>;
  if (outcome.status !== 'completed') {
    settled = await settleCharge(trx, creditLedger, row, outcome);
  } else if ('leads' in outcome.charge) {
    await settleDelivery(trx, creditLedger, row, outcome.charge.leads);
    return row;
  } else {
    settled = await settleCharge(trx, creditLedger, row, {
      status: 'completed',
      rows: outcome.charge.rows,
    });
  }
  // A lead purchase refunded whole keeps `credits_used` as it was held: it has no receipt to update.
  if (!settled || row.type !== 'upload_csv') return row;
  return trx
    .updateTable('orders')
    .set({ credits_used: settled.creditsUsed, billing: JSON.stringify(settled.billing) })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Ends, as failed with `message`, the pending upload orders last touched before `cutoff`, each with its
 * `order.failed` webhook event in the same transaction; returns them.
 */
export async function expirePendingUploads(
  { database, jobs, config }: OrderStoreDeps,
  cutoff: Date,
  now: Date,
  message: string,
): Promise<{ id: string; upload_path: string | null }[]> {
  return database.db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('orders')
      .set({ status: 'failed', status_message: message, updated_at: now, completed_at: now })
      .where('type', '=', 'upload_csv')
      .where('status', '=', 'pending')
      .where('updated_at', '<', cutoff)
      .returningAll()
      .execute();
    for (const order of expired) await recordOrderEnded(trx, jobs, order, config.fileRetentionDays);
    return expired;
  });
}

/**
 * Marks an ended order's files deleted, once (a second run finds it marked), inside the caller's transaction, which
 * holds the order's row lock: `retentionDays` when the file retention deleted them, null when the customer did.
 */
export async function recordFilesDeleted(
  trx: Trx,
  orderId: string,
  retentionDays: number | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ files_deleted_at: now, files_retention_days: retentionDays, updated_at: now })
    .where('id', '=', orderId)
    .where('files_deleted_at', 'is', null)
    .execute();
}

/** The bounce guarantee's measured accuracy of a completed order, inside the caller's transaction (a report's). */
export async function recordMeasuredAccuracy(
  trx: Trx,
  orderId: string,
  measured: { validAddresses: number; hardBounces: number; measuredAt: Date },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      measured_valid_addresses: measured.validAddresses,
      measured_hard_bounces: measured.hardBounces,
      measured_at: measured.measuredAt,
    })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Account deletion's erasure of every field of the user's orders that may quote their list, inside the caller's
 * transaction. The orders stay as anonymous figures: the ledger's order debits and refunds point at them.
 */
export async function eraseOrderDetails(trx: Trx, userId: string, now: Date = new Date()): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      request_details: '{}',
      file_name: null,
      // The sheet's name is the customer's words, like the file's.
      sheet: null,
      upload_path: null,
      original_file_path: null,
      original_file_sha256: null,
      result_file_path: null,
      status_message: null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}
