import { describe, expect, it } from 'vitest';
import { OUTPUT_COLUMNS } from '../verify/output-columns';
import { type FilterFacts, filterColumns, matchesFilter, RESULTS_FILTERS, rowFilter } from './filter-rows';

/** Every combination a row can have, named `email/phone/dup`. */
const EMAIL = ['valid', 'risky', 'unknown', 'invalid', 'missing'];
const PHONE = ['valid', 'invalid', 'missing'];
const rows: Array<FilterFacts & { name: string }> = EMAIL.flatMap((emailStatus) =>
  PHONE.flatMap((phoneStatus) =>
    ['', '3'].map((duplicateOf) => ({
      name: `${emailStatus}/${phoneStatus}${duplicateOf ? '/dup' : ''}`,
      emailStatus,
      phoneStatus,
      duplicateOf,
    })),
  ),
);
const kept = (filter: (typeof RESULTS_FILTERS)[number]) =>
  rows.filter((row) => matchesFilter(filter, row)).map((row) => row.name);

describe('matchesFilter', () => {
  it('clean: safe to send, so no duplicate, nothing invalid or risky, and a valid or unknown e-mail or a valid phone', () => {
    expect(kept('clean')).toEqual([
      'valid/valid',
      'valid/missing',
      'unknown/valid',
      'unknown/missing',
      'missing/valid',
    ]);
  });

  it('clean and invalid never share a row, nor clean and duplicates', () => {
    for (const row of rows) {
      if (!matchesFilter('clean', row)) continue;
      expect(matchesFilter('invalid', row), row.name).toBe(false);
      expect(matchesFilter('duplicates', row), row.name).toBe(false);
    }
  });

  it('invalid: the e-mail or the phone is invalid, duplicates included', () => {
    expect(kept('invalid')).toEqual([
      'valid/invalid',
      'valid/invalid/dup',
      'risky/invalid',
      'risky/invalid/dup',
      'unknown/invalid',
      'unknown/invalid/dup',
      'invalid/valid',
      'invalid/valid/dup',
      'invalid/invalid',
      'invalid/invalid/dup',
      'invalid/missing',
      'invalid/missing/dup',
      'missing/invalid',
      'missing/invalid/dup',
    ]);
  });

  it('duplicates: every row marked as a duplicate of a kept row, and only those', () => {
    expect(kept('duplicates')).toEqual(rows.filter((row) => row.duplicateOf).map((row) => row.name));
  });

  it('leaves out of every file only the rows with no contact at all and the kept risky rows with nothing invalid', () => {
    const nowhere = rows.filter((row) => RESULTS_FILTERS.every((filter) => !matchesFilter(filter, row)));
    expect(nowhere.map((row) => row.name)).toEqual(['risky/valid', 'risky/missing', 'missing/missing']);
  });
});

describe('rowFilter', () => {
  // Customer columns named like ours come first; the engine's are the last of each name.
  const header = ['Email', 'lp_duplicate_of', 'lp_email_status', 'lp_phone_status', ...OUTPUT_COLUMNS];
  const row = (facts: Partial<Record<(typeof OUTPUT_COLUMNS)[number], string>>, customer: string[]) => [
    'a@b.co',
    ...customer,
    ...OUTPUT_COLUMNS.map((name) => facts[name] ?? ''),
  ];

  it("reads the engine's columns, not the customer's columns of the same name", () => {
    const keeps = rowFilter('clean', header);
    const clean = { lp_email_status: 'valid', lp_phone_status: 'missing' };
    expect(keeps(row(clean, ['7', 'invalid', 'invalid']))).toBe(true);
    expect(keeps(row({ ...clean, lp_duplicate_of: '1' }, ['', 'valid', 'valid']))).toBe(false);
    expect(rowFilter('duplicates', header)(row(clean, ['7', '', '']))).toBe(false);
  });

  it('compares unguarded cells', () => {
    expect(rowFilter('duplicates', header)(row({ lp_duplicate_of: "'-1" }, ['', '', '']))).toBe(true);
    expect(rowFilter('invalid', header)(row({ lp_email_status: "'=invalid" }, ['', '', '']))).toBe(false);
  });

  it('finds columns by name, so files written before the later lp_ columns existed still filter', () => {
    const old = OUTPUT_COLUMNS.slice(0, 15);
    expect(filterColumns(['Email', ...old])).toEqual({ emailStatus: 3, phoneStatus: 7, duplicateOf: 14 });
  });

  it('throws on a file without the columns', () => {
    expect(() => filterColumns(['Email', 'Phone'])).toThrow(
      'Not a results file: its header has no lp_email_status column.',
    );
  });
});
