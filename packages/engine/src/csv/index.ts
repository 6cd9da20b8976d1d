/**
 * `@leadproof/engine/csv`: the one CSV reader and writer of the house, for the API, the leads import and the
 * browser. Nothing it pulls in imports Node (`index.test.ts` checks): the dashboard bundles it.
 *
 * - `readCsvRecords`: the records of a stream of UTF-8 bytes or text, one at a time;
 * - `readCsvText`: the records of a whole text;
 * - `CsvRecordReader`: the push reader both use, over text pieces; `consumed` says where a limited read stopped;
 * - `CsvRecordOptions`: the edges on which callers differ (quotes, trimming, unguarding, blank lines, an unclosed
 *   quote), `CsvUnclosedQuoteError` when an unclosed quote is refused;
 * - `formatCell`/`formatRow` write formula-guarded cells (files people open), `quoteCell`/`quoteRow` cells as they
 *   are (files a program reads, or cells read back from a guarded file).
 */
export { readCsvRecords } from './read-csv-records';
export { type CsvRecordOptions, CsvRecordReader, CsvUnclosedQuoteError, readCsvText } from './record-reader';
export { formatCell, formatRow, quoteCell, quoteRow } from './write-row';
