/**
 * The decoder's byte helpers in Node, where `node:buffer` checks and decodes ASCII natively (the verifier's hot
 * path). `bytes-web.ts` is the same for browsers; the package's `#bytes` import picks one (the `node` condition).
 * @module
 */
import { isAscii } from 'node:buffer';

/** True when every byte is below 0x80. */
export function isAsciiBytes(bytes: Uint8Array): boolean {
  return isAscii(bytes);
}

/** The text of bytes known to be ASCII. */
export function asciiText(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
}

/** The chunks as one array. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  return Buffer.concat(chunks);
}
