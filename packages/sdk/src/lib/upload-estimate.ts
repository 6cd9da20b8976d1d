import { creditsFor } from '@leadproof/contract/money';
import type { Leadproof } from '../client';

/** What an upload will cost before it is sent: the numbers of the hold `upload-complete` places for it. */
export interface UploadEstimate {
  /** Data rows as the engine counts them (a header row is not one): what the hold charges for. */
  rows: number;
  /** Credits per row of the `upload_csv` price; null when the pricing table has none. */
  pricePerRow: number | null;
  /** `rows × pricePerRow` by the money rule of the hold (`creditsFor`); null without a price. */
  cost: number | null;
  /** The signed-in user's credits now. */
  balance: number;
}

/** Options of `client.orders.estimate`. */
export interface OrderEstimateParams {
  /** The sheet of an .xlsx workbook to count, as `upload` takes it; the first visible worksheet when absent. */
  sheet?: string | undefined;
  /** Aborts the pricing and balance calls. */
  signal?: AbortSignal | undefined;
}

/** Prices `rows` (counted by the caller with the engine's rule) at the `upload_csv` price, beside the balance. */
export async function estimateUpload(
  client: Leadproof<false>,
  rows: Promise<number>,
  { signal }: OrderEstimateParams,
): Promise<UploadEstimate> {
  const [counted, pricing, { balance }] = await Promise.all([
    rows,
    client.pricing.list({ signal }),
    client.users.balance({ signal }),
  ]);
  const pricePerRow = pricing.find((entry) => entry.type === 'upload_csv')?.price_per_row ?? null;
  const cost = pricePerRow === null ? null : creditsFor(counted, pricePerRow);
  return { rows: counted, pricePerRow, cost, balance };
}
