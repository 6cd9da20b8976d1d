/**
 * Where the de-duplication records of a file live between pass one and the clustering: UTF-8 bytes
 * in growable shared memory, outside the JavaScript heap. Half a million short strings on the heap
 * would be re-marked by every major collection of a heap-limited thread; here they cost no collector
 * work, and the threads that compare blocks read them without a copy.
 */

/** The store's memory as it crosses to another thread (shared, not copied). */
export interface SharedRecords {
  bytes: SharedArrayBuffer;
  /** Uint32 per record: the byte offset where it ends (it starts where the previous one ends). */
  ends: SharedArrayBuffer;
  count: number;
}

/** Reserved address space only: pages are committed as the store grows. */
const MAX_BYTES = 2 ** 31;
const MAX_RECORDS = 2 ** 27;

/** A SharedArrayBuffer that can grow (ES2024; Node 20 has it, the TypeScript lib we target does not). */
export type GrowableSharedArrayBuffer = SharedArrayBuffer & {
  grow(length: number): void;
  readonly maxByteLength: number;
};

/** Shared memory of `length` bytes that may grow to `maxByteLength` (address space only until used). */
export function createGrowableShared(length: number, maxByteLength: number): GrowableSharedArrayBuffer {
  const Shared = SharedArrayBuffer as unknown as new (
    length: number,
    options: { maxByteLength: number },
  ) => GrowableSharedArrayBuffer;
  return new Shared(length, { maxByteLength });
}

/** Grows `buffer` to hold at least `needed` bytes, doubling to keep appends amortized. */
export function growShared(buffer: GrowableSharedArrayBuffer, needed: number): void {
  if (needed <= buffer.byteLength) return;
  if (needed > buffer.maxByteLength) throw new Error('Too much de-duplication data');
  buffer.grow(Math.max(needed, Math.min(buffer.maxByteLength, buffer.byteLength * 2)));
}

/** Append-only record store, written by the thread that reads the file. */
export class RecordStore {
  private readonly bytes = createGrowableShared(1 << 20, MAX_BYTES);
  private readonly ends = createGrowableShared(1 << 14, MAX_RECORDS * 4);
  // Views without a length follow the buffer as it grows.
  private readonly byteView = new Uint8Array(this.bytes);
  private readonly endView = new Uint32Array(this.ends);
  private used = 0;
  private count = 0;
  private readonly encoder = new TextEncoder();

  /** Number of records. */
  get size(): number {
    return this.count;
  }

  /** Appends one record given as text. */
  appendText(record: string): void {
    const encoded = this.encoder.encode(record);
    this.appendBytes(encoded, [encoded.length]);
  }

  /** Appends records packed back to back in `source`, with each one's byte length in `lengths`. */
  appendBytes(source: Uint8Array, lengths: ArrayLike<number>): void {
    if (this.count + lengths.length > MAX_RECORDS) throw new Error('Too many rows for de-duplication');
    growShared(this.bytes, this.used + source.length);
    growShared(this.ends, (this.count + lengths.length) * 4);
    this.byteView.set(source, this.used);
    let end = this.used;
    for (let i = 0; i < lengths.length; i++) {
      end += lengths[i]!;
      this.endView[this.count++] = end;
    }
    this.used = end;
  }

  /** The memory to hand to other threads once every record is in. */
  share(): SharedRecords {
    return { bytes: this.bytes, ends: this.ends, count: this.count };
  }
}

/** Reads records from a store's shared memory, on any thread. */
export class RecordReader {
  private readonly bytes: Buffer;
  private readonly ends: Uint32Array;

  constructor(shared: SharedRecords) {
    this.bytes = Buffer.from(shared.bytes, 0, shared.bytes.byteLength);
    this.ends = new Uint32Array(shared.ends, 0, shared.count);
  }

  /** The record of row `index` as {@link encodeRecord} packed it. */
  get(index: number): string {
    const start = index === 0 ? 0 : this.ends[index - 1]!;
    return this.bytes.toString('utf8', start, this.ends[index]!);
  }
}

/** Packs records into one byte array for {@link RecordStore.appendBytes} (worker threads send this). */
export function packRecords(records: readonly string[]): { bytes: Uint8Array; lengths: Uint32Array } {
  let capacity = 0;
  for (const record of records) capacity += record.length * 3;
  const bytes = Buffer.allocUnsafeSlow(capacity);
  const lengths = new Uint32Array(records.length);
  let used = 0;
  for (let i = 0; i < records.length; i++) {
    const written = bytes.write(records[i]!, used, 'utf8');
    lengths[i] = written;
    used += written;
  }
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, used), lengths };
}
