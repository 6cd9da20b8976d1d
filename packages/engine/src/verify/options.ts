import type { ExplicitMapping } from '../columns/detect';
import type { DomainMailCheckerOptions, MxResolver } from '../email/mx-resolver';
import type { OutputColumn } from '../mailbox/results-file';

/** Progress of a run, for job status updates. */
export interface VerifyProgress {
  phase: 'reading' | 'resolving' | 'deduplicating' | 'writing';
  /** Data rows handled so far in this phase. */
  rows: number;
}

/** Cells of the results handed to the caller as the rows are written (see {@link VerifyOptions.resultCells}). */
export interface ResultCellsTap {
  /** The `lp_*` cells wanted of each row, in this order. */
  columns: readonly OutputColumn[];
  /**
   * Takes the next batch of rows, in file order: `columns.length` cells per row, each as the results file holds it
   * (formula-guarded, not quoted). The run writes no further rows until a returned promise settles, and fails
   * with its rejection.
   */
  onRows(cells: string[]): void | Promise<void>;
}

/** Options of {@link verifyCsv}. */
export interface VerifyOptions {
  /** Default region for phone numbers without a country (ISO code or any country name), e.g. `US`. */
  country?: string;
  /** No network at all: every domain check reports `unknown` with `dns_unavailable`. @default false */
  offline?: boolean;
  /** Where MX records come from. @default the system resolver through `node:dns/promises` */
  resolver?: MxResolver;
  /** Timeout and concurrency of MX look-ups. */
  dns?: DomainMailCheckerOptions;
  /** Field → header name(s) or 0-based column index(es); overrides header detection for those fields. */
  mapping?: ExplicitMapping;
  /** Extra throwaway-mailbox domains, on top of the bundled list. */
  extraDisposableDomains?: readonly string[];
  /**
   * The sheet of an .xlsx input file to read: its name (any case) or 1-based position. @default the first
   * visible worksheet
   */
  sheet?: string;
  /**
   * Reads `.test` domains as ordinary ones, looked up and verified like any other, instead of `invalid` with
   * `special_use_domain`: for a private DNS that serves a test world (RFC 6761 §6.2). @default false
   */
  testDomains?: boolean;
  /** Folder for the temporary row spool of file and stream inputs. @default os.tmpdir() */
  spoolDir?: string;
  /** Starts the results with a UTF-8 byte-order mark so Excel reads accents correctly. @default true */
  bom?: boolean;
  /**
   * Stops the run when aborted: a file thread is terminated at once, a run on the calling thread stops at its next
   * batch. The run rejects with the signal's reason. A job past its deadline must not keep a core busy.
   */
  signal?: AbortSignal;
  /**
   * The most data rows to read: one more rejects with `RowLimitExceededError` before it is analysed. The API
   * passes the count it charged for, so a file can never be verified past what was paid.
   */
  maxRows?: number;
  /** Warnings listed one by one in the report (all are counted). @default 100 */
  maxWarnings?: number;
  /**
   * Worker threads for the per-row analysis of file and stream inputs; 0 keeps it on the calling
   * thread. Ignored when the engine runs from its TypeScript sources (no built worker script).
   * @default the cores beside the calling thread, at least 1 and at most 2
   */
  threads?: number;
  /**
   * Hands the caller the chosen cells of every results row as it is written, so a caller that keeps some of them
   * (the API's contact keys and verdicts) need not read the results file again.
   */
  resultCells?: ResultCellsTap;
  /** Called every few thousand rows and at each phase change. */
  onProgress?: (progress: VerifyProgress) => void;
}
