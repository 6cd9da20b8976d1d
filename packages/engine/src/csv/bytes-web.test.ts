// The browser's byte helpers must give the decoder what Node's give it, so the dashboard's row count is the hold's.
// (In Node, `bytes.ts` is `node:buffer`'s: see the first test.)
import { describe, expect, it } from 'vitest';
import * as node from './bytes';
import * as web from './bytes-web';

const samples: Uint8Array[] = [
  new Uint8Array(0),
  Buffer.from('email,name\r\na@example.com,"A\nB"\n'),
  Buffer.from('Zoë,naïve\n'),
  Uint8Array.from([0x41, 0x7f, 0x80, 0xff]),
  Uint8Array.from({ length: 70_000 }, (_, i) => i % 128),
  Uint8Array.from({ length: 70_000 }, (_, i) => (i === 69_999 ? 0xe9 : 0x61)),
];

describe('bytes-web (the decoder in browsers)', () => {
  it("is not what Node's decoder uses", () => {
    expect(node.isAsciiBytes).not.toBe(web.isAsciiBytes);
  });

  it.each(samples.map((bytes, index) => ({ index, bytes })))(
    'agrees with node:buffer on sample $index',
    ({ bytes }) => {
      expect(web.isAsciiBytes(bytes)).toBe(node.isAsciiBytes(bytes));
      if (node.isAsciiBytes(bytes)) expect(web.asciiText(bytes)).toBe(node.asciiText(bytes));
      // A view into a larger buffer, as stream chunks are.
      const view = new Uint8Array(bytes.length + 8).subarray(4, 4 + bytes.length);
      view.set(bytes);
      expect(web.isAsciiBytes(view)).toBe(node.isAsciiBytes(view));
      if (node.isAsciiBytes(view)) expect(web.asciiText(view)).toBe(node.asciiText(view));
    },
  );
});
