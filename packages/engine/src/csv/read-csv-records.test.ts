import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './read-csv-records';
import type { CsvRecordOptions } from './record-reader';

const rows = async (chunks: Array<string | Uint8Array>, options?: CsvRecordOptions) => {
  const out: string[][] = [];
  for await (const row of readCsvRecords(Readable.from(chunks), options)) out.push(row);
  return out;
};

describe('readCsvRecords', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', async () => {
    expect(await rows(['\ufeffa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n'])).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('keeps records whole across chunk boundaries, including a CRLF or a doubled quote split in two', async () => {
    expect(await rows(['a,"b""', '""c"\r', '\n1,', '2\n3,"', 'x"'])).toEqual([
      ['a', 'b""c'],
      ['1', '2'],
      ['3', 'x'],
    ]);
  });

  it('decodes UTF-8 split inside a character and skips blank lines', async () => {
    const bytes = Buffer.from('\ufeffname\nMüller\n\n\nZoë\n');
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await rows([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual([
      ['name'],
      ['Müller'],
      ['Zoë'],
    ]);
  });

  it('keeps empty cells and a last record without a line break', async () => {
    expect(await rows(['a,,c\n,,\n"",x'])).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
      ['', 'x'],
    ]);
  });

  it('keeps an unclosed quoted cell as read, or throws when asked to', async () => {
    expect(await rows(['a\n"open,1\n'])).toEqual([['a'], ['open,1\n']]);
    await expect(rows(['a\n"open,1\n'], { unclosedQuote: 'error' })).rejects.toThrow(
      'CSV ends inside a quoted cell',
    );
  });
});
