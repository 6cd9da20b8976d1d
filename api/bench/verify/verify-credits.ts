/**
 * After `pnpm bench:verify`, every user's credits must balance: the balance equals the ledger's sum, the ledger holds
 * nothing but the trial and the real-time checks, and the credits the checks took equal, over all users, the
 * `creditsCharged` the 2xx answers reported plus at most one check for each request left unanswered when the load
 * generator stopped (the server charged it; nobody read the answer).
 */
import { Leadproof } from '@leadproof/sdk';
import type { TestUser } from '../../src/testing/test-users';

export type VerifyCreditCheck = {
  /** Real-time checks in the users' ledgers ("Real-time checks: N" lines, summed). */
  checksInLedgers: number;
  /** Credits the ledgers' real-time lines took, over all users. */
  creditsInLedgers: number;
  /** One line per problem; empty when everything balances. */
  problems: string[];
};

const cents = (credits: number) => Math.round(credits * 100);

/** Checks each user's balance against their ledger and the trial, and the total against `creditsCharged`. */
export async function checkVerifyCredits(
  url: string,
  users: readonly TestUser[],
  trialCredits: number,
  creditsCharged: number,
  unanswered: number,
): Promise<VerifyCreditCheck> {
  const problems: string[] = [];
  let checksInLedgers = 0;
  let takenCents = 0;
  for (const user of users) {
    const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken, maxRetries: 0 });
    const [{ balance }, ledger] = await Promise.all([
      client.users.balance(),
      client.creditTransactions.listAll({ limit: 100 }),
    ]);
    const ledgerSum = ledger.reduce((sum, transaction) => sum + cents(transaction.amount), 0);
    if (cents(balance) !== ledgerSum)
      problems.push(`${user.email}: balance ${balance} ≠ ledger sum ${ledgerSum / 100}`);
    const checks = ledger.filter((transaction) => transaction.reason === 'realtime');
    const others = ledger.filter((transaction) => !['realtime', 'grant'].includes(transaction.reason));
    if (others.length > 0)
      problems.push(`${user.email}: unexpected transactions ${others.map((t) => t.reason).join(', ')}`);
    const taken = -checks.reduce((sum, transaction) => sum + cents(transaction.amount), 0);
    if (cents(trialCredits) - taken !== cents(balance))
      problems.push(`${user.email}: balance ${balance} ≠ trial ${trialCredits} − checks ${taken / 100}`);
    for (const line of checks)
      checksInLedgers += Number(line.description?.match(/: (\d+)$/)?.[1] ?? Number.NaN);
    takenCents += taken;
  }
  // Each request unanswered at a stop may have been charged one check (the same price as every other check).
  const unreportedCents = takenCents - cents(creditsCharged);
  const checkCents = checksInLedgers > 0 ? takenCents / checksInLedgers : 0;
  if (unreportedCents < 0 || unreportedCents > unanswered * checkCents)
    problems.push(
      `ledgers took ${takenCents / 100} credits for ${checksInLedgers} checks; the answers reported ${creditsCharged} and ${unanswered} were unanswered`,
    );
  return { checksInLedgers, creditsInLedgers: takenCents / 100, problems };
}
