/**
 * After a load run, every user's credits must balance exactly: the balance equals the sum of their
 * ledger, the ledger holds one order debit per order charged (equal to the credits the order says it
 * used, never twice) and no refunds, and what is left is the trial less what the completed orders used.
 */
import { Leadproof } from '@leadproof/sdk';
import type { TestUser } from '../../src/testing/test-users';
import type { UploadOutcome } from './upload-lanes';

export type CreditCheck = {
  usersChecked: number;
  ordersChecked: number;
  /** One line per user whose credits do not balance; empty when all do. */
  mismatches: string[];
};

const cents = (credits: number) => Math.round(credits * 100);

async function checkUser(
  url: string,
  user: TestUser,
  trialCredits: number,
  uploads: UploadOutcome[],
): Promise<string[]> {
  const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken, maxRetries: 0 });
  const [{ balance }, ledger] = await Promise.all([
    client.users.balance(),
    client.creditTransactions.listAll({ limit: 100 }),
  ]);
  const problems: string[] = [];
  const ledgerSum = ledger.reduce((sum, transaction) => sum + cents(transaction.amount), 0);
  if (cents(balance) !== ledgerSum) problems.push(`balance ${balance} ≠ ledger sum ${ledgerSum / 100}`);

  // Each order holds its rows at upload-complete and settles to its billable rows: one debit of the hold, and at
  // most one refund of the rest, which together come to the order's net charge.
  const debits = ledger.filter((transaction) => transaction.reason === 'order');
  const refunds = ledger.filter((transaction) => transaction.reason === 'refund');
  for (const upload of uploads) {
    const held = debits.filter((transaction) => transaction.orderId === upload.orderId);
    const back = refunds.filter((transaction) => transaction.orderId === upload.orderId);
    if (held.length !== 1 || cents(-(held[0]?.amount ?? 0)) !== cents(upload.held ?? -1))
      problems.push(
        `order ${upload.orderId} held ${upload.held} credits but was debited [${held.map((t) => t.amount).join(', ')}]`,
      );
    const net =
      cents(-(held[0]?.amount ?? 0)) - back.reduce((sum, transaction) => sum + cents(transaction.amount), 0);
    if (back.length > 1 || net !== cents(upload.creditsUsed ?? -1))
      problems.push(
        `order ${upload.orderId} used ${upload.creditsUsed} credits but its debit and refunds [${[...held, ...back].map((t) => t.amount).join(', ')}] net ${net / 100}`,
      );
  }
  if (debits.length !== uploads.length)
    problems.push(`${debits.length} order debits for ${uploads.length} orders`);
  const expected =
    cents(trialCredits) - uploads.reduce((sum, upload) => sum + cents(upload.creditsUsed ?? 0), 0);
  if (ledgerSum !== expected)
    problems.push(`ledger sum ${ledgerSum / 100} ≠ trial less orders ${expected / 100}`);
  return problems.map((problem) => `${user.email}: ${problem}`);
}

/** Checks every user's credits against the uploads the run made for them (all of which completed). */
export async function checkCredits(
  url: string,
  users: readonly TestUser[],
  uploads: readonly UploadOutcome[],
  trialCredits: number,
): Promise<CreditCheck> {
  const mismatches: string[] = [];
  // A few users at a time: the check must not become a load test of its own.
  for (let start = 0; start < users.length; start += 10) {
    const batch = users.slice(start, start + 10);
    const results = await Promise.all(
      batch.map((user) =>
        checkUser(
          url,
          user,
          trialCredits,
          uploads.filter((upload) => upload.userId === user.id),
        ),
      ),
    );
    mismatches.push(...results.flat());
  }
  return { usersChecked: users.length, ordersChecked: uploads.length, mismatches };
}
