import { createOutput, formatCredits, table } from '../output';
import type { CommandOptions } from '../runtime';
import { anonymousClient } from '../session';

/** Options of `leadproof pricing`. */
export type PricingOptions = CommandOptions;

const labels: Record<string, string> = { upload_csv: 'CSV upload & verify', buy_leads: 'Lead purchase' };

/** `leadproof pricing`: credits per row of each order type (public, no sign-in needed). */
export async function runPricing(options: PricingOptions): Promise<void> {
  const output = createOutput(options);
  const items = await anonymousClient(options).pricing.list({ signal: options.runtime.signal });
  output.result({ items }, () =>
    table([
      ['TYPE', 'WHAT', 'PRICE'],
      ...items.map((p) => [p.type, labels[p.type] ?? p.type, `${formatCredits(p.price_per_row)} per row`]),
    ]),
  );
}
