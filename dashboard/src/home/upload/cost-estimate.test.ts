import type { PricingEntry } from '@leadproof/contract/pricing';
import { describe, expect, it } from 'vitest';
import { countNewlines, uploadPricePerRow } from './cost-estimate';

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

  it('finds the upload_csv price in the pricing table', () => {
    const pricing: PricingEntry[] = [
      { type: 'buy_leads', price_per_row: 1.5 },
      { type: 'upload_csv', price_per_row: 1 },
    ];
    expect(uploadPricePerRow(pricing)).toBe(1);
    expect(uploadPricePerRow([{ type: 'buy_leads', price_per_row: 1.5 }])).toBeUndefined();
  });
});
