/**
 * Group commit of real-time charges (docs/decisions/billing-and-credits.md, "Real-time charges: group commit"). A
 * charge holds its users' row locks for its whole transaction and pays a dozen round trips, so charging calls one at a
 * time capped the checks a second. Here the calls of every user that finish while this process's charge transaction
 * runs wait for it, and are then charged together in the next one: the same statements for one call or hundreds, of
 * one user or many, each check still a ledger transaction of its own, each call spent whole or refused whole. A lone
 * call is charged at once, so a quiet moment waits for nothing.
 */
import { fromCents, toCents } from '@leadproof/contract/money';
import type { ContactVerdict } from '@leadproof/contract/verify';
import { recordRealtimeVerdicts } from '../bounces/record-address-verdicts';
import { InsufficientCreditsError } from '../credits/insufficient-credits-error';
import { GroupCommit } from '../db/group-commit';
import type { Services } from '../services';

/** One call's decided checks. */
type PendingCall = {
  userId: string;
  verdicts: readonly ContactVerdict[];
  /** Indices into `verdicts` of the checks that decided something. */
  decided: readonly number[];
  price: number;
  execution: { id: string; resumed: boolean };
};

/** What a call comes to: the credits charged, or the refusal (nothing of it charged). */
type CallOutcome = number | InsufficientCreditsError;

/**
 * The most checks one charge transaction takes: bounds its statements' size and how long the locks are held; a call
 * is never split (a batch call of 100 goes whole).
 */
const MAX_CHECKS_PER_TRANSACTION = 500;

/** How long a balance this process saw is trusted to say "enough" before a call (never to refuse one). */
const KNOWN_BALANCE_TTL_MS = 1_000;

/** What charging needs: the ledger that debits, and the database whose transaction records the verdicts too. */
export type RealtimeChargeQueueDeps = Pick<Services, 'creditLedger' | 'database'>;

/** One process's queue of real-time charges, of all its users. */
export class RealtimeChargeQueue {
  readonly #charges = new GroupCommit<PendingCall, CallOutcome>({
    run: (calls, answer) => this.#settle(calls, answer),
    // Each call is its own execution: calls never wait for one another but for the transaction in flight.
    keyOf: (call) => call.execution.id,
    maxItems: MAX_CHECKS_PER_TRANSACTION,
    bytesOf: (call) => call.decided.length,
    maxBytes: MAX_CHECKS_PER_TRANSACTION,
  });
  readonly #balances = new Map<string, { balance: number; at: number }>();

  constructor(private readonly services: RealtimeChargeQueueDeps) {}

  /**
   * Charges one call's decided checks (keys `realtime:{execution}:{index}`) with the calls around it; resolves to the
   * credits charged, or to the `InsufficientCreditsError` that refused the call (nothing of it charged).
   */
  charge(userId: string, call: Omit<PendingCall, 'userId'>): Promise<CallOutcome> {
    return this.#charges.submit({ ...call, userId });
  }

  /** The balance this process saw last for the user (after its own charges), if it is recent. */
  knownBalance(userId: string): number | undefined {
    const known = this.#balances.get(userId);
    return known && performance.now() - known.at < KNOWN_BALANCE_TTL_MS ? known.balance : undefined;
  }

  /** Notes a balance read or left by a charge, for `knownBalance`. */
  noteBalance(userId: string, balance: number): void {
    this.#balances.delete(userId);
    this.#balances.set(userId, { balance, at: performance.now() });
    // The oldest entries first (insertion order): the map stays as small as the users of the last second.
    for (const [id, known] of this.#balances) {
      if (performance.now() - known.at < KNOWN_BALANCE_TTL_MS) break;
      this.#balances.delete(id);
    }
  }

  /** Charges `batch` in one transaction and answers each call; throws (answering none) if the transaction fails. */
  async #settle(
    batch: readonly PendingCall[],
    answer: (index: number, outcome: CallOutcome) => void,
  ): Promise<void> {
    const { creditLedger, database } = this.services;
    const { outcomes, balances } = await database.db.transaction().execute(async (trx) => {
      const spent = await creditLedger.debitGroups(
        batch.map((call) => ({
          userId: call.userId,
          debits: call.decided.map((index) => ({
            amount: call.price,
            reason: 'realtime' as const,
            description: 'Real-time check',
            idempotencyKey: `realtime:${call.execution.id}:${index}`,
          })),
        })),
        trx,
      );
      const checks: Array<{ userId: string; verdict: ContactVerdict; transactionId: string }> = [];
      spent.outcomes.forEach((outcome, callIndex) => {
        if (outcome instanceof InsufficientCreditsError) return;
        const call = batch[callIndex]!;
        outcome.forEach(({ transaction, created }, position) => {
          // A key of a new execution that exists already would be a check answered as charged for free.
          if (!created && !call.execution.resumed) {
            throw new Error(`real-time charge ${transaction.idempotency_key} already existed for a new call`);
          }
          checks.push({
            userId: call.userId,
            verdict: call.verdicts[call.decided[position]!]!,
            transactionId: transaction.id,
          });
        });
      });
      // With the charge, so a check the bounce guarantee covers is always one that was paid for.
      await recordRealtimeVerdicts(trx, checks);
      return spent;
    });
    for (const [userId, balance] of balances) this.noteBalance(userId, balance);
    outcomes.forEach((outcome, callIndex) => {
      if (outcome instanceof InsufficientCreditsError) answer(callIndex, outcome);
      // Counted from the debits made, never assumed.
      else
        answer(
          callIndex,
          fromCents(outcome.reduce((sum, { transaction }) => sum - toCents(transaction.amount), 0)),
        );
    });
  }
}
