/**
 * The lead purchase job: records the customer's uploads' pending contacts, reserves leads matching the order's
 * profile that are none of them, has the engine verify them again, replaces those that fail, writes the results file
 * (the engine's output schema, demo rows marked) and records the verdicts the bounce guarantee covers, refunds what
 * could not be delivered and completes the order. A job that keeps failing fails the order, releases its leads and
 * refunds it.
 */

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buyLeadsRequestDetailsSchema } from '@leadproof/contract/leads';
import { creditsFor } from '@leadproof/contract/money';
import {
  createSystemMxResolver,
  type MxRecord,
  type MxResolver,
  type VerifyReport,
  verifyCsv,
} from '@leadproof/engine';
import { recordOrderVerdicts } from '../../bounces/record-address-verdicts';
import { despiteOutages } from '../../db/despite-outages';
import type { WorkerRegistration } from '../../jobs/job-queue';
import {
  type OrderJobAttempt,
  type OrderJobDefinition,
  type OrderJobServices,
  sendOrderJob,
  workOrderJob,
} from '../../jobs/order-job';
import { type FinishOrderDeps, finishOrder } from '../../orders/finish-order';
import { resultsPath } from '../../orders/order-paths';
import { orderStatsFromReport } from '../../orders/order-stats';
import { beginAttempt, type OrderStoreDeps } from '../../orders/order-store';
import { PROCESSING_FAILED_MESSAGE } from '../../orders/processing-failed-message';
import type { Services } from '../../services';
import { RESULTS_BUCKET } from '../../storage/object-storage';
import { recordPendingContacts } from '../customer-contacts-job';
import { applyVerdicts } from './apply-verdicts';
import { judgeDelivery } from './judge-delivery';
import { type LeadRow, leadsInputCsv } from './leads-input-csv';
import { releaseOrderLeads, reservedLeads, reserveLeads } from './reserve-leads';

/** Each round replaces the leads the previous one released; failures shrink geometrically, so few rounds run. */
const MAX_ROUNDS = 25;

/**
 * What an attempt needs: the leads it reserves in the database, the DNS settings, the storage for the results, the
 * store and finishing's, and the log.
 */
export type LeadPurchaseDeps = OrderStoreDeps &
  FinishOrderDeps &
  Pick<Services, 'database' | 'config' | 'storage' | 'logger'>;

/** Buying an order's leads: reserve, verify, deliver. */
const leadPurchaseJob: OrderJobDefinition<LeadPurchaseDeps> = {
  name: 'leads-purchase',
  deadLetter: 'leads-purchase-failed',
  key: 'orderId',
  run: runLeadPurchase,
  abandon: (services, orderId) =>
    endUndelivered(services, orderId, { status: 'failed', message: PROCESSING_FAILED_MESSAGE }),
};

/** Enqueues the purchase job of an order (a no-op while one is already queued for it). */
export async function enqueueLeadPurchase(services: OrderJobServices, orderId: string): Promise<void> {
  await sendOrderJob(services, leadPurchaseJob, orderId);
}

/** One DNS answer per domain for the whole job, so every engine pass over a lead agrees with the last. */
function memoResolver(inner: MxResolver): MxResolver {
  const answers = new Map<string, Promise<MxRecord[]>>();
  return {
    resolveMx: (domain) => {
      let answer = answers.get(domain);
      if (!answer) {
        answer = inner.resolveMx(domain);
        answer.catch(() => undefined);
        answers.set(domain, answer);
      }
      return answer;
    },
  };
}

/** Ends the order as failed or needs_fix: its leads go back on offer for the customer, credits are refunded. */
async function endUndelivered(
  services: FinishOrderDeps,
  orderId: string,
  outcome: { status: 'needs_fix' | 'failed'; message: string },
) {
  await releaseOrderLeads(services.database, orderId);
  await finishOrder(services, orderId, outcome);
}

/** Runs one attempt of the purchase `orderId`. */
export async function runLeadPurchase(services: LeadPurchaseDeps, orderId: string, attempt: OrderJobAttempt) {
  const { database, storage, config, logger } = services;
  const order = await beginAttempt(services, orderId, 'buy_leads', { restartProgress: false });
  if (!order?.debit_transaction_id) return;
  const details = buyLeadsRequestDetailsSchema.parse(order.request_details);
  const pricePerRow = Number((order.request_details as { pricePerRow?: unknown }).pricePerRow);
  const work = await mkdtemp(path.join(tmpdir(), 'leadproof-leads-'));
  try {
    // Demo leads live under `.example`, which never resolves: they are always checked offline.
    const offline = order.demo || !config.emailDnsChecks;
    const resolver = offline
      ? undefined
      : memoResolver(createSystemMxResolver(undefined, config.emailDnsServers));
    const target = { orderId, userId: order.user_id, icp: details.icp, demo: order.demo };
    // An upload that completed moments ago may not have its contacts recorded yet: none of them is sold back.
    await recordPendingContacts(services, order.user_id);
    const passedOver = new Set<string>();
    const outputPath = path.join(work, 'results.csv');
    let delivered: { leads: LeadRow[]; report: VerifyReport } | undefined;
    for (let round = 0; !delivered; round++) {
      if (round >= MAX_ROUNDS) throw new Error(`no stable delivery after ${MAX_ROUNDS} rounds`);
      // Fill the order up to its count, or until no match is left.
      for (;;) {
        const held = (await reservedLeads(database, orderId)).length;
        if (held >= details.count) break;
        const { found } = await reserveLeads(database, target, details.count - held, passedOver);
        if (found === 0) break;
      }
      const leads = await reservedLeads(database, orderId);
      if (leads.length === 0) break;
      const { results, report } = await verifyCsv(leadsInputCsv(leads, order.demo), {
        offline,
        ...(resolver ? { resolver } : {}),
        testDomains: config.emailTestDomains,
        spoolDir: work,
      });
      await pipeline(results, createWriteStream(outputPath));
      const verified = await report;
      const now = new Date();
      const verdicts = await judgeDelivery(outputPath, verified.mapping, leads, { offline, now });
      await applyVerdicts(database, orderId, verdicts, now);
      for (const verdict of verdicts) if (verdict.action === 'pass_over') passedOver.add(verdict.lead.id);
      if (verdicts.every((verdict) => verdict.action === 'deliver')) delivered = { leads, report: verified };
    }
    if (!delivered) {
      await endUndelivered(services, orderId, {
        status: 'needs_fix',
        message:
          'No leads matching this profile are left to deliver. Your credits were refunded; widen the profile and try again.',
      });
      return;
    }
    // The bounce guarantee covers the leads we sold as valid as it covers an uploaded list's verdicts (#37, F13).
    await recordOrderVerdicts(database, order, outputPath);
    const resultFile = resultsPath(order.user_id, orderId);
    await storage.write(RESULTS_BUCKET, resultFile, createReadStream(outputPath), 'text/csv');
    const count = delivered.leads.length;
    // Charged at the order's own price; what was held for leads it could not deliver comes back.
    await finishOrder(services, orderId, {
      status: 'completed',
      resultFilePath: resultFile,
      stats: orderStatsFromReport(delivered.report),
      charge: { leads: { count, credits: creditsFor(count, pricePerRow) } },
    });
  } catch (error) {
    logger.warn('lead purchase attempt failed', { orderId, attempt: attempt.retryCount + 1, err: error });
    if (attempt.retryCount >= attempt.retryLimit) {
      await endUndelivered(services, orderId, { status: 'failed', message: PROCESSING_FAILED_MESSAGE });
      return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Registers the purchase worker, the handler of jobs whose worker kept dying, and requeues lost jobs. */
export const registerLeadPurchase: WorkerRegistration<Services> = async (jobs, services) => {
  // An order is created (and debited) before its job is sent; a process that died in between left the
  // order without a job. Queueing every purchase in progress again is harmless: one job per order. It runs
  // before this process takes any purchase, and waits out a database restart: a worker that exited here would
  // leave the jobs it had already taken (of the queues registered before) to their expiry.
  await despiteOutages(services.database, services.logger, 'lead purchase requeue', async () => {
    const waiting = await services.database.db
      .selectFrom('orders')
      .select('id')
      .where('type', '=', 'buy_leads')
      .where('status', '=', 'in_progress')
      .execute();
    for (const { id } of waiting) await enqueueLeadPurchase(services, id);
  });
  await workOrderJob(jobs, services, leadPurchaseJob);
};
