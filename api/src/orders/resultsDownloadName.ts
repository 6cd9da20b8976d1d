import type { OrderResultsFilter, OrderResultsFormat } from '@leadproof/sdk';

/**
 * The file name of a results download: `order-{short id}-results.csv`, or `-clean`, `-invalid`, `-duplicates` for a
 * filter (docs/results-format.md), with `.xlsx` for a workbook.
 */
export function resultsDownloadName(
  id: string,
  filter: OrderResultsFilter | undefined,
  format: OrderResultsFormat | undefined,
): string {
  return `order-${id.slice(0, 8)}-${filter ?? 'results'}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
}
