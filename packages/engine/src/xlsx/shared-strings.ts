/**
 * A workbook's shared-strings table, kept as UTF-8 in large buffers outside the JavaScript heap: Excel stores
 * every text cell there, so a big sheet's table holds millions of strings, which as JavaScript strings would cost
 * several times their bytes in a thread whose heap is bounded.
 */
const BLOCK_BYTES = 1024 * 1024;

/** Strings by index, appended in order. */
export class SharedStrings {
  private readonly blocks: Buffer[] = [];
  private block = Buffer.allocUnsafe(BLOCK_BYTES);
  private used = 0;
  // Per string: its block, offset and byte length.
  private where = new Uint32Array(4096 * 3);
  private count = 0;

  /** How many strings the table holds. */
  get size(): number {
    return this.count;
  }

  /** Appends the next string. */
  add(value: string): void {
    const bytes = Buffer.byteLength(value);
    if (this.used + bytes > this.block.length) {
      this.blocks.push(this.block.subarray(0, this.used));
      this.block = Buffer.allocUnsafe(Math.max(BLOCK_BYTES, bytes));
      this.used = 0;
    }
    this.block.write(value, this.used);
    if ((this.count + 1) * 3 > this.where.length) {
      const grown = new Uint32Array(this.where.length * 2);
      grown.set(this.where);
      this.where = grown;
    }
    this.where[this.count * 3] = this.blocks.length;
    this.where[this.count * 3 + 1] = this.used;
    this.where[this.count * 3 + 2] = bytes;
    this.used += bytes;
    this.count++;
  }

  /** The string at `index`, or `undefined` when there is none. */
  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    const blockIndex = this.where[index * 3]!;
    const block = blockIndex === this.blocks.length ? this.block : this.blocks[blockIndex]!;
    const start = this.where[index * 3 + 1]!;
    return block.toString('utf8', start, start + this.where[index * 3 + 2]!);
  }
}
