import type { PricingEntry } from '@leadproof/contract/pricing';
import { describe, expect, it } from 'vitest';
import { countNewlines, creditShortfall, estimateCredits, uploadPricePerRow } from './costEstimate';

describe('cost estimate (newline count × price per row)', () => {
  it('counts newline characters, header included', async () => {
    expect(await countNewlines(new Blob(['email\na@b.co\nc@d.co\n']))).toBe(3);
    expect(await countNewlines(new Blob(['email\r\na@b.co']))).toBe(1);
    expect(await countNewlines(new Blob(['']))).toBe(0);
  });

  it('counts across chunk boundaries of a large file', async () => {
    const big = new Blob([`${'x'.repeat(999)}\n`.repeat(2_000)]);
    expect(await countNewlines(big)).toBe(2_000);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(countNewlines(new Blob(['a\n']), controller.signal)).rejects.toThrow();
  });

  it('prices rows with the upload_csv entry of the pricing table', () => {
    const pricing: PricingEntry[] = [
      { type: 'buy_leads', price_per_row: 1.5 },
      { type: 'upload_csv', price_per_row: 1 },
    ];
    expect(uploadPricePerRow(pricing)).toBe(1);
    expect(uploadPricePerRow([{ type: 'buy_leads', price_per_row: 1.5 }])).toBeUndefined();
    expect(estimateCredits(3, 1)).toBe(3);
    expect(estimateCredits(3, 0.05)).toBe(0.15);
  });

  it('reports the shortfall, or 0 when the balance covers the estimate', () => {
    expect(creditShortfall(120, 50)).toBe(70);
    expect(creditShortfall(50, 50)).toBe(0);
    expect(creditShortfall(10, 50)).toBe(0);
  });
});
