import { createWriteStream } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unguardCell } from '../csv/formula-guard';
import { formatCell, quoteCell } from '../csv/write-row';
import type { EmailReason, EmailStatus } from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import { hasDefinitiveCheck } from '../report/definitive-check';
import { increment, mailboxNotChecked, type VerifyReport } from '../report/report';
import { scoreBucket, scoreSummary } from '../report/score-summary';
import { type CatchAllBounces, formatScoreReasons } from '../score/connect-score';
import { type ScoredRowValues, scoreRow } from '../score/row-score';
import type { Seniority } from '../standardize/seniority';
import { emptyTally, type ResultTally } from '../verify/finish-batch';
import { combineMailboxVerdict } from './combine-verdict';
import type { MailboxVerdict } from './mailbox-verdict';
import { PROBED_STATUSES } from './probe-targets';
import {
  type OutputColumn,
  openResultsFile,
  outputCell,
  outputIndex,
  type ResultsFile,
} from './results-file';
import { VerdictCount } from './verdict-count';

/** How {@link applyMailboxVerdicts} gets the mailbox check's outcome for one order. */
export interface ApplyMailboxOptions {
  /** The verdict for an address, by `lp_email` as `listProbeTargets` gave it; `undefined` when it was not probed. */
  verdictOf: (address: string) => MailboxVerdict | undefined;
  /** Whether the mailbox check ran for this order (false: columns stay empty, report.mailbox.checked false) */
  checked: boolean;
  /** True when some addresses were still held by the outage breaker (port 25 looked blocked) when their retries ran out */
  outage: boolean;
  /** Addresses probed and retried, for the report */
  retriedAddresses?: number;
  /** The bounce reports' calibration of a catch-all domain (`CatchAllBounces`), for the scores of its addresses. */
  catchAllBounces?: (domain: string) => CatchAllBounces | undefined;
  /**
   * Counts the verdicts in the report's `mailbox` block (default true). False for verdicts that no mail server gave
   * (a hard bounce the customer reported): the rows change, the mailbox check's figures do not.
   */
  countsAsMailboxCheck?: boolean;
}

const SMTP_OUTAGE_MESSAGE =
  'Outbound SMTP (port 25) appeared blocked through every retry, so the mailbox check could not ask about some addresses: they are unknown (smtp_unavailable).';

/** The row's score from its output cells, as `finishRow` computed it, with the e-mail verdict given. */
function rescore(
  row: readonly string[],
  emailStatus: EmailStatus,
  emailReasons: EmailReason[],
  catchAllBounces: CatchAllBounces | undefined,
) {
  const values: ScoredRowValues = {
    phoneStatus: outputCell(row, 'lp_phone_status') as PhoneStatus,
    phoneType: outputCell(row, 'lp_phone_type') as PhoneType | '',
    firstName: outputCell(row, 'lp_first_name'),
    lastName: outputCell(row, 'lp_last_name'),
    company: outputCell(row, 'lp_company'),
    website: outputCell(row, 'lp_website_domain'),
    seniority: outputCell(row, 'lp_seniority') as Seniority | '',
  };
  return scoreRow(values, { status: emailStatus, reasons: emailReasons }, { catchAllBounces });
}

/** Gives a row (parsed cells) its mailbox verdict in place, noting each changed cell by index. */
function applyToRow(
  row: string[],
  verdict: MailboxVerdict,
  changed: Map<number, string>,
  options: ApplyMailboxOptions,
): void {
  const offline = {
    status: outputCell(row, 'lp_email_status') as EmailStatus,
    reasons: outputCell(row, 'lp_email_reason').split(';').filter(Boolean) as EmailReason[],
  };
  const combined = combineMailboxVerdict(offline, verdict);
  const address = outputCell(row, 'lp_email');
  const catchAllBounces = combined.reasons.includes('catch_all')
    ? options.catchAllBounces?.(address.slice(address.lastIndexOf('@') + 1).toLowerCase())
    : undefined;
  const { score, contributions } = rescore(row, combined.status, combined.reasons, catchAllBounces);
  const set = (name: OutputColumn, value: string) => {
    row[outputIndex(row, name)] = value;
    changed.set(outputIndex(row, name), value);
  };
  set('lp_email_status', combined.status);
  set('lp_email_reason', combined.reasons.join(';'));
  set('lp_score', String(score));
  set('lp_score_reasons', formatScoreReasons(contributions));
  set('lp_email_smtp', verdict.smtp);
  set('lp_email_mx', verdict.mx);
  set('lp_email_checked_at', verdict.checkedAt);
}

/** Counts a (possibly rewritten) row the way `finishBatch` counts a finished one. */
function tallyRow(tally: ResultTally, row: readonly string[]): void {
  const emailStatus = outputCell(row, 'lp_email_status') as EmailStatus;
  const phoneStatus = outputCell(row, 'lp_phone_status') as PhoneStatus;
  tally.emailStatus[emailStatus] = (tally.emailStatus[emailStatus] ?? 0) + 1;
  for (const code of outputCell(row, 'lp_email_reason').split(';')) {
    if (code) increment(tally.emailReasons, code as EmailReason);
  }
  const score = Number(outputCell(row, 'lp_score'));
  tally.histogram[scoreBucket(score)]!++;
  tally.scoreSum += score;
  if (outputCell(row, 'lp_duplicate_of') !== '') return;
  if (hasDefinitiveCheck(emailStatus, phoneStatus)) tally.billableRows++;
  else tally.unverifiableRows++;
}

/** What rewriting the rows found: the tally of the rewritten rows and the addresses given a verdict. */
interface Rewritten {
  tally: ResultTally;
  used: VerdictCount;
  rows: number;
}

/** The rewritten file's text, a batch of rows at a time, counting the rows into `into` as they go. */
async function* rewrittenText(
  file: ResultsFile,
  options: ApplyMailboxOptions,
  into: Rewritten,
): AsyncGenerator<string> {
  yield `${file.bom ? '\ufeff' : ''}${file.header.map(quoteCell).join(',')}${file.newline}`;
  const changed = new Map<number, string>();
  for await (const batch of file.rows) {
    let text = '';
    for (const row of batch) {
      into.rows++;
      changed.clear();
      const address = unguardCell(outputCell(row, 'lp_email'));
      const verdict =
        address !== '' && PROBED_STATUSES.has(outputCell(row, 'lp_email_status'))
          ? options.verdictOf(address)
          : undefined;
      if (verdict) {
        applyToRow(row, verdict, changed, options);
        if (options.countsAsMailboxCheck !== false) into.used.add(address, verdict);
      }
      tallyRow(into.tally, row);
      // Cells read back were guarded when the engine wrote them: re-quote only. New values get the full treatment.
      for (let i = 0; i < row.length; i++) {
        if (i > 0) text += ',';
        const value = changed.get(i);
        text += value === undefined ? quoteCell(row[i]!) : formatCell(value);
      }
      text += file.newline;
    }
    yield text;
  }
}

/** Streams the results file to `outPath` with the verdicts applied; removes a partial output on failure. */
async function rewrite(
  resultsPath: string,
  outPath: string,
  options: ApplyMailboxOptions,
): Promise<Rewritten> {
  const file = await openResultsFile(resultsPath);
  const rewritten: Rewritten = { tally: emptyTally(), used: new VerdictCount(), rows: 0 };
  try {
    // The pipeline waits for the file to drain before asking for the next batch: memory stays bounded.
    await pipeline(Readable.from(rewrittenText(file, options, rewritten)), createWriteStream(outPath));
  } catch (error) {
    await file.rows.return(undefined);
    await rm(outPath, { force: true });
    throw error;
  }
  return rewritten;
}

/**
 * Rewrites a results file with the mailbox check's verdicts and returns the report updated to match
 * (docs/results-format.md, "Mailbox check"): each row whose `lp_email` got a verdict has its e-mail status,
 * reasons and score recomputed and the evidence columns filled; every other byte is copied. When the check
 * did not run (`checked: false`) the file is copied as it is.
 * @example
 * const targets = await listProbeTargets('results.csv');
 * const verdicts = await probe(targets); // Map<string, MailboxVerdict>
 * const report2 = await applyMailboxVerdicts('results.csv', 'checked.csv', report, {
 *   verdictOf: (address) => verdicts.get(address),
 *   checked: true,
 *   outage: false,
 * });
 */
export async function applyMailboxVerdicts(
  resultsPath: string,
  outPath: string,
  report: VerifyReport,
  options: ApplyMailboxOptions,
): Promise<VerifyReport> {
  const samePath = resolve(resultsPath) === resolve(outPath);
  if (!options.checked) {
    if (!samePath) await copyFile(resultsPath, outPath);
    return { ...report, mailbox: mailboxNotChecked() };
  }
  // The file is streamed while it is written: writing over it would destroy the rows not read yet.
  if (samePath)
    throw new Error('applyMailboxVerdicts needs an output path other than the results file it reads.');
  const { tally, used, rows } = await rewrite(resultsPath, outPath, options);
  const warnings = options.outage
    ? {
        total: report.warnings.total + 1,
        byCode: { ...report.warnings.byCode, smtp_outage: (report.warnings.byCode.smtp_outage ?? 0) + 1 },
        items: [...report.warnings.items, { code: 'smtp_outage' as const, message: SMTP_OUTAGE_MESSAGE }],
      }
    : report.warnings;
  return {
    ...report,
    // Suggestions, phones and duplicates rest on offline checks the mailbox verdict does not change: kept as reported.
    email: { ...report.email, status: tally.emailStatus, reasons: tally.emailReasons },
    billing: {
      billable: tally.billableRows,
      duplicates: rows - tally.billableRows - tally.unverifiableRows,
      unverifiable: tally.unverifiableRows,
    },
    score: scoreSummary(tally.histogram, tally.scoreSum, rows),
    mailbox:
      options.countsAsMailboxCheck === false
        ? report.mailbox
        : used.summary(options.outage, options.retriedAddresses ?? 0),
    warnings,
  };
}
