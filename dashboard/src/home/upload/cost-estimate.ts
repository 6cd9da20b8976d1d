import type { PricingEntry } from '@leadproof/contract/pricing';

/** The estimate line's numbers: rows and credits. */
export interface CostEstimate {
  rows: number;
  credits: number;
}

const NEWLINE = 0x0a;

/**
 * The rough row estimate of a workbook: the number of newline characters in the file (a CSV's rows are counted by
 * the engine's reader, `Orders.countRows`; a workbook's only by the upload). Streams the file in chunks, so a 50 MB
 * file is never held as one string.
 */
export async function countNewlines(file: Blob, signal?: AbortSignal): Promise<number> {
  const reader = file.stream().getReader();
  let count = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) return count;
      let at = value.indexOf(NEWLINE);
      while (at !== -1) {
        count++;
        at = value.indexOf(NEWLINE, at + 1);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Price per row of CSV uploads from the pricing table, or undefined when the table has none. */
export function uploadPricePerRow(pricing: readonly PricingEntry[]): number | undefined {
  return pricing.find((entry) => entry.type === 'upload_csv')?.price_per_row;
}
