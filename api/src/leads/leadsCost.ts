/**
 * Credits for a number of leads. Amounts are credits with 2 decimals: the product `count × price` is
 * rounded half away from zero to the cent (whole cents, so 1.5 per lead is always exact).
 */
import { fromCents, toCents } from '../credits/cents';

/** `count × pricePerRow` in credits, rounded to 2 decimals. */
export function leadsCost(count: number, pricePerRow: number): number {
  return fromCents(Math.round(count * toCents(pricePerRow)));
}
