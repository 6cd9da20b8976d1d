/**
 * What real-time checks cost, by the rule of the bulk path: the `upload_csv` price for each contact a check decided
 * something about (e-mail valid, invalid or risky; phone valid or invalid), nothing for the rest. Each decided contact
 * is one ledger transaction keyed by the call's execution (the claim its `Idempotency-Key` started, or a fresh id),
 * never by the key's text: the idempotency store forgets a key after 24 hours, and the ledger never forgets its keys,
 * so a key used again after that is a new call and is charged again (issue #34, finding 1). A retry within the 24
 * hours is answered from the store and charged nothing.
 */
import { randomUUID } from 'node:crypto';
import { creditsFor } from '@leadproof/contract/money';
import type { ContactVerdict } from '@leadproof/contract/verify';
import { hasDefinitiveCheck } from '@leadproof/engine';
import { InsufficientCreditsError } from '../credits/insufficient-credits-error';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { RealtimeChargeQueue, type RealtimeChargeQueueDeps } from './realtime-charge-queue';

/** What charging real-time checks needs: the ledger for the balance, and the charge queue's. */
export type RealtimeChargeDeps = RealtimeChargeQueueDeps & Pick<Services, 'creditLedger'>;

/** What reading the price needs: the database that holds it. */
export type RealtimeCheckPriceDeps = Pick<Services, 'database'>;

/**
 * How long a process reuses the `upload_csv` price it read. Prices change by hand in the database, rarely; reading
 * the row on every real-time call was one of its round trips to PostgreSQL for an answer that never changed.
 */
const PRICE_TTL_MS = 10_000;

const prices = new WeakMap<RealtimeCheckPriceDeps, { price: Promise<number>; readAt: number }>();

/** The credits one decided contact costs: the `upload_csv` price per row, read at most every 10 s per process. */
export function realtimeCheckPrice(services: RealtimeCheckPriceDeps): Promise<number> {
  const cached = prices.get(services);
  if (cached && performance.now() - cached.readAt < PRICE_TTL_MS) return cached.price;
  const price = services.database.db
    .selectFrom('pricing')
    .select('price_per_row')
    .where('type', '=', 'upload_csv')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.price_per_row));
  // Concurrent calls share one read; a failed read is not kept, so the next call asks again.
  prices.set(services, { price, readAt: performance.now() });
  price.catch(() => {
    if (prices.get(services)?.price === price) prices.delete(services);
  });
  return price;
}

/** Refuses (402, with the shortfall) a call whose contacts could cost more than the balance; nothing is charged. */
export async function assertCanAfford(
  services: RealtimeChargeDeps,
  userId: string,
  contacts: number,
  price: number,
) {
  const cost = creditsFor(contacts, price);
  // A balance this process's own charges left a moment ago answers "enough" without a round trip; the charge is what
  // guarantees the balance, under the user's lock. A short one is read again: credits may have arrived since.
  const queue = chargeQueueOf(services);
  const known = queue.knownBalance(userId);
  if (known !== undefined && known >= cost) return;
  const balance = await services.creditLedger.balance(userId);
  queue.noteBalance(userId, balance);
  if (balance < cost) throw paymentRequired(new InsufficientCreditsError(balance, cost), contacts);
}

/** Whether a verdict decided something, and so costs a check. */
export function isCharged(verdict: ContactVerdict): boolean {
  return hasDefinitiveCheck(verdict.email.status, verdict.phone.status);
}

/**
 * One call's execution: its id keys its charges; `resumed` when it goes on with a call whose process died after
 * charging (an abandoned Idempotency-Key taken over), whose charges are already in the ledger.
 */
export type RealtimeExecution = { id: string; resumed: boolean };

/** A new call's execution, for a call without an Idempotency-Key. */
export function newRealtimeExecution(): RealtimeExecution {
  return { id: randomUUID(), resumed: false };
}

const queues = new WeakMap<RealtimeChargeQueueDeps, RealtimeChargeQueue>();

/** This process's queue of real-time charges. */
function chargeQueueOf(services: RealtimeChargeQueueDeps): RealtimeChargeQueue {
  let queue = queues.get(services);
  if (!queue) {
    queue = new RealtimeChargeQueue(services);
    queues.set(services, queue);
  }
  return queue;
}

/**
 * Charges the decided contacts of one call, each as a ledger transaction of its own (so the history can count
 * checks), all in one database transaction, with the calls of every user that finish meanwhile (group commit);
 * returns the credits this execution charged (0 when none was decided), counted from the debits made, never assumed.
 */
export async function chargeRealtimeChecks(
  services: RealtimeChargeDeps,
  userId: string,
  verdicts: readonly ContactVerdict[],
  price: number,
  execution: RealtimeExecution,
): Promise<number> {
  const decided = verdicts.flatMap((verdict, index) => (isCharged(verdict) ? [index] : []));
  if (decided.length === 0) return 0;
  const outcome = await chargeQueueOf(services).charge(userId, { verdicts, decided, price, execution });
  if (!(outcome instanceof InsufficientCreditsError)) return outcome;
  // The balance was spent elsewhere while the check ran: nothing of this call was charged.
  const balance = await services.creditLedger.balance(userId);
  throw paymentRequired(
    new InsufficientCreditsError(balance, creditsFor(decided.length, price)),
    decided.length,
  );
}

function paymentRequired(error: InsufficientCreditsError, contacts: number): ApiError {
  const what = contacts === 1 ? 'a real-time check costs' : `${contacts} real-time checks cost up to`;
  return new ApiError({
    code: 'payment_required',
    message: `Not enough credits: ${what} ${error.required} and your balance is ${error.balance}. Add ${error.shortfall} credits and try again.`,
  });
}
