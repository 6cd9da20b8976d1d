/**
 * The decoder's byte helpers: `node:buffer`'s in Node, where it checks and decodes ASCII natively (the verifier's hot
 * path), and `bytes-web.ts`'s elsewhere (the dashboard's upload estimate counts rows with the engine's reader). Node's
 * module is asked for at run time (`process.getBuiltinModule`), not imported, so no bundle of the reader for a
 * browser has a `node:` import to resolve, and every bundler of the house (tsup, esbuild, Vite) needs no condition.
 * @module
 */
import { joinBytes } from '../spool/spooled-row-codec';
import * as web from './bytes-web';

const nodeBuffer = globalThis.process?.getBuiltinModule?.('node:buffer');

/** True when every byte is below 0x80. */
export const isAsciiBytes: (bytes: Uint8Array) => boolean = nodeBuffer
  ? nodeBuffer.isAscii
  : web.isAsciiBytes;

/** The text of bytes known to be ASCII. */
export const asciiText: (bytes: Uint8Array) => string = nodeBuffer
  ? (bytes) => nodeBuffer.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1')
  : web.asciiText;

/** The chunks as one array. */
export const concatBytes: (chunks: readonly Uint8Array[]) => Uint8Array = nodeBuffer
  ? (chunks) => nodeBuffer.Buffer.concat(chunks)
  : joinBytes;
