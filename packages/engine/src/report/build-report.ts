import type { DuplicateResolution } from '../dedupe/find-duplicates';
import type { ResultTally } from '../verify/finish-batch';
import type { InputShape } from '../verify/read-byte-rows';
import { mailboxNotChecked, type VerifyReport, type WarningLog } from './report';
import { scoreSummary } from './score-summary';
import { topSuggestions } from './suggestion-counts';

/** When each phase of a run ended (`performance.now()`), from its start. */
export interface PhaseTimes {
  started: number;
  read: number;
  dns: number;
  dedupe: number;
  finished: number;
}

/** What a run knows once its results are written. */
export interface ReportFacts {
  shape: InputShape;
  rows: number;
  tally: ResultTally;
  resolution: DuplicateResolution;
  warnings: WarningLog;
  /** Distinct e-mail domains looked up (or skipped offline). */
  domains: number;
  dnsChecked: boolean;
  /** Worker threads that analysed rows. */
  threads: number;
  times: PhaseTimes;
}

const seconds = (from: number, to: number) => Math.round(to - from) / 1000;

/** The report of a finished run (docs/results-format.md). */
export function buildReport(facts: ReportFacts): VerifyReport {
  const { shape, rows, tally, resolution, warnings, times } = facts;
  const total = seconds(times.started, times.finished);
  return {
    rows,
    input: {
      encoding: shape.decode.encoding,
      bom: shape.decode.bom,
      delimiter: shape.layout.delimiter,
      newline: shape.layout.newline,
      columns: shape.header,
      headerless: shape.headerless,
    },
    mapping: shape.columns.matches,
    email: {
      status: tally.emailStatus,
      reasons: tally.emailReasons,
      suggestions: topSuggestions(tally.suggestions),
      domains: facts.domains,
      dnsChecked: facts.dnsChecked,
    },
    phone: { status: tally.phoneStatus, types: tally.phoneTypes, reasons: tally.phoneReasons },
    billing: {
      billable: tally.billableRows,
      duplicates: rows - tally.billableRows - tally.unverifiableRows,
      unverifiable: tally.unverifiableRows,
    },
    duplicates: {
      rows: resolution.duplicateRows,
      clusters: resolution.clusters,
      reasons: tally.duplicateReasons,
      comparisons: resolution.comparisons,
    },
    score: scoreSummary(tally.histogram, tally.scoreSum, rows),
    mailbox: mailboxNotChecked(),
    warnings: { total: warnings.total, byCode: warnings.byCode, items: warnings.items },
    timing: {
      seconds: total,
      rowsPerSecond: total > 0 ? Math.round(rows / total) : rows,
      readSeconds: seconds(times.started, times.read),
      dnsWaitSeconds: seconds(times.read, times.dns),
      dedupeSeconds: seconds(times.dns, times.dedupe),
      writeSeconds: seconds(times.dedupe, times.finished),
      threads: facts.threads,
    },
  };
}
