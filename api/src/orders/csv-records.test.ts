import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvHead } from './csv-records';

const stream = (...chunks: Array<string | Buffer>) =>
  Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
const collect = async (it: AsyncIterable<string>) => {
  let out = '';
  for await (const part of it) out += part;
  return out;
};

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
