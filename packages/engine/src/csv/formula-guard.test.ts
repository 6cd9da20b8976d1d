import { describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from './formula-guard';
import { formatCell } from './write-row';

describe('guardCell', () => {
  it.each(['=1+1', '+14155550100', '-5', '@SUM(A1)', '\tx', '\rx', "'=x", "''+1"])(
    'guards %j and unguardCell restores it',
    (value) => {
      const guarded = guardCell(value);
      expect(guarded.startsWith("'")).toBe(true);
      expect(unguardCell(guarded)).toBe(value);
    },
  );

  it.each(['plain', "'quoted'", '', '1+1', 'a=b'])('leaves %j alone', (value) => {
    expect(guardCell(value)).toBe(value);
    expect(unguardCell(value)).toBe(value);
  });

  it('quotes guarded cells that need quoting', () => {
    expect(formatCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(formatCell('a,b')).toBe('"a,b"');
  });
});
