import { type DuplicateReason, matchRecords } from './match';
import { type DedupeRecord, decodeRecord } from './record';
import { RecordReader, type SharedRecords } from './record-store';
import { UnionFind } from './union-find';

/** Blocks up to this size are compared pair by pair; larger ones through a sorted window. */
const MAX_FULL_BLOCK = 8;
/** Neighbours each row meets inside a large block, in name order. */
const WINDOW = 6;
/** Row indexes take the low bits of a blocking entry, the key's hash the high ones. */
export const ROW_BITS = 2 ** 27;
/** Slots of the lossy "pair already compared" table (2 MB); a lost entry only costs a repeat comparison. */
const SEEN_PAIR_SLOTS = 1 << 18;

/** The matching pairs of a run of blocks, in the order they were found. */
export interface BlockMatches {
  /** Per match: the two rows and an index into `reasons`, three numbers each. */
  pairs: Int32Array;
  reasons: DuplicateReason[];
  /** Pairs compared. */
  comparisons: number;
}

/** A run of sorted blocking entries for one thread to compare, from block start to block start. */
export interface MatchTask {
  records: SharedRecords;
  /** Sorted entries (`hash * ROW_BITS + row`), Float64 in shared memory. */
  entries: SharedArrayBuffer;
  entryCount: number;
  from: number;
  to: number;
}

/** The key's hash of a sorted entry. */
function entryHash(entry: number): number {
  return Math.floor(entry / ROW_BITS);
}

/** Where the block that begins at `start` ends (exclusive), looking no further than `limit`. */
function blockEnd(sorted: Float64Array, start: number, limit: number): number {
  const hash = entryHash(sorted[start]!);
  let end = start + 1;
  while (end < limit && entryHash(sorted[end]!) === hash) end++;
  return end;
}

/**
 * Compares the rows that share a blocking key, for every block in `task`, and lists the pairs that
 * match. Only the run's own matches decide which pairs to skip, so runs of blocks can be matched on
 * several threads at once; clustering then replays the matches in block order.
 */
export function matchBlocks(task: MatchTask): BlockMatches {
  const reader = new RecordReader(task.records);
  const sorted = new Float64Array(task.entries, 0, task.entryCount);
  let pairs = new Int32Array(3 * 1024);
  let pairCount = 0;
  const reasons: DuplicateReason[] = [];
  const reasonIds = new Map<DuplicateReason, number>();
  let comparisons = 0;
  const decoded = new Map<number, DedupeRecord>();
  const recordAt = (row: number) => {
    let record = decoded.get(row);
    if (!record) {
      record = decodeRecord(reader.get(row));
      decoded.set(row, record);
    }
    return record;
  };
  // The same pair often shares several blocking keys; remembering recent pairs saves repeats.
  const seenPairs = new Float64Array(SEEN_PAIR_SLOTS).fill(-1);
  // Rows already joined by this run's own earlier matches would be joined before this pair when the
  // matches are replayed, so comparing them could change nothing.
  const joined = new UnionFind(task.records.count);
  const compare = (a: number, b: number) => {
    if (joined.find(a) === joined.find(b)) return;
    const low = Math.min(a, b);
    const high = Math.max(a, b);
    const pair = low * ROW_BITS + high;
    const slot = (Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) >>> 0) & (SEEN_PAIR_SLOTS - 1);
    if (seenPairs[slot] === pair) return;
    seenPairs[slot] = pair;
    comparisons++;
    const reason = matchRecords(recordAt(a), recordAt(b));
    if (!reason) return;
    let id = reasonIds.get(reason);
    if (id === undefined) {
      id = reasons.length;
      reasons.push(reason);
      reasonIds.set(reason, id);
    }
    if (pairCount + 3 > pairs.length) {
      const grown = new Int32Array(pairs.length * 2);
      grown.set(pairs);
      pairs = grown;
    }
    pairs[pairCount++] = a;
    pairs[pairCount++] = b;
    pairs[pairCount++] = id;
    joined.union(a, b);
  };

  let start = task.from;
  while (start < task.to) {
    const hash = entryHash(sorted[start]!);
    const end = blockEnd(sorted, start, task.to);
    if (end - start > 1) {
      const members: number[] = [];
      for (let i = start; i < end; i++) members.push(sorted[i]! - hash * ROW_BITS);
      compareBlock(members, compare, recordAt);
    }
    decoded.clear();
    start = end;
  }
  return { pairs: pairs.slice(0, pairCount), reasons, comparisons };
}

function compareBlock(
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
  const ordered = members
    .map((row) => {
      const r = recordAt(row);
      return { row, key: `${r.last} ${r.first} ${r.email}` };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row - b.row));
  for (let i = 0; i < ordered.length; i++) {
    for (let j = i + 1; j < Math.min(ordered.length, i + 1 + WINDOW); j++)
      compare(ordered[i]!.row, ordered[j]!.row);
  }
}

/** Estimated comparisons of a block of `size` rows, for splitting the work into even runs. */
function blockCost(size: number): number {
  return size <= MAX_FULL_BLOCK ? (size * (size - 1)) / 2 : size * WINDOW;
}

/**
 * Splits sorted entries into at most `parts` runs of whole blocks with about the same comparison
 * cost; returns the run boundaries (entry indexes, first 0, last `entries.length`).
 */
export function splitBlocks(sorted: Float64Array, parts: number): number[] {
  const blockStarts: number[] = [];
  const costs: number[] = [];
  let total = 0;
  let start = 0;
  while (start < sorted.length) {
    const end = blockEnd(sorted, start, sorted.length);
    if (end - start > 1) {
      blockStarts.push(start);
      const cost = blockCost(end - start);
      costs.push(cost);
      total += cost;
    }
    start = end;
  }
  const bounds = [0];
  let running = 0;
  for (let i = 0; i < blockStarts.length && bounds.length < parts; i++) {
    if (running >= (total * bounds.length) / parts && blockStarts[i]! > bounds[bounds.length - 1]!)
      bounds.push(blockStarts[i]!);
    running += costs[i]!;
  }
  bounds.push(sorted.length);
  return bounds;
}
