/**
 * The probe step: one job per domain-grouped batch of an order's addresses, on a queue of its own so probe workers
 * can run apart, on the hosts with port-25 egress (`worker --queue probe`). A try asks the mail servers once; the
 * addresses that got a temporary answer (greylisting) are asked again by a job scheduled `EMAIL_SMTP_RETRY_AFTER_SECONDS`
 * later, so no worker waits. Every batch asks the prober, whose breakers decide per host, and per try whether port 25
 * looks blocked: nothing one batch met decides for another. Addresses held without asking (outage, or the owner's
 * unanswered domains over their cap) are asked again too, on a budget of their own. Owners take turns at the queue
 * (`batchPriorities`). When the last batch of an order is done, the merge finishes the order.
 */
import { UNANSWERED_WINDOW_MS } from '@leadproof/engine';
import type { WorkerRegistration } from '../../jobs/job-queue';
import {
  type OrderJobDefinition,
  type OrderJobServices,
  sendOrderJob,
  workOrderJob,
} from '../../jobs/order-job';
import { addToLogContext } from '../../logging/log-context';
import { probeReplies } from '../../metrics/business-metrics';
import type { Services } from '../../services';
import { type MailboxProberDeps, mailboxProberOf, unprobedVerdict } from './mailbox-prober';
import { enqueueMerge } from './merge-probe-job';
import {
  type BatchTry,
  batchPriorities,
  loadBatch,
  loadOrderProbe,
  openBatches,
  type ProbeBatch,
  recordBatchTry,
} from './probe-batches';

const GAVE_UP_EVIDENCE = 'the probe workers kept failing on this batch';

/** What enqueuing batches needs: the queue, and the database that says which are open and whose turn it is. */
export type ProbeQueueDeps = OrderJobServices & Pick<Services, 'database'>;

/** What a try of a batch needs: the queue (for its retry and the merge), the prober, and its settings. */
export type ProbeBatchDeps = ProbeQueueDeps & MailboxProberDeps & Pick<Services, 'database' | 'config'>;

/** One try of one batch: one queued and one active job per batch, so a retry scheduled by a running try is its only successor. */
const probeJob: OrderJobDefinition<ProbeBatchDeps, 'batchId'> = {
  name: 'orders-probe',
  deadLetter: 'orders-probe-failed',
  key: 'batchId',
  // Each job holds at most one batch's connections; the prober's own limits bound them across jobs.
  concurrency: (services) => Math.max(1, Math.min(services.config.mailboxProbe!.concurrency, 8)),
  run: runProbeBatch,
  abandon: abandonBatch,
};

/** Enqueues every open batch of `orderId`, each when it may run (a no-op for a batch already queued). */
export async function enqueueOpenBatches(services: ProbeQueueDeps, orderId: string): Promise<void> {
  const batches = await openBatches(services.database, orderId);
  const priorities = await batchPriorities(
    services.database,
    orderId,
    batches.map((batch) => batch.id),
  );
  for (const batch of batches) {
    await sendBatch(services, batch.id, batch.retry_at, priorities.get(batch.id) ?? 0);
  }
}

async function sendBatch(
  services: OrderJobServices,
  batchId: string,
  notBefore: Date | null,
  priority: number,
): Promise<void> {
  const delaySeconds = notBefore ? Math.ceil((notBefore.getTime() - Date.now()) / 1000) : 0;
  await sendOrderJob(services, probeJob, batchId, {
    priority,
    ...(delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {}),
  });
}

/** Sends one batch again (its retry, or its job after a worker died), in its owner's turn. */
async function resendBatch(
  services: ProbeQueueDeps,
  batch: ProbeBatch,
  notBefore: Date | null,
): Promise<void> {
  const priorities = await batchPriorities(services.database, batch.orderId, [batch.id]);
  await sendBatch(services, batch.id, notBefore, priorities.get(batch.id) ?? 0);
}

/** Runs one try of a batch: ask its pending addresses, record what was found, schedule the retry or the merge. */
export async function runProbeBatch(services: ProbeBatchDeps, batchId: string): Promise<void> {
  const batch = await loadBatch(services.database, batchId);
  if (!batch) return;
  addToLogContext({ orderId: batch.orderId });
  if (!batch.done) {
    // A try recorded by a worker that died before it scheduled the retry: schedule it now, do not ask early.
    if (batch.retryAt && batch.retryAt.getTime() > Date.now()) {
      await resendBatch(services, batch, batch.retryAt);
      return;
    }
    if (!(await loadOrderProbe(services.database, batch.orderId))) return;
    const found = await askMailServers(services, batch);
    if (!(await recordBatchTry(services.database, batch, found))) return;
    if (found.retry.length > 0) {
      await resendBatch(services, batch, found.retryAt);
      return;
    }
  }
  await enqueueMerge(services, batch.orderId);
}

/**
 * One try at the mail servers. An address with a temporary answer (greylisting, a host that did not answer) is
 * asked again while the batch has asked fewer than `EMAIL_SMTP_RETRIES` times; one held without asking is asked
 * again while its holds are within the same number, so a moment of suspected outage never costs greylisting its
 * retries. A batch with addresses deferred by its owner's unanswered-domains cap waits at least for that cap's
 * window to pass: sooner, it would only be deferred again.
 */
async function askMailServers(services: ProbeBatchDeps, batch: ProbeBatch): Promise<BatchTry> {
  const probe = services.config.mailboxProbe!;
  const prober = mailboxProberOf(services);
  const signal = AbortSignal.timeout(tryBudgetSeconds(services.config.verifyJob.timeoutSeconds) * 1000);
  const verdicts = await prober.probeAll(batch.pending, { signal, owner: batch.userId });
  for (const verdict of verdicts.values()) {
    probeReplies.inc({ status: verdict.status, reason: verdict.reason ?? 'none' });
  }
  const asked = [...verdicts.values()].some((verdict) => !verdict.held);
  const askedBefore = batch.tries - batch.holds;
  const holdsAfter = batch.holds + (asked ? 0 : 1);
  const retry = batch.pending.filter((address) => {
    const verdict = verdicts.get(address);
    if (!verdict?.retry) return false;
    return verdict.held ? holdsAfter <= probe.retries : askedBefore < probe.retries;
  });
  const deferred = retry.some((address) => verdicts.get(address)?.held === 'deferred');
  const waitMs = Math.max(probe.retryAfterSeconds * 1000, deferred ? UNANSWERED_WINDOW_MS : 0);
  return {
    verdicts,
    retry,
    retryAt: retry.length > 0 ? new Date(Date.now() + waitMs) : null,
    asked,
  };
}

/**
 * How long one try may ask mail servers, of a job that expires after `timeoutSeconds`: it stops before pg-boss
 * presumes the job dead, so its try is recorded rather than lost. The margin is 30 s, or a quarter of a shorter
 * timeout: a flat 30 s left a timeout of 31 s or less 1 s per try, and the addresses of any slower batch ended
 * "not finished".
 */
function tryBudgetSeconds(timeoutSeconds: number): number {
  return timeoutSeconds - Math.min(30, timeoutSeconds / 4);
}

/** A try that asks nobody: every pending address gets `unknown`/`smtp_unavailable` with `why`. */
function answeredWithout(batch: ProbeBatch, why: string): BatchTry {
  const verdict = unprobedVerdict(why);
  return {
    verdicts: new Map(batch.pending.map((address) => [address, verdict])),
    retry: [],
    retryAt: null,
    asked: true,
  };
}

/** A batch whose jobs kept failing: its pending addresses are given up on, so the order can still complete. */
async function abandonBatch(services: ProbeQueueDeps, batchId: string): Promise<void> {
  const batch = await loadBatch(services.database, batchId);
  if (!batch) return;
  addToLogContext({ orderId: batch.orderId });
  if (!batch.done) await recordBatchTry(services.database, batch, answeredWithout(batch, GAVE_UP_EVIDENCE));
  await enqueueMerge(services, batch.orderId);
}

/** Registers the probe workers and the handler of batches whose jobs kept failing. */
export const registerProbe: WorkerRegistration<Services> = async (jobs, services) => {
  if (!services.config.mailboxProbe) return;
  await workOrderJob(jobs, services, probeJob);
};
