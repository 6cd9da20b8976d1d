import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countRecords, csvHead, NotTextError } from './csvRecords';

const stream = (...chunks: Array<string | Buffer>) =>
  Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
const collect = async (it: AsyncIterable<string>) => {
  let out = '';
  for await (const part of it) out += part;
  return out;
};

describe('countRecords', () => {
  it('counts records with quoted newlines, CRLF, CR and blank lines', async () => {
    expect(await countRecords(stream('name,note\r\n"Ann","two\nlines"\r\n\r\nBob,x\rCy,"a,b"'))).toBe(4);
  });

  it('counts across chunk boundaries, including a CRLF split in two', async () => {
    expect(await countRecords(stream('a,b\r', '\n1,"x', '\ny"\r', '\n2,z\n'))).toBe(3);
  });

  it('reads UTF-16 with a BOM', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('email\nann@x.com\nbob@y.com\n', 'utf16le'),
    ]);
    expect(await countRecords(stream(utf16))).toBe(3);
  });

  it('counts nothing in an empty or blank file', async () => {
    expect(await countRecords(stream(''))).toBe(0);
    expect(await countRecords(stream('\n\n  \r\n'))).toBe(0);
  });

  it('refuses binary input, naming what it looks like', async () => {
    await expect(countRecords(stream(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).rejects.toThrow(
      new NotTextError('an Excel workbook or ZIP archive'),
    );
    await expect(countRecords(stream(Buffer.from([0x61, 0x00, 0x62])))).rejects.toBeInstanceOf(NotTextError);
  });
});

describe('csvHead', () => {
  it('keeps the header and the first N data rows', async () => {
    const text = await collect(csvHead(stream('h1,h2\n1,"a\nb"\n2,c\n3,d\n'), 2));
    expect(text).toBe('h1,h2\n1,"a\nb"\n2,c\n');
  });

  it('returns the whole file when it is shorter than the limit', async () => {
    expect(await collect(csvHead(stream('h\n1\n'), 10))).toBe('h\n1\n');
  });

  it('decodes Windows-1252 into UTF-8 text', async () => {
    const latin = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x0a]);
    expect(await collect(csvHead(stream(latin), 5))).toBe('name\nMüller\n');
  });
});
