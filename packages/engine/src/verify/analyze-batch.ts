import type { ColumnMapping } from '../columns/detect';
import { blockingKeyHashes } from '../dedupe/blocking';
import { encodeRecord } from '../dedupe/record';
import { packRecords } from '../dedupe/record-store';
import { DisposableDomains } from '../email/disposable';
import { joinSpooledRows } from '../spool/spooled-row-codec';
import { analyzeRow, createRowContext, type RowContext } from './analyze-row';

/**
 * Pass one's result for a batch of rows, in flat arrays so it crosses from a worker thread cheaply
 * (a handful of strings and typed arrays per batch instead of an object per row).
 */
export interface AnalyzedBatch {
  /** The rows encoded for the spool, as the spool takes them (`joinSpooledRows`). */
  spooled: Uint8Array;
  /** The rows' de-duplication records (`encodeRecord`), as UTF-8 back to back. */
  records: Uint8Array;
  /** Per row: the byte length of its record in `records`. */
  recordLengths: Uint32Array;
  /** Per row: filled identifying fields plus usable contact points. */
  completeness: Uint8Array;
  /** Per row: how many blocking-key hashes it has in `keyHashes`. */
  keyCounts: Uint8Array;
  /** The blocking-key hashes of all rows, row after row. */
  keyHashes: Uint32Array;
  /** E-mail domains first seen in this batch, for the MX checks. */
  domains: string[];
}

/** Domains remembered as already asked for; past this the memory is dropped and starts over. */
const MAX_REMEMBERED_DOMAINS = 20_000;

/**
 * Remembers which e-mail domains were recently asked for, so repeats are mostly not sent again. The
 * checker itself looks each domain up once per file; remembering every domain here too would hold
 * a file's worth of strings in each analysis thread's heap.
 */
export class DomainRequests {
  private seen = new Set<string>();
  private fresh: string[] = [];

  /** Notes a domain the row analysis wants checked. */
  readonly request = (asciiDomain: string): void => {
    if (this.seen.has(asciiDomain)) return;
    if (this.seen.size >= MAX_REMEMBERED_DOMAINS) this.seen = new Set();
    this.seen.add(asciiDomain);
    this.fresh.push(asciiDomain);
  };

  /** The domains first requested since the last call. */
  take(): string[] {
    const taken = this.fresh;
    this.fresh = [];
    return taken;
  }
}

/** Runs {@link analyzeRow} over a batch; `context.requestDomain` must feed `domains`. */
export function analyzeBatch(
  rows: readonly string[][],
  context: RowContext,
  domains: DomainRequests,
): AnalyzedBatch {
  const spooled: string[] = new Array(rows.length);
  const records: string[] = new Array(rows.length);
  const completeness = new Uint8Array(rows.length);
  const keyCounts = new Uint8Array(rows.length);
  const hashes: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const analyzed = analyzeRow(rows[i]!, context);
    spooled[i] = analyzed.spooled;
    records[i] = encodeRecord(analyzed.dedupe);
    completeness[i] = Math.min(255, analyzed.completeness);
    const keyHashes = blockingKeyHashes(analyzed.dedupe);
    keyCounts[i] = keyHashes.length;
    hashes.push(...keyHashes);
  }
  const packed = packRecords(records);
  return {
    spooled: joinSpooledRows(spooled),
    records: packed.bytes,
    recordLengths: packed.lengths,
    completeness,
    keyCounts,
    keyHashes: Uint32Array.from(hashes),
    domains: domains.take(),
  };
}

/** What analysing a file's rows needs to know about the file. */
export interface BatchAnalyzerSetup {
  mapping: ColumnMapping;
  defaultCountry: string | undefined;
  extraDisposableDomains: readonly string[] | undefined;
  /** `.test` domains are ordinary ones (`VerifyOptions.testDomains`). */
  testDomains?: boolean;
}

/** An {@link analyzeBatch} for one file, with the file's caches; batches must come in input order. */
export function createBatchAnalyzer(setup: BatchAnalyzerSetup): (rows: readonly string[][]) => AnalyzedBatch {
  const domains = new DomainRequests();
  const context = createRowContext(
    setup.mapping,
    setup.defaultCountry,
    domains.request,
    new DisposableDomains(setup.extraDisposableDomains),
    setup.testDomains,
  );
  return (rows) => analyzeBatch(rows, context, domains);
}
