/**
 * Reads an engine results file row by row as {@link ResultsRow}s: the `lp_*` columns by name, and the
 * input columns the inventory needs (title, industry, company size, region) by the engine's column
 * mapping or, for the fields the engine does not know, by header name.
 */
import type { VerifyReport } from '@leadproof/engine';
import { readCsvRecords } from '@leadproof/engine/csv';
import type { ResultsRow } from './assess-lead';

type InputField = Parameters<ResultsRow['input']>[0];

/** Header names (lower-case, spaces/underscores/dashes removed) of the input columns the engine does not map. */
const INPUT_HEADERS: Record<Exclude<InputField, 'title'>, readonly string[]> = {
  industry: ['industry', 'sector', 'vertical', 'companyindustry'],
  companySize: ['companysize', 'employees', 'employeecount', 'numberofemployees', 'headcount', 'size'],
  region: ['region', 'state', 'province', 'county', 'stateregion'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_\-/]+/g, '');

/** Yields every data row of a results file with its 1-based `lp_row`. */
export async function* resultsRows(
  source: AsyncIterable<Uint8Array | string>,
  mapping: VerifyReport['mapping'],
): AsyncGenerator<ResultsRow & { row: number }> {
  let lpIndex: Map<string, number> | undefined;
  let inputIndex: Record<InputField, number> | undefined;
  for await (const cells of readCsvRecords(source)) {
    if (!lpIndex || !inputIndex) {
      lpIndex = new Map();
      // The engine appends its columns after the input's: the last column of a name is the engine's.
      cells.forEach((name, index) => {
        if (name.startsWith('lp_')) lpIndex?.set(name, index);
      });
      const inputWidth = cells.indexOf('lp_row');
      const byHeader = (field: Exclude<InputField, 'title'>) =>
        cells.findIndex(
          (name, index) => index < inputWidth && INPUT_HEADERS[field].includes(headerKey(name)),
        );
      const mapped = (field: string) => mapping.find((match) => match.field === field)?.column ?? -1;
      inputIndex = {
        title: mapped('title'),
        industry: byHeader('industry'),
        companySize: byHeader('companySize'),
        region: mapped('state') >= 0 ? mapped('state') : byHeader('region'),
      };
      continue;
    }
    const lp = lpIndex;
    const input = inputIndex;
    yield {
      row: Number(cells[lp.get('lp_row') ?? -1]),
      lp: (column) => cells[lp.get(column) ?? -1] ?? '',
      input: (field) => cells[input[field]] ?? '',
    };
  }
}
