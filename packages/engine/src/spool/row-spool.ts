import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROW_END } from './spooled-row-codec';

/**
 * Keeps pass-one rows (already verified, waiting for DNS answers and duplicate clusters) until the
 * output is written, in order. Each row is one string (see `spooled-row-codec.ts`); on disk rows end
 * with U+0002, which no encoded row contains (input cells may hold line breaks).
 */
export interface RowSpool {
  /** Appends one row; awaits when the disk is behind, so memory stays flat. */
  write(line: string): Promise<void> | undefined;
  /** Finishes writing. */
  close(): Promise<void>;
  /** Reads the rows back in order. */
  read(): AsyncIterable<string>;
  /** Frees what the spool holds. */
  dispose(): Promise<void>;
}

/** In memory: for inputs that are already in memory (strings and buffers from tests or small uploads). */
export class MemoryRowSpool implements RowSpool {
  private lines: string[] = [];

  write(line: string): undefined {
    this.lines.push(line);
    return undefined;
  }

  async close(): Promise<void> {}

  async *read(): AsyncIterable<string> {
    yield* this.lines;
  }

  async dispose(): Promise<void> {
    this.lines = [];
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

  write(line: string): Promise<void> | undefined {
    // Batching lines into ~64 KB writes saves a stream call per row.
    this.buffer += line + ROW_END;
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
    // Splitting chunks by hand is several times faster than readline's line events.
    let rest = '';
    for await (const chunk of createReadStream(this.file, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
      const lines = (rest + (chunk as string)).split(ROW_END);
      rest = lines.pop()!;
      yield* lines;
    }
    if (rest) yield rest;
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
