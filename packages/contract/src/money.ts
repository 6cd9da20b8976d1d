/**
 * Money, in one place: credits and dollars both carry two decimals (1.5 credits per lead, $499.00), and arithmetic on
 * them happens in whole cents, rounded once, half up (`Math.round`; every amount here is positive), so 1.5 × 3 is 4.5
 * and never 4.499999. The API charges with these functions and the dashboard and the CLI estimate with them, so an
 * estimate and the hold agree to the cent (docs/decisions/money.md).
 * @module
 */

/** An amount with two decimals (credits or dollars) in whole cents: `1.5` → `150`. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Whole cents back to an amount with two decimals: `150` → `1.5`. */
export const fromCents = (cents: number): number => cents / 100;

/** An amount rounded to the cent: `3.3000000000000003` → `3.3`. */
export const roundCredits = (amount: number): number => fromCents(toCents(amount));

/** What `rows` cost at `pricePerRow` credits each: the price in cents times the rows, so the product is exact. */
export function creditsFor(rows: number, pricePerRow: number): number {
  return fromCents(Math.round(rows * toCents(pricePerRow)));
}

/** `amount − less`, to the cent: `0.3 − 0.1` is `0.2`, not `0.19999999999999998`. */
export function subtractCredits(amount: number, less: number): number {
  return fromCents(toCents(amount) - toCents(less));
}

/** How many credits `balance` lacks for `required`; 0 when it covers it. */
export function creditShortfall(required: number, balance: number): number {
  return Math.max(0, subtractCredits(required, balance));
}

/**
 * Credits as people read them: `1 credit`, `1,234.5 credits`. `locale` undefined is the reader's (the dashboard);
 * the CLI and the site's prerendered pages pass `en-US`, so their text does not change with the machine.
 */
export function formatCredits(credits: number, locale?: string): string {
  return `${credits.toLocaleString(locale, { maximumFractionDigits: 2 })} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** A payment in its currency, from the cents a payment provider counts in: `49900, 'usd'` → `$499.00`. */
export function formatCents(cents: number, currency: string): string {
  return fromCents(cents).toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });
}
