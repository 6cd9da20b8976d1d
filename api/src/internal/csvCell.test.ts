import { describe, expect, it } from 'vitest';
import { neutralizeFormula, stringifyCsvRow } from './csvCell';

describe('CSV cells for spreadsheets', () => {
  it.each(['=SUM(A1)', '+1+1', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil")'])(
    'neutralises %j',
    (value) => {
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    },
  );

  it('keeps plain values and signed numbers as they are', () => {
    expect(neutralizeFormula('Order 8f2a')).toBe('Order 8f2a');
    expect(neutralizeFormula('-7.5')).toBe('-7.5');
    expect(neutralizeFormula('42')).toBe('42');
  });

  it('quotes commas, quotes and newlines', () => {
    expect(stringifyCsvRow(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"');
  });
});
