import { describe, expect, it } from 'vitest';
import { parseCsvPreview } from './parseCsvPreview';

const table = (text: string) => {
  const result = parseCsvPreview(text);
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

  it('reads the engine output: BOM, CRLF and guarded cells', () => {
    expect(table("\uFEFFlp_row,lp_phone_e164\r\n1,'+14155552671\r\n")).toEqual({
      headers: ['lp_row', 'lp_phone_e164'],
      rows: [['1', "'+14155552671"]],
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
