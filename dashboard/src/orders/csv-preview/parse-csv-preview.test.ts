import { describe, expect, it } from 'vitest';
import { parseCsvPreview } from './parse-csv-preview';

const table = (text: string, options?: Parameters<typeof parseCsvPreview>[1]) => {
  const result = parseCsvPreview(text, options);
  if (!result.ok) throw new Error(result.error);
  return result.table;
};

describe('parseCsvPreview', () => {
  it('splits records on newlines and fields on commas, trimming values', () => {
    expect(table('email, name\n a@b.co , Ada \nc@d.co,Bob\n')).toEqual({
      headers: ['email', 'name'],
      rows: [
        ['a@b.co', 'Ada'],
        ['c@d.co', 'Bob'],
      ],
    });
  });

  it('keeps commas, escaped quotes and newlines inside double quotes', () => {
    expect(table('name,note\n"Lovelace, Ada","said ""hi""\nthen left"\n').rows).toEqual([
      ['Lovelace, Ada', 'said "hi"\nthen left'],
    ]);
  });

  it('reads the engine output: BOM, CRLF and cells as written', () => {
    expect(table("\uFEFFlp_row,lp_phone_e164,note\r\n1,+14155552671,'=1+1\r\n")).toEqual({
      headers: ['lp_row', 'lp_phone_e164', 'note'],
      rows: [['1', '+14155552671', "'=1+1"]],
    });
  });

  it("shows a results file's cells as the customer's data, without the formula guard's apostrophe", () => {
    const results = [
      `\uFEFFphone,"'=HYPERLINK(""h"")",note,lp_phone_e164`,
      `+1 415 555 0100,"'=HYPERLINK(""x"")",'@SUM(1),+14155550100`,
      `"'\n=1+1",''+SUM(1),'+1 415 555 0100,'quoted'`,
      '',
    ].join('\r\n');
    expect(table(results, { unguard: true })).toEqual({
      headers: ['phone', '=HYPERLINK("h")', 'note', 'lp_phone_e164'],
      rows: [
        ['+1 415 555 0100', '=HYPERLINK("x")', '@SUM(1)', '+14155550100'],
        // Unguarded first, then trimmed as every preview value is; apostrophes that are the customer's own stay.
        ['=1+1', "'+SUM(1)", "'+1 415 555 0100", "'quoted'"],
      ],
    });
  });

  it('pads short rows and cuts long ones to the header width, and skips blank lines', () => {
    expect(table('a,b,c\n1\n\n1,2,3,4\n').rows).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
    ]);
  });

  it('gives a header-only file no data rows', () => {
    expect(table('email,phone\n')).toEqual({ headers: ['email', 'phone'], rows: [] });
  });

  it("says 'CSV file is empty' for empty or blank text", () => {
    expect(parseCsvPreview('')).toEqual({ ok: false, error: 'CSV file is empty' });
    expect(parseCsvPreview('\uFEFF\r\n  \n')).toEqual({ ok: false, error: 'CSV file is empty' });
  });

  it("says 'Failed to parse CSV file' for an unterminated quote", () => {
    expect(parseCsvPreview('a,b\n"open,1\n')).toEqual({ ok: false, error: 'Failed to parse CSV file' });
  });
});
