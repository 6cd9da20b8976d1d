import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endOfLastRow, joinBytes, ROW_END_BYTE } from './spooled-row-codec';

const ROW_END_BYTES = new Uint8Array([ROW_END_BYTE]);
const NOTHING = new Uint8Array(0);
/** Bytes read from the spool at a time: a piece of about a thousand rows. */
const READ_BYTES = 256 * 1024;

/**
 * Keeps pass-one rows (already verified, waiting for DNS answers and duplicate clusters) until the
 * output is written, in order. Rows move in and out as UTF-8 bytes of whole rows, each encoded row
 * (see `spooled-row-codec.ts`) followed by U+0002, which no encoded row contains (input cells may
 * hold line breaks): the thread that reads the file then handles a buffer per batch, not a row or a
 * string, and never encodes or decodes them.
 */
export interface RowSpool {
  /** Appends rows ({@link joinSpooledRows} bytes); awaits when the disk is behind, so memory stays flat. */
  write(rows: Uint8Array): Promise<void> | undefined;
  /** Finishes writing. */
  close(): Promise<void>;
  /** Reads the rows back in order, as pieces of whole rows of any size, each in a buffer of its own. */
  read(): AsyncIterable<Uint8Array>;
  /** Frees what the spool holds. */
  dispose(): Promise<void>;
}

/** In memory: for inputs that are already in memory (strings and buffers from tests or small uploads). */
export class MemoryRowSpool implements RowSpool {
  private pieces: Uint8Array[] = [];

  write(rows: Uint8Array): undefined {
    if (rows.byteLength > 0) this.pieces.push(rows);
    return undefined;
  }

  async close(): Promise<void> {}

  async *read(): AsyncIterable<Uint8Array> {
    yield* this.pieces;
  }

  async dispose(): Promise<void> {
    this.pieces = [];
  }
}

/** On disk under a private temporary folder: for files and streams, which may be 50 MB and more. */
export class FileRowSpool implements RowSpool {
  private stream: WriteStream | undefined;
  private failure: Error | undefined;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private constructor(
    private readonly dir: string,
    private readonly file: string,
  ) {}

  /** Creates the spool file in `parentDir` (default: the OS temporary folder). */
  static async create(parentDir = tmpdir()): Promise<FileRowSpool> {
    const dir = await mkdtemp(join(parentDir, 'leadproof-engine-'));
    const spool = new FileRowSpool(dir, join(dir, 'rows.spool'));
    spool.stream = createWriteStream(spool.file);
    // A failed open or write (disk full, folder removed) must reject the run, never reach the
    // process as an unhandled 'error' event; it is rethrown by the next write or close.
    spool.stream.on('error', (error) => {
      spool.failure ??= error;
    });
    return spool;
  }

  write(rows: Uint8Array): Promise<void> | undefined {
    // Small pieces are gathered into writes of at least 64 KB.
    this.pending.push(rows);
    this.pendingBytes += rows.byteLength;
    if (this.pendingBytes < 65536) return undefined;
    if (this.failure) return Promise.reject(this.failure);
    const ok = this.stream!.write(this.takePending());
    return ok ? undefined : once(this.stream!, 'drain').then(() => undefined);
  }

  private takePending(): Uint8Array {
    const bytes = this.pending.length === 1 ? this.pending[0]! : joinBytes(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    return bytes;
  }

  async close(): Promise<void> {
    const stream = this.stream!;
    if (this.failure) throw this.failure;
    if (this.pendingBytes > 0) stream.write(this.takePending());
    stream.end();
    await once(stream, 'finish');
  }

  async *read(): AsyncIterable<Uint8Array> {
    // Each read fills a new buffer after the partial row the last one ended with, and the piece up to
    // its last complete row goes out in that buffer: it is transferred to an analysis thread, so
    // this thread leaves no buffers behind for its collector (they would pile up outside its heap).
    const file = await open(this.file, 'r');
    try {
      let rest = NOTHING;
      for (;;) {
        const buffer = new Uint8Array(rest.byteLength + READ_BYTES);
        buffer.set(rest, 0);
        const { bytesRead } = await file.read(buffer, rest.byteLength, READ_BYTES, null);
        if (bytesRead === 0) break;
        const filled = buffer.subarray(0, rest.byteLength + bytesRead);
        const end = endOfLastRow(filled);
        // A copy: the piece takes the buffer away.
        rest = filled.slice(end);
        if (end > 0) yield filled.subarray(0, end);
      }
      if (rest.byteLength > 0) yield joinBytes([rest, ROW_END_BYTES]);
    } finally {
      await file.close();
    }
  }

  async dispose(): Promise<void> {
    const stream = this.stream;
    if (stream && !stream.closed) {
      // Wait for a pending open to settle, so it does not race the removal of its folder.
      const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
      stream.destroy();
      await closed;
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
