/**
 * Account deletion's order step: every stored file goes (uploads, sealed originals, results, the mailbox check's
 * intermediate results), and so does every field that may quote a list (file paths, request details, status
 * messages, the mailbox check's pending addresses), and so do the saved lead profiles (presets), which say as much
 * as a `buy_leads` order's request details; likewise bounce logs and the guarantee's address records. The orders stay as anonymous figures (type, status, dates, row
 * counts, credits, statistics and receipt): the ledger's order debits and refunds point at them.
 */
import { bounceReportPaths } from '../bounces/bounce-report-paths';
import { eraseOrderDetails } from '../orders/order-store';
import { deleteProbeState } from '../orders/probe/probe-cleanup';
import { orderObjects } from '../orders/retention/order-objects';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';

/** What erasing needs: the database of the orders and reports, and the storage of their files. */
export type EraseOrderDataDeps = Pick<Services, 'database' | 'storage'>;

/** Erases the files and personal fields of every order of `userId`, and their presets; running it again does no harm. */
export async function eraseOrderData(services: EraseOrderDataDeps, userId: string) {
  const { db } = services.database;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'type', 'upload_path', 'original_file_path', 'result_file_path'])
    .where('user_id', '=', userId)
    .execute();
  // The recorded paths and the conventional ones: a crash between a write and its recording leaves a file at the latter.
  for (const order of orders) {
    for (const { bucket, path } of orderObjects(order)) await services.storage.remove(bucket, path);
  }
  // Bounce logs (issue 37) quote the customer's recipients: their files go, the reports stay as figures.
  const reports = await db
    .selectFrom('bounce_reports')
    .select(['id', 'user_id', 'upload_path', 'file_path'])
    .where('user_id', '=', userId)
    .execute();
  for (const report of reports) {
    for (const path of bounceReportPaths(report)) await services.storage.remove(UPLOADS_BUCKET, path);
  }
  const orderIds = orders.map((order) => order.id);
  await db.transaction().execute(async (trx) => {
    await deleteProbeState(trx, orderIds);
    // Which leads were sold to whom, and the keys of the customer's own contacts (for not selling them back).
    await trx.deleteFrom('lead_sales').where('user_id', '=', userId).execute();
    await trx.deleteFrom('customer_contact_keys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('pending_customer_contacts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('lead_presets').where('user_id', '=', userId).execute();
    // What the bounce guarantee kept of the customer's addresses (their hashes, and which were refunded).
    await trx.deleteFrom('address_verdicts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('bounce_refunds').where('user_id', '=', userId).execute();
    await trx.deleteFrom('bounced_verdicts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('reported_bounces').where('user_id', '=', userId).execute();
    await trx
      .updateTable('bounce_reports')
      .set({ file_name: null, upload_path: null, file_path: null, file_sha256: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    await eraseOrderDetails(trx, userId);
  });
}
