import { guardCell } from '../csv/formula-guard';
import type { DomainMailStatus } from '../email/mx-resolver';
import type { EmailReason, EmailStatus } from '../email/verify-email';
import type { PhoneStatus } from '../phone/verify-phone';
import { hasDefinitiveCheck } from '../report/definitive-check';
import { increment, type VerifyReport } from '../report/report';
import { SCORE_BUCKETS, scoreBucket } from '../report/score-summary';
import { addSuggestionCounts, countSuggestion, type SuggestionCounts } from '../report/suggestion-counts';
import { splitSpooledRows } from '../spool/spooled-row-codec';
import { finishRow } from './finish-row';
import { decodeSpooledRow } from './spooled-row';

const encoder = new TextEncoder();

/** What finishing rows needs once pass one, the DNS look-ups and the clustering are over. */
export interface FinishSetup {
  /** Widest row of the file: shorter rows are padded to it. */
  width: number;
  /** Duplicate reasons by index (`DuplicateResolution.reasons`). */
  duplicateReasons: readonly string[];
  /** MX answers by ASCII domain; a domain not listed is `unavailable`. */
  mailStatus: ReadonlyMap<string, DomainMailStatus>;
  /** Indexes into `OUTPUT_COLUMNS` of the cells each finished batch hands over (`VerifyOptions.resultCells`). */
  tappedColumns?: readonly number[];
}

/** Spooled rows to finish, with their duplicate outcomes. */
export interface FinishRequest {
  /** The spooled rows (`joinSpooledRows` bytes), as many as `keptIndex` has entries. */
  rows: Uint8Array;
  /** Index of the first row in the file (0-based). */
  firstIndex: number;
  /** Per row: index of the kept row, or -1. */
  keptIndex: Int32Array;
  /** Per row: index into `FinishSetup.duplicateReasons`. */
  reasonIndex: Uint16Array;
}

/** What the report counts over finished rows; tallies of batches add up. */
export interface ResultTally {
  emailStatus: Record<EmailStatus, number>;
  emailReasons: Partial<Record<EmailReason, number>>;
  phoneStatus: Record<PhoneStatus, number>;
  phoneTypes: VerifyReport['phone']['types'];
  phoneReasons: Partial<Record<string, number>>;
  duplicateReasons: Partial<Record<string, number>>;
  /** Rows per suggested correction (typed → suggested domain), at most `MAX_SUGGESTION_PAIRS` pairs. */
  suggestions: SuggestionCounts;
  /** Rows per score bucket of ten points (the last holds 90–100). */
  histogram: number[];
  scoreSum: number;
  /** Rows that are no duplicate and have at least one definitive check (`VerifyReport.billing`). */
  billableRows: number;
  /** Rows that are no duplicate and have no definitive check. */
  unverifiableRows: number;
}

/** Output lines of a batch (each ended by CRLF) and their tally. */
export interface FinishedBatch {
  /**
   * The lines as UTF-8, in memory of their own: an analysis thread encodes them and transfers them
   * whole, so the thread that writes the file neither copies nor encodes them.
   */
  bytes: Uint8Array;
  tally: ResultTally;
  /** With `FinishSetup.tappedColumns`: those cells of each row, row after row, as the lines hold them (guarded). */
  tappedCells?: string[];
}

/** A tally with nothing counted. */
export function emptyTally(): ResultTally {
  return {
    emailStatus: { valid: 0, risky: 0, unknown: 0, invalid: 0, missing: 0 },
    emailReasons: {},
    phoneStatus: { valid: 0, invalid: 0, missing: 0 },
    phoneTypes: {},
    phoneReasons: {},
    duplicateReasons: {},
    suggestions: new Map(),
    histogram: Array.from({ length: SCORE_BUCKETS }, () => 0),
    scoreSum: 0,
    billableRows: 0,
    unverifiableRows: 0,
  };
}

function addCounts<K extends string>(
  into: Partial<Record<K, number>>,
  from: Partial<Record<K, number>>,
): void {
  for (const [key, count] of Object.entries(from) as [K, number][]) into[key] = (into[key] ?? 0) + count;
}

/** Adds `from` into `into`. */
export function addTally(into: ResultTally, from: ResultTally): void {
  addCounts(into.emailStatus, from.emailStatus);
  addCounts(into.emailReasons, from.emailReasons);
  addCounts(into.phoneStatus, from.phoneStatus);
  addCounts(into.phoneTypes, from.phoneTypes);
  addCounts(into.phoneReasons, from.phoneReasons);
  addCounts(into.duplicateReasons, from.duplicateReasons);
  addSuggestionCounts(into.suggestions, from.suggestions);
  for (let i = 0; i < into.histogram.length; i++) into.histogram[i]! += from.histogram[i]!;
  into.scoreSum += from.scoreSum;
  into.billableRows += from.billableRows;
  into.unverifiableRows += from.unverifiableRows;
}

/**
 * Pass two for a batch of spooled rows: DNS answers, duplicate outcome and score make each an
 * output line. Batches are independent, so analysis threads finish them side by side.
 */
export function finishBatch(request: FinishRequest, setup: FinishSetup): FinishedBatch {
  const tally = emptyTally();
  const statusOf = (domain: string) => setup.mailStatus.get(domain) ?? 'unavailable';
  let text = '';
  const tapped = setup.tappedColumns;
  const tappedCells: string[] | undefined = tapped ? [] : undefined;
  const lines = splitSpooledRows(request.rows);
  if (lines.length !== request.keptIndex.length)
    throw new Error(`A batch of ${request.keptIndex.length} spooled rows held ${lines.length}.`);
  for (let i = 0; i < lines.length; i++) {
    const kept = request.keptIndex[i]!;
    const reason = kept < 0 ? '' : (setup.duplicateReasons[request.reasonIndex[i]!] ?? '');
    const duplicate = { keptRow: kept < 0 ? 0 : kept + 1, reason };
    const finished = finishRow(
      decodeSpooledRow(lines[i]!),
      request.firstIndex + i + 1,
      setup.width,
      duplicate,
      statusOf,
    );
    tally.emailStatus[finished.emailStatus]++;
    for (const code of finished.emailReasons) increment(tally.emailReasons, code);
    tally.phoneStatus[finished.phoneStatus]++;
    if (finished.phoneStatus === 'valid') increment(tally.phoneTypes, finished.phoneType);
    if (finished.phoneReason) increment(tally.phoneReasons, finished.phoneReason);
    if (reason) increment(tally.duplicateReasons, reason);
    if (finished.suggestion)
      countSuggestion(tally.suggestions, finished.suggestion.from, finished.suggestion.to);
    tally.histogram[scoreBucket(finished.score)]!++;
    tally.scoreSum += finished.score;
    if (kept < 0) {
      if (hasDefinitiveCheck(finished.emailStatus, finished.phoneStatus)) tally.billableRows++;
      else tally.unverifiableRows++;
    }
    text += `${finished.line}\r\n`;
    if (tapped) for (const column of tapped) tappedCells!.push(guardCell(finished.outputCells[column]!));
  }
  return { bytes: encoder.encode(text), tally, ...(tappedCells ? { tappedCells } : {}) };
}
