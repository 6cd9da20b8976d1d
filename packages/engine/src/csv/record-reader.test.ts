import { describe, expect, it } from 'vitest';
import { CsvRecordReader, CsvUnclosedQuoteError, readCsvText } from './record-reader';

describe('readCsvText', () => {
  it('ends records at CRLF, LF and a bare CR, outside quotes only', () => {
    expect(readCsvText('a,b\r\n1,2\n3,4\r5,"x\ry\r\nz"\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', 'x\ry\r\nz'],
    ]);
  });

  it('opens quotes at the start of a cell only, unless told anywhere', () => {
    expect(readCsvText('a"b,"c"d,"e""f"\n')).toEqual([['a"b', 'cd', 'e"f']]);
    expect(readCsvText('a"b,c"d,"e""f"\n', { quotes: 'anywhere' })).toEqual([['ab,cd', 'e"f']]);
  });

  it('skips blank lines, or keeps them; a last empty line is never a record', () => {
    expect(readCsvText('a\n\n""\nb\n\n')).toEqual([['a'], ['b']]);
    expect(readCsvText('a\n\n""\nb\n\n', { blankLines: 'keep' })).toEqual([['a'], [''], [''], ['b'], ['']]);
    expect(readCsvText('a\n""', { blankLines: 'keep' })).toEqual([['a']]);
  });

  it('unguards, then trims, and judges a line blank after both', () => {
    expect(readCsvText(" '=1 , 'x\n  ,\n \t\n", { trim: true, unguard: true })).toEqual([
      ["'=1", "'x"],
      ['', ''],
    ]);
    expect(readCsvText("'=1\n", { unguard: true })).toEqual([['=1']]);
  });

  it('throws on an unclosed quote when asked, and reads a closing quote at the very end', () => {
    expect(() => readCsvText('a,"b', { unclosedQuote: 'error' })).toThrow(CsvUnclosedQuoteError);
    expect(readCsvText('a,"b"', { unclosedQuote: 'error' })).toEqual([['a', 'b']]);
    expect(readCsvText('a,"b')).toEqual([['a', 'b']]);
  });
});

describe('CsvRecordReader', () => {
  it('stops after `limit` records and says where, so the rest can be pushed again', () => {
    const reader = new CsvRecordReader();
    const text = '\ufeffh\r\n"1\n2"\r\n\r\n3\r\n4\r\n';
    expect(reader.push(text, 2)).toEqual([['h'], ['1\n2']]);
    expect(text.slice(0, reader.consumed)).toBe('\ufeffh\r\n"1\n2"\r');
    const rest = text.slice(reader.consumed);
    expect(reader.push(rest)).toEqual([['3'], ['4']]);
    expect(reader.consumed).toBe(rest.length);
  });
});
