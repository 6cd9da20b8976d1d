import { describe, expect, it } from 'vitest';
import {
  creditShortfall,
  creditsFor,
  formatCents,
  formatCredits,
  fromCents,
  roundCredits,
  subtractCredits,
  toCents,
} from './money';

describe('money', () => {
  it('counts amounts in whole cents, rounding half up', () => {
    expect(toCents(1.5)).toBe(150);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0.125)).toBe(13);
    expect(fromCents(150)).toBe(1.5);
    expect(roundCredits(3 * 1.1)).toBe(3.3);
    expect(roundCredits(500 * (1 / 3))).toBe(166.67);
  });

  it('prices rows cents first, so every product of a two-decimal price is exact', () => {
    expect(creditsFor(3, 1)).toBe(3);
    expect(creditsFor(3, 0.05)).toBe(0.15);
    expect(creditsFor(3, 1.1)).toBe(3.3);
    expect(creditsFor(1_000_001, 1.5)).toBe(1_500_001.5);
    expect(creditsFor(0, 1.5)).toBe(0);
  });

  it('gives what the float product rounded to the cent gave, for every price the pricing table can hold', () => {
    // `pricing.price_per_row` is numeric(10, 2): the rule changed no price the product charged or showed.
    for (let cents = 1; cents <= 1_000; cents += 7) {
      for (const rows of [1, 2, 3, 7, 99, 1_000, 12_345, 250_001]) {
        expect(creditsFor(rows, cents / 100)).toBe(Math.round(rows * (cents / 100) * 100) / 100);
      }
    }
  });

  it('subtracts to the cent, and reports a shortfall only when the balance does not cover', () => {
    expect(subtractCredits(0.3, 0.1)).toBe(0.2);
    expect(subtractCredits(10, 12.5)).toBe(-2.5);
    expect(creditShortfall(120, 50)).toBe(70);
    expect(creditShortfall(50, 50)).toBe(0);
    expect(creditShortfall(10, 50)).toBe(0);
    expect(creditShortfall(0.3, 0.1)).toBe(0.2);
  });

  it('formats credits with their unit and payments in their currency', () => {
    expect(formatCredits(1, 'en-US')).toBe('1 credit');
    expect(formatCredits(1.5, 'en-US')).toBe('1.5 credits');
    expect(formatCredits(1234.5, 'en-US')).toBe('1,234.5 credits');
    expect(formatCredits(0.125, 'en-US')).toBe('0.13 credits');
    expect(formatCents(49_900, 'usd')).toBe('$499.00');
    expect(formatCents(1_299_050, 'usd')).toBe('$12,990.50');
  });
});
