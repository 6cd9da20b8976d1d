/**
 * The decoder's byte helpers without `node:` modules, for browsers (the dashboard's upload estimate counts rows with
 * the engine's reader): the same results as `node:buffer`'s, which `bytes.ts` takes in Node.
 * @module
 */

/** True when every byte is below 0x80. */
export function isAsciiBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}

const ascii = new TextDecoder('utf-8');

/** The text of bytes known to be ASCII (where UTF-8 and Latin-1 agree). */
export function asciiText(bytes: Uint8Array): string {
  return ascii.decode(bytes);
}
