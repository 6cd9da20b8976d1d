/**
 * What a file on disk is, from its first bytes: an .xlsx workbook (a ZIP), an OLE compound file (an old .xls, or
 * a password-protected workbook, which Excel stores encrypted inside one), or text.
 */
import { open } from 'node:fs/promises';

/** The kinds of input file the engine tells apart before reading. */
export type InputFileKind = 'zip' | 'protected' | 'compound' | 'text';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream name an encrypted OOXML package has in its compound file's directory, as UTF-16LE. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** How much of a compound file is searched for that name: the directory of a small file sits near its end. */
const SEARCH_BYTES = 4 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((value, i) => bytes[i] === value);

/** Reads the head of `path` (and, for a compound file, its directory) to tell what it is. */
export async function inputFileKind(path: string): Promise<InputFileKind> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await file.read(head, 0, 8, 0);
    if (bytesRead >= 4 && startsWith(head, ZIP)) return 'zip';
    if (bytesRead < 8 || !startsWith(head, COMPOUND)) return 'text';
    const { size } = await file.stat();
    // The directory holds the stream names; searching the start and the end covers small and large files.
    for (const start of [0, Math.max(0, size - SEARCH_BYTES)]) {
      const part = Buffer.alloc(Math.min(SEARCH_BYTES, size));
      const { bytesRead: read } = await file.read(part, 0, part.length, start);
      if (part.subarray(0, read).includes(ENCRYPTED_PACKAGE)) return 'protected';
    }
    return 'compound';
  } finally {
    await file.close();
  }
}
