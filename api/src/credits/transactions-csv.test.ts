import { describe, expect, it } from 'vitest';
import type { CreditTransaction } from './credit-ledger';
import { transactionsCsv } from './transactions-csv';

/** A ledger of one page holding a transaction per description (amount -7.5 for the first, 1 after). */
function ledgerOf(descriptions: string[]) {
  const items = descriptions.map(
    (description, i) =>
      ({
        id: `t${i}`,
        user_id: 'u',
        amount: i === 0 ? '-7.5' : '1',
        reason: 'adjustment',
        description,
        order_id: null,
        idempotency_key: null,
        created_at: new Date(Date.UTC(2026, 0, 1)),
        seq: i,
        refund_of: null,
      }) as unknown as CreditTransaction,
  );
  return { list: async () => ({ items, nextOffset: null }) };
}

/** The export's data rows, split on CRLF and commas (the cells used here hold no comma or quote). */
async function rowsOf(descriptions: string[]) {
  const text = await transactionsCsv(ledgerOf(descriptions), 'u');
  return text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
}

describe('transactionsCsv', () => {
  it('guards formula text by the results-file rule, full-width and apostrophe-led formulas included', async () => {
    const hostile = ['=SUM(A1)', '+SUM(1)', "-2+3+cmd|' /C calc'!A0", '@cmd', '\u{ff1d}1+1', "'=1+1"];
    const rows = await rowsOf(hostile);
    expect(rows.map((row) => row[3])).toEqual(hostile.map((cell) => `'${cell}`));
  });

  it('keeps signed amounts, numbers, phones with notes and arithmetic exactly as they are', async () => {
    const kept = ['Order 8f2a', '+1 415 555 0100 (office) ', '-42', '-2+3'];
    const rows = await rowsOf(kept);
    expect(rows.map((row) => row[1])).toEqual(['-7.5', '1', '1', '1']);
    expect(rows.map((row) => row[3])).toEqual(kept);
  });

  it('quotes cells as RFC 4180 needs, after guarding', async () => {
    const text = await transactionsCsv(ledgerOf(['a,b', 'say "hi"', '\n=1+1']), 'u');
    expect(text).toContain(',"a,b",');
    expect(text).toContain(',"say ""hi""",');
    expect(text).toContain(`,"'\n=1+1",`);
  });
});
