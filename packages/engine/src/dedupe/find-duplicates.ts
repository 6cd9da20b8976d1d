import { type BlockMatches, type MatchTask, matchBlocks, ROW_BITS, splitBlocks } from './block-matcher';
import { blockingKeyHashes } from './blocking';
import type { DuplicateReason } from './match';
import { type DedupeRecord, encodeRecord } from './record';
import { createGrowableShared, growShared, RecordStore } from './record-store';
import { UnionFind } from './union-find';

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

/** Runs {@link matchBlocks} somewhere (another thread, or here). */
export type BlockMatchRunner = (task: MatchTask) => Promise<BlockMatches>;

/**
 * Collects compact keys row by row (the only per-row state the engine holds across the file), then
 * clusters duplicates transitively and keeps the most complete row of each cluster (the earliest
 * on ties).
 */
export class DuplicateFinder {
  private readonly records = new RecordStore();
  private completeness: Uint8Array = new Uint8Array(1024);
  // Shared memory, so the threads that compare blocks read the sorted entries without a copy.
  private readonly entryBuffer = createGrowableShared(1 << 15, 2 ** 31);
  private readonly entries = new Float64Array(this.entryBuffer);
  private entryCount = 0;
  private rows = 0;

  /** Adds the next row's record; `completeness` counts its filled, valid fields. */
  add(record: DedupeRecord, completeness: number): void {
    const hashes = blockingKeyHashes(record);
    this.records.appendText(encodeRecord(record));
    this.addKeys(completeness, hashes, 0, hashes.length);
  }

  /** {@link addPacked} for a batch of analysed rows (`AnalyzedBatch`). */
  addBatch(batch: {
    records: Uint8Array;
    recordLengths: ArrayLike<number>;
    completeness: ArrayLike<number>;
    keyCounts: ArrayLike<number>;
    keyHashes: ArrayLike<number>;
  }): void {
    this.addPacked(batch.records, batch.recordLengths, batch.completeness, batch.keyCounts, batch.keyHashes);
  }

  /**
   * Adds rows as {@link packRecords} packed their {@link encodeRecord}s (worker threads compute them),
   * with per row its completeness and the count of its blocking-key hashes ({@link blockingKeyHashes}),
   * which follow each other in `hashes`.
   */
  addPacked(
    bytes: Uint8Array,
    lengths: ArrayLike<number>,
    completeness: ArrayLike<number>,
    keyCounts: ArrayLike<number>,
    hashes: ArrayLike<number>,
  ): void {
    this.records.appendBytes(bytes, lengths);
    let from = 0;
    for (let i = 0; i < lengths.length; i++) {
      this.addKeys(completeness[i]!, hashes, from, keyCounts[i]!);
      from += keyCounts[i]!;
    }
  }

  private addKeys(completeness: number, hashes: ArrayLike<number>, from: number, count: number): void {
    const index = this.rows++;
    if (index >= this.completeness.length) {
      const grown = new Uint8Array(this.completeness.length * 2);
      grown.set(this.completeness);
      this.completeness = grown;
    }
    this.completeness[index] = Math.min(255, completeness);
    growShared(this.entryBuffer, (this.entryCount + count) * 8);
    for (let k = from; k < from + count; k++) this.entries[this.entryCount++] = hashes[k]! * ROW_BITS + index;
  }

  /** Number of rows added. */
  get size(): number {
    return this.rows;
  }

  /** {@link resolveWith} on this thread. */
  resolve(): DuplicateResolution {
    const task = this.sortEntries();
    return this.cluster([matchBlocks({ ...task, from: 0, to: task.entryCount })]);
  }

  /**
   * Compares rows within blocks, clusters matches and picks each cluster's kept row. The blocks are
   * split into `parts` runs of about equal work, matched through `run` (on other threads), and the
   * matches replayed in block order, so the outcome does not depend on how the work was split.
   */
  async resolveWith(run: BlockMatchRunner, parts: number): Promise<DuplicateResolution> {
    const task = this.sortEntries();
    const bounds = splitBlocks(new Float64Array(task.entries, 0, task.entryCount), parts);
    const runs: Promise<BlockMatches>[] = [];
    for (let i = 0; i + 1 < bounds.length; i++)
      runs.push(run({ ...task, from: bounds[i]!, to: bounds[i + 1]! }));
    return this.cluster(await Promise.all(runs));
  }

  private sortEntries(): Omit<MatchTask, 'from' | 'to'> {
    this.entries.subarray(0, this.entryCount).sort();
    return { records: this.records.share(), entries: this.entryBuffer, entryCount: this.entryCount };
  }

  /**
   * Unions the matching pairs in order. A pair whose rows are already one cluster changes nothing,
   * and a row's reason is the one of the first match that brought it into a cluster.
   */
  private cluster(matches: readonly BlockMatches[]): DuplicateResolution {
    const rows = this.rows;
    const unionFind = new UnionFind(rows);
    const reasonOf = new Uint16Array(rows);
    const reasons = [''];
    const reasonIds = new Map<string, number>();
    let comparisons = 0;
    for (const { pairs, reasons: found, comparisons: compared } of matches) {
      comparisons += compared;
      for (let i = 0; i < pairs.length; i += 3) {
        const a = pairs[i]!;
        const b = pairs[i + 1]!;
        if (!unionFind.union(a, b)) continue;
        const reason = found[pairs[i + 2]!]!;
        let id = reasonIds.get(reason);
        if (id === undefined) {
          id = reasons.length;
          reasons.push(reason);
          reasonIds.set(reason, id);
        }
        if (!reasonOf[a]) reasonOf[a] = id;
        if (!reasonOf[b]) reasonOf[b] = id;
      }
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
}
