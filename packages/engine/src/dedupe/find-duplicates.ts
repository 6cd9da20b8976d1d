import { blockingKeyHashes } from './blocking';
import { type DuplicateReason, matchRecords } from './match';
import { type DedupeRecord, decodeRecord, encodeRecord } from './record';
import { UnionFind } from './union-find';

/** Blocks up to this size are compared pair by pair; larger ones through a sorted window. */
const MAX_FULL_BLOCK = 8;
/** Neighbours each row meets inside a large block, in name order. */
const WINDOW = 6;
const ROW_BITS = 2 ** 27;
/** Slots of the lossy "pair already compared" table (16 MB); a lost entry only costs a repeat comparison. */
const SEEN_PAIR_SLOTS = 1 << 21;

/** Outcome for one row. */
export interface DuplicateOf {
  /** Index of the row kept in this row's place, or -1 when this row is kept. */
  keptIndex: number;
  reason: DuplicateReason;
}

/** Clusters and the rows kept for them. */
export interface DuplicateResolution {
  /** Per row: index of the kept row, or -1. */
  keptIndex: Int32Array;
  /** Per row: reason code index into `reasons` (0 = none). */
  reasonIndex: Uint16Array;
  /** Distinct reason strings; index 0 is "". */
  reasons: string[];
  /** Number of rows that are duplicates of another. */
  duplicateRows: number;
  /** Number of clusters with more than one row. */
  clusters: number;
  /** Pairs compared, to show the blocking keeps the work near linear. */
  comparisons: number;
}

/**
 * Collects compact keys row by row (the only per-row state the engine holds across the file), then
 * clusters duplicates transitively and keeps the most complete row of each cluster (the earliest
 * on ties).
 */
export class DuplicateFinder {
  private readonly records: string[] = [];
  private completeness: Uint8Array = new Uint8Array(1024);
  private entries: Float64Array = new Float64Array(4096);
  private entryCount = 0;

  /** Adds the next row's record; `completeness` counts its filled, valid fields. */
  add(record: DedupeRecord, completeness: number): void {
    const hashes = blockingKeyHashes(record);
    this.addEncoded(encodeRecord(record), completeness, hashes, 0, hashes.length);
  }

  /**
   * Adds the next row as {@link encodeRecord} packed it, with the hashes of its blocking
   * keys ({@link blockingKeyHashes}) at `hashes[from]` to `hashes[from + count - 1]`: worker threads compute both.
   */
  addEncoded(
    encoded: string,
    completeness: number,
    hashes: ArrayLike<number>,
    from: number,
    count: number,
  ): void {
    const index = this.records.length;
    if (index >= ROW_BITS) throw new Error('Too many rows for de-duplication');
    this.records.push(encoded);
    if (index >= this.completeness.length) {
      const grown = new Uint8Array(this.completeness.length * 2);
      grown.set(this.completeness);
      this.completeness = grown;
    }
    this.completeness[index] = Math.min(255, completeness);
    for (let k = from; k < from + count; k++) {
      if (this.entryCount >= this.entries.length) {
        const grown = new Float64Array(this.entries.length * 2);
        grown.set(this.entries);
        this.entries = grown;
      }
      this.entries[this.entryCount++] = hashes[k]! * ROW_BITS + index;
    }
  }

  /** Number of rows added. */
  get size(): number {
    return this.records.length;
  }

  /** Compares rows within blocks, clusters matches and picks each cluster's kept row. */
  resolve(): DuplicateResolution {
    const rows = this.records.length;
    const unionFind = new UnionFind(rows);
    const reasonOf = new Uint16Array(rows);
    const reasons = [''];
    const reasonIds = new Map<string, number>();
    let comparisons = 0;
    const decoded = new Map<number, ReturnType<typeof decodeRecord>>();
    const recordAt = (row: number) => {
      let record = decoded.get(row);
      if (!record) {
        record = decodeRecord(this.records[row]!);
        decoded.set(row, record);
      }
      return record;
    };
    // The same pair often shares several blocking keys; remembering recent pairs saves repeats.
    const seenPairs = new Float64Array(SEEN_PAIR_SLOTS).fill(-1);
    const compare = (a: number, b: number) => {
      if (unionFind.find(a) === unionFind.find(b)) return;
      const low = Math.min(a, b);
      const high = Math.max(a, b);
      const pair = low * ROW_BITS + high;
      const slot = (Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) >>> 0) & (SEEN_PAIR_SLOTS - 1);
      if (seenPairs[slot] === pair) return;
      seenPairs[slot] = pair;
      comparisons++;
      const reason = matchRecords(recordAt(a), recordAt(b));
      if (!reason) return;
      unionFind.union(a, b);
      let id = reasonIds.get(reason);
      if (id === undefined) {
        id = reasons.length;
        reasons.push(reason);
        reasonIds.set(reason, id);
      }
      if (!reasonOf[a]) reasonOf[a] = id;
      if (!reasonOf[b]) reasonOf[b] = id;
    };

    const sorted = this.entries.subarray(0, this.entryCount).sort();
    let start = 0;
    while (start < sorted.length) {
      const hash = Math.floor(sorted[start]! / ROW_BITS);
      let end = start + 1;
      while (end < sorted.length && Math.floor(sorted[end]! / ROW_BITS) === hash) end++;
      if (end - start > 1) {
        const members: number[] = [];
        for (let i = start; i < end; i++) members.push(sorted[i]! - hash * ROW_BITS);
        this.compareBlock(members, compare, recordAt);
      }
      decoded.clear();
      start = end;
    }

    // Typed arrays rather than Maps: at 400k rows a Map of roots alone costs tens of megabytes.
    const keptOfRoot = new Int32Array(rows).fill(-1);
    for (let row = 0; row < rows; row++) {
      const root = unionFind.find(row);
      const kept = keptOfRoot[root]!;
      if (kept < 0 || this.completeness[row]! > this.completeness[kept]!) keptOfRoot[root] = row;
    }
    const keptIndex = new Int32Array(rows).fill(-1);
    let duplicateRows = 0;
    const clusterRoots = new Set<number>();
    for (let row = 0; row < rows; row++) {
      const root = unionFind.find(row);
      const kept = keptOfRoot[root]!;
      if (kept !== row) {
        keptIndex[row] = kept;
        duplicateRows++;
        clusterRoots.add(root);
      }
    }
    return {
      keptIndex,
      reasonIndex: reasonOf,
      reasons,
      duplicateRows,
      clusters: clusterRoots.size,
      comparisons,
    };
  }

  private compareBlock(
    members: number[],
    compare: (a: number, b: number) => void,
    recordAt: (row: number) => DedupeRecord,
  ): void {
    if (members.length <= MAX_FULL_BLOCK) {
      for (let i = 0; i < members.length; i++) {
        for (let j = i + 1; j < members.length; j++) compare(members[i]!, members[j]!);
      }
      return;
    }
    // Sorted neighbourhood: order by name so look-alikes sit close, then compare within a window.
    const sortKey = (row: number) => {
      const r = recordAt(row);
      return `${r.last} ${r.first} ${r.email}`;
    };
    const ordered = members
      .map((row) => ({ row, key: sortKey(row) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row - b.row));
    for (let i = 0; i < ordered.length; i++) {
      for (let j = i + 1; j < Math.min(ordered.length, i + 1 + WINDOW); j++)
        compare(ordered[i]!.row, ordered[j]!.row);
    }
  }
}
