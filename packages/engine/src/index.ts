/** The bounce exports a bounce log is recognised as. */
export type { BounceFormatId } from './bounces/bounce-formats';
/** Whether a reported bounce proves the mailbox missing (hard), may pass (soft), or says too little (unknown). */
export { type BounceCause, type BounceKind, classifyBounce } from './bounces/classify-bounce';
/** A customer's bounce log (a platform's CSV export or SES JSON lines), read and classified in bounded memory. */
export { type BounceBatch, type BounceEntry, readBounceLog } from './bounces/read-bounce-log';
export type { ExplicitMapping, MatchMethod } from './columns/detect';
export type { FieldKind } from './columns/fields';
/** One contact's fields, for the real-time check. */
export type { ContactInput } from './contact/contact-input';
/** Whether a contact's e-mail and phone can be read at all, before any check. */
export { type ContactReadability, isReadable } from './contact/contact-readability';
/** One contact's verdict: the facts of one results-file row, as JSON. */
export type { ContactVerdict } from './contact/contact-verdict';
/** Verifies one contact at a time within a deadline, through the same row checks as a file. */
export {
  /** A contact read before any network check, which ContactVerifier.verify goes on from. */
  AnalysedContact,
  ContactVerifier,
  /** Settings of a ContactVerifier, fixed for the process. */
  type ContactVerifierOptions,
  /** Options of one ContactVerifier.verify call. */
  type ContactVerifyOptions,
} from './contact/contact-verifier';
export type { CsvRowCount } from './count-byte-rows';
export { countCsvRows } from './count-csv-rows';
/** The formula guard of every CSV we write, its test, and its exact inverse for programs reading our files. */
export { guardCell, startsFormula, unguardCell } from './csv/formula-guard';
/** One CSV record, formula-guarded and RFC 4180-quoted: how every CSV we write is made. */
export { formatRow } from './csv/write-row';
export type { MxRecord, MxResolver } from './email/mx-resolver';
export { createSystemMxResolver } from './email/mx-resolver';
export { type EmailParse, type ParsedEmail, parseEmail } from './email/syntax';
export type { EmailReason, EmailStatus, EmailVerdict } from './email/verify-email';
export {
  EngineInputError,
  type EngineInputErrorCode,
  isEngineInputError,
  isRowLimitExceededError,
  RowLimitExceededError,
} from './errors';
/** Rewrites a results file with the mailbox check's verdicts and returns the updated report. */
export { type ApplyMailboxOptions, applyMailboxVerdicts } from './mailbox/apply-verdicts';
/** Combines an address's offline verdict with its mail server's answer. */
export { combineMailboxVerdict } from './mailbox/combine-verdict';
/** Splits addresses into domain-grouped batches for the probe workers. */
export { BATCH_ADDRESSES, domainBatches } from './mailbox/domain-batches';
/** Persistent store of mailbox verdicts and catch-all answers, implemented by the API over its database. */
export type { MailboxCache } from './mailbox/mailbox-cache';
/** Probes mailboxes over SMTP (RCPT TO, never DATA) with limits, breakers and an optional SOCKS5 egress. */
export {
  MailboxProber,
  /** Settings of a MailboxProber. */
  type MailboxProberOptions,
  /** Counters a MailboxProber keeps. */
  type MailboxProberStats,
  /** How one probe call is made: its abort signal and its owner. */
  type ProbeCallOptions,
} from './mailbox/mailbox-prober';
/** The mailbox check's verdict for one address, shared by the prober, the engine and the API. */
export type { MailboxReason, MailboxStatus, MailboxVerdict } from './mailbox/mailbox-verdict';
/** True for private, loopback, link-local, CGNAT, metadata and other non-public addresses (the SSRF guards' test). */
export { isPrivateAddress } from './mailbox/private-address';
/** The distinct addresses of a results file that the mailbox check should probe, and the statuses it probes. */
export { listProbeTargets, PROBED_STATUSES } from './mailbox/probe-targets';
export type { OutputColumn } from './mailbox/results-file';
/** The window of the prober's unanswered-domains cap: a deferred domain has room again after it. */
export { UNANSWERED_WINDOW_MS } from './mailbox/unanswered-budget';
export type { PhoneReason, PhoneStatus, PhoneType } from './phone/verify-phone';
/** Whether a row's checks decided something (what makes a row billable). */
export { hasDefinitiveCheck } from './report/definitive-check';
export type { MailboxSummary, VerifyReport, VerifyWarning } from './report/report';
export type { SuggestionCount } from './report/suggestion-counts';
/** Filtered downloads of a results file: which rows each filter keeps, and the streamed subset. */
export { type FilterResultsOptions, filterResultsCsv } from './results/filter-results';
export { matchesFilter, RESULTS_FILTERS, type ResultsFilter, rowFilter } from './results/filter-rows';
/** Bounce reports' per-domain calibration of catch-all addresses, read by the connect score. */
export type { CatchAllBounces } from './score/connect-score';
export type { Seniority } from './standardize/seniority';
export type { ResultCellsTap, VerifyOptions, VerifyProgress } from './verify/options';
export { OUTPUT_COLUMNS } from './verify/output-columns';
export type { CsvInput } from './verify/source';
export { type VerifyResult, verifyCsv } from './verify-csv';
export { verifyCsvFile } from './verify-csv-file';
/** .xlsx in and out: what a file on disk is, a workbook's rows, and results as a workbook. */
export { type InputFileKind, inputFileKind } from './xlsx/file-kind';
export { readWorkbookRows, type WorkbookReadOptions } from './xlsx/read-workbook';
export { workbookAsCsv } from './xlsx/workbook-csv';
export { resultsAsXlsx } from './xlsx/write-xlsx';
