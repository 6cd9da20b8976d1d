/**
 * The contacts job: records a completed upload's contacts (`customerContactsRecorder`) from its stored results. The
 * transaction that completes the order marks its contacts pending and enqueues this job (`queueCustomerContacts`),
 * so the customer gets their results without waiting for the keys (issue 38, item 1: a 50 MB list's ~550,000 keys
 * were most of the database's work beside the engine). A lead purchase first records whatever of its customer's is
 * still pending (`recordPendingContacts`): no purchase sells back a contact the customer has.
 */
import type { OrderRow } from '../db/order-row';
import type { Trx } from '../db/trx';
import type { WorkerRegistration } from '../jobs/job-queue';
import {
  type OrderJobDefinition,
  type OrderJobServices,
  orderJobQueue,
  workOrderJob,
} from '../jobs/order-job';
import { recordResults } from '../orders/delivery/results-recorders';
import type { Services } from '../services';
import { RESULTS_BUCKET } from '../storage/object-storage';
import { customerContactsRecorder } from './customer-contacts';

/** What recording an order's contacts needs: the database for the keys, the storage of the results. */
export type CustomerContactsDeps = Pick<Services, 'database' | 'storage' | 'logger'>;

/** Recording the contacts of one completed upload. */
const customerContactsJob: OrderJobDefinition<CustomerContactsDeps & OrderJobServices> = {
  name: 'leads-customer-contacts',
  deadLetter: 'leads-customer-contacts-failed',
  key: 'orderId',
  // One at a time: the keys are bookkeeping beside the customers' orders, which come first.
  concurrency: () => 1,
  run: (services, orderId) => recordOrderContacts(services, orderId),
  // The order stays pending: the customer's next lead purchase records its contacts before it picks any lead.
  abandon: async (services, orderId) => {
    services.logger.warn('customer contacts not recorded; the next lead purchase records them', { orderId });
  },
};

/** The job's queue, which the process that completes orders prepares (`JobQueue.prepare`) before it sends within one. */
export const customerContactsQueue = (config: OrderJobServices['config']) =>
  orderJobQueue(customerContactsJob, config);

/**
 * Marks the contacts of `order`, a completed upload, pending and enqueues their recording, inside the transaction
 * `trx` that completes it: never a completed upload whose contacts neither are recorded nor will be.
 */
export async function queueCustomerContacts(
  trx: Trx,
  services: OrderJobServices,
  order: Pick<OrderRow, 'id' | 'user_id'>,
): Promise<void> {
  await trx
    .insertInto('pending_customer_contacts')
    .values({ order_id: order.id, user_id: order.user_id })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  // Keyed by order: the queue is stately, so without a key one queued job would stand for the whole queue.
  await services.jobs.sendWithin(
    trx,
    customerContactsQueue(services.config),
    { orderId: order.id },
    {
      singletonKey: order.id,
    },
  );
}

/** Records the contacts of `orderId` if they are pending, then clears its mark; running it twice does no harm. */
export async function recordOrderContacts(services: CustomerContactsDeps, orderId: string): Promise<void> {
  const { db } = services.database;
  const pending = await db
    .selectFrom('pending_customer_contacts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['o.id', 'o.user_id', 'o.result_file_path'])
    .where('p.order_id', '=', orderId)
    .executeTakeFirst();
  if (!pending) return;
  const stored = pending.result_file_path;
  // A results file already gone (the customer's erasure, or retention long after) has no contacts left to keep.
  if (stored && (await services.storage.stat(RESULTS_BUCKET, stored))) {
    await recordResults(await services.storage.read(RESULTS_BUCKET, stored), [
      customerContactsRecorder(services.database, pending),
    ]);
  }
  await db.deleteFrom('pending_customer_contacts').where('order_id', '=', orderId).execute();
}

/** Records every pending upload contact of `userId` (a lead purchase's first step). */
export async function recordPendingContacts(services: CustomerContactsDeps, userId: string): Promise<void> {
  const pending = await services.database.db
    .selectFrom('pending_customer_contacts')
    .select('order_id')
    .where('user_id', '=', userId)
    .execute();
  for (const { order_id } of pending) await recordOrderContacts(services, order_id);
}

/** Registers the contacts job. */
export const registerCustomerContacts: WorkerRegistration<Services> = (jobs, services) =>
  workOrderJob(jobs, services, customerContactsJob);
