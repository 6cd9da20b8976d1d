/**
 * Which rows of a results file each filtered download keeps (docs/results-format.md, "Filtered downloads").
 * The rules read three output cells of a row: `lp_email_status`, `lp_phone_status` and `lp_duplicate_of`.
 * @module
 */
import { unguardCell } from '../csv/formula-guard';

/** The subsets of a results file a customer can download, besides the whole file. */
export const RESULTS_FILTERS = ['clean', 'invalid', 'duplicates'] as const;

/** A subset of a results file: `clean`, `invalid` or `duplicates`. */
export type ResultsFilter = (typeof RESULTS_FILTERS)[number];

/**
 * E-mail statuses of an address safe to send to: `unknown` means no check could decide (offline DNS, no SMTP
 * answer), never that the address is bad, so a clean list keeps it rather than drop addresses on no evidence.
 * `risky` (disposable, uncorrected typo, role mailbox, catch-all, full mailbox) is not safe, and is left out.
 */
const SAFE_EMAIL_STATUSES: ReadonlySet<string> = new Set(['valid', 'unknown']);

/** The output cells a filter decides on, unguarded. */
export interface FilterFacts {
  emailStatus: string;
  phoneStatus: string;
  duplicateOf: string;
}

/** Whether the row with these facts belongs in the `filter` download. */
export function matchesFilter(filter: ResultsFilter, facts: FilterFacts): boolean {
  const duplicate = facts.duplicateOf !== '';
  switch (filter) {
    case 'duplicates':
      return duplicate;
    case 'invalid':
      return facts.emailStatus === 'invalid' || facts.phoneStatus === 'invalid';
    case 'clean':
      // Safe to send: not a duplicate, nothing invalid or risky, and a contact point to use.
      return (
        !duplicate &&
        facts.emailStatus !== 'invalid' &&
        facts.emailStatus !== 'risky' &&
        facts.phoneStatus !== 'invalid' &&
        (SAFE_EMAIL_STATUSES.has(facts.emailStatus) || facts.phoneStatus === 'valid')
      );
  }
}

/** Where the cells a filter reads sit in the rows of a results file. */
export interface FilterColumns {
  emailStatus: number;
  phoneStatus: number;
  duplicateOf: number;
}

/**
 * Finds the filter's columns in a results file's header by name, from the right end: the customer's columns come
 * first and may be named like ours, and the engine's are always last. Names rather than a fixed offset from the end
 * (as `outputIndex` uses) keep files written before later `lp_*` columns were added readable. Throws when one is
 * missing: the file is not a results file.
 */
export function filterColumns(header: readonly string[]): FilterColumns {
  const find = (name: string) => {
    const index = header.lastIndexOf(name);
    if (index < 0) throw new Error(`Not a results file: its header has no ${name} column.`);
    return index;
  };
  return {
    emailStatus: find('lp_email_status'),
    phoneStatus: find('lp_phone_status'),
    duplicateOf: find('lp_duplicate_of'),
  };
}

/** A test of the data rows of the results file with `header`: whether a row belongs in the `filter` download. */
export function rowFilter(
  filter: ResultsFilter,
  header: readonly string[],
): (row: readonly string[]) => boolean {
  const columns = filterColumns(header);
  // Cells were written formula-guarded; statuses never start with a guarded character today, but compare what was meant.
  const cell = (row: readonly string[], index: number) => unguardCell(row[index] ?? '').trim();
  return (row) =>
    matchesFilter(filter, {
      emailStatus: cell(row, columns.emailStatus),
      phoneStatus: cell(row, columns.phoneStatus),
      duplicateOf: cell(row, columns.duplicateOf),
    });
}
