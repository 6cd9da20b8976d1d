import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROW_END } from './spooled-row-codec';

/**
 * Keeps pass-one rows (already verified, waiting for DNS answers and duplicate clusters) until the
 * output is written, in order. Rows move in and out as text of whole rows, each encoded row (see
 * `spooled-row-codec.ts`) followed by U+0002, which no encoded row contains (input cells may hold
 * line breaks): the thread that reads the file then handles a string per batch, not per row.
 */
export interface RowSpool {
  /** Appends rows ({@link joinSpooledRows} text); awaits when the disk is behind, so memory stays flat. */
  write(rows: string): Promise<void> | undefined;
  /** Finishes writing. */
  close(): Promise<void>;
  /** Reads the rows back in order, as pieces of whole rows of any size. */
  read(): AsyncIterable<string>;
  /** Frees what the spool holds. */
  dispose(): Promise<void>;
}

/** In memory: for inputs that are already in memory (strings and buffers from tests or small uploads). */
export class MemoryRowSpool implements RowSpool {
  private pieces: string[] = [];

  write(rows: string): undefined {
    if (rows) this.pieces.push(rows);
    return undefined;
  }

  async close(): Promise<void> {}

  async *read(): AsyncIterable<string> {
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
  private buffer = '';
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

  write(rows: string): Promise<void> | undefined {
    // Small pieces are gathered into ~64 KB writes.
    this.buffer += rows;
    if (this.buffer.length < 65536) return undefined;
    if (this.failure) return Promise.reject(this.failure);
    const ok = this.stream!.write(this.buffer);
    this.buffer = '';
    return ok ? undefined : once(this.stream!, 'drain').then(() => undefined);
  }

  async close(): Promise<void> {
    const stream = this.stream!;
    if (this.failure) throw this.failure;
    if (this.buffer) stream.write(this.buffer);
    this.buffer = '';
    stream.end();
    await once(stream, 'finish');
  }

  async *read(): AsyncIterable<string> {
    // Each chunk read is cut after its last complete row; the partial row leads the next piece.
    let rest = '';
    for await (const chunk of createReadStream(this.file, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
      const text = rest + (chunk as string);
      const end = text.lastIndexOf(ROW_END) + 1;
      rest = text.slice(end);
      if (end > 0) yield text.slice(0, end);
    }
    if (rest) yield rest + ROW_END;
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
