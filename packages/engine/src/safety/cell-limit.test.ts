// One free upload with 4-million-character cells pinned a worker core (issue 19, item 3). No check reads more
// than MAX_CELL_LENGTH characters of a cell: a longer cell stays in the results and is reported (`cell_too_long`)
// rather than analysed, and a cell of exactly the cap is analysed as before.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { detectColumns, looksLikeDataRow } from '../columns/detect';
import { countCsvRows } from '../count-csv-rows';
import { unguardCell } from '../csv/formula-guard';
import { verifyPhone } from '../phone/verify-phone';
import { standardizeCompany } from '../standardize/company';
import { splitFullName, standardizeName } from '../standardize/person-name';
import { verifyCsv } from '../verify-csv';
import { MAX_CELL_LENGTH } from './cell-limit';

const OVER = [MAX_CELL_LENGTH + 1, 4_000_000];
// A guard against checks that read a whole long cell (seconds to minutes each), not a speed target: those live in
// the engine benchmark. Capped cells take milliseconds; the bound leaves room for a loaded 2-core CI machine.
const LIMIT_MS = 10_000;

/** `unit` repeated to exactly `length` characters, ending in a letter so that trimming keeps its length. */
function cell(unit: string, length: number): string {
  return `${unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1)}x`;
}

const emailCell = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const phoneCell = (length: number) => `+1 415 555 2671${' 0'.repeat((length - 15) / 2)}`.padEnd(length, '9');

/**
 * An Email column, then `columns`; row i holds an address and `long[i]` in column i. One long cell per
 * row: a record over 8 MB is refused as an unclosed quote before any check runs.
 */
function csvWithLongCells(columns: string[], long: string[]): string {
  const rows = long.map((value, i) => ['ann@example.com', ...columns.map((_, j) => (i === j ? value : ''))]);
  return [['Email', ...columns], ...rows].map((row) => row.join(',')).join('\n');
}

async function verify(csv: string, options = { offline: true, country: 'US' }) {
  const { results, report } = await verifyCsv(csv, options);
  let text = '';
  for await (const chunk of results) text += chunk.toString();
  const [header, ...rows] = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
  const records = rows.map((row) =>
    Object.fromEntries(header!.map((name, i) => [name, unguardCell(row[i]!)])),
  );
  return { records, report: await report };
}

describe('the cell length cap', () => {
  it('is 1,024 characters', () => {
    expect(MAX_CELL_LENGTH).toBe(1_024);
    expect(emailCell(MAX_CELL_LENGTH)).toHaveLength(MAX_CELL_LENGTH);
    expect(phoneCell(MAX_CELL_LENGTH)).toHaveLength(MAX_CELL_LENGTH);
    expect(phoneCell(MAX_CELL_LENGTH + 1)).toHaveLength(MAX_CELL_LENGTH + 1);
  });

  it.each(OVER)('makes an e-mail cell of %i characters invalid (cell_too_long), unread', async (length) => {
    const { records, report } = await verify(`Email,Name\n${emailCell(length)},Ann\nann@example.com,Ann\n`);
    expect(records[0]).toMatchObject({
      lp_email: '',
      lp_email_status: 'invalid',
      lp_email_reason: 'cell_too_long',
    });
    expect(records[1]).toMatchObject({ lp_email: 'ann@example.com', lp_email_status: 'unknown' });
    expect(report.email.reasons.cell_too_long).toBe(1);
    expect(report.warnings.byCode.cell_too_long).toBe(1);
    expect(report.warnings.items).toEqual([
      {
        code: 'cell_too_long',
        row: 1,
        message:
          'Row 1 has cells over 1,024 characters in "Email"; they are kept in the file but were not checked.',
      },
    ]);
  });

  it.each(OVER)('makes a phone cell of %i characters invalid (cell_too_long), unread', async (length) => {
    const { records, report } = await verify(`Phone,Name\n${phoneCell(length)},Ann\n`);
    expect(records[0]).toMatchObject({
      lp_phone_status: 'invalid',
      lp_phone_reason: 'cell_too_long',
      lp_phone_e164: '',
      lp_phone_ext: '',
    });
    expect(report.phone.reasons.cell_too_long).toBe(1);
    expect(report.warnings.byCode.cell_too_long).toBe(1);
  });

  it.each(OVER)(
    'copies name and company cells of %i characters as they are, unstandardized',
    async (length) => {
      const long = [cell('anna ', length), cell('mcdonald ', length), cell('acme widgets inc ', length)];
      const { records, report } = await verify(
        csvWithLongCells(['First name', 'Last name', 'Company'], long),
      );
      expect([records[0]!.lp_first_name, records[1]!.lp_last_name, records[2]!.lp_company]).toEqual(long);
      expect(report.warnings.items.map(({ row, message }) => [row, message])).toEqual(
        ['"First name"', '"Last name"', '"Company"'].map((label, i) => [
          i + 1,
          `Row ${i + 1} has cells over 1,024 characters in ${label}; they are kept in the file but were not checked.`,
        ]),
      );
    },
  );

  it.each(OVER)(
    'reads nothing of full-name, title, country, state and website cells of %i characters',
    async (length) => {
      const { records, report } = await verify(
        csvWithLongCells(
          ['Full name', 'Title', 'Country', 'State', 'Website'],
          [
            cell('ann lee ', length),
            cell('vice president ', length),
            cell('germany ', length),
            cell('ca ', length),
            `https://acme.com/${'x'.repeat(length)}`,
          ],
        ),
      );
      for (const record of records) {
        expect(record).toMatchObject({
          lp_first_name: '',
          lp_last_name: '',
          lp_seniority: '',
          lp_country: '',
          lp_state: '',
          lp_website_domain: '',
        });
      }
      expect(report.warnings.byCode.cell_too_long).toBe(5);
    },
  );

  it('analyses cells of exactly 1,024 characters as before, with no warning', async () => {
    const length = MAX_CELL_LENGTH;
    const first = cell('anna ', length);
    const last = cell('mcdonald ', length);
    const company = cell('acme widgets inc ', length);
    const fullName = cell('ann lee ', length);
    const phone = phoneCell(length);
    const { records, report } = await verify(
      [
        'Email,Phone,First name,Last name,Company,Title,Website',
        `${emailCell(length)},${phone},${first},${last},${company},${cell('vice president ', length)},https://acme.com/${'x'.repeat(length - 17)}`,
        `ann@example.com,,,,,,`,
      ].join('\n'),
    );
    const phoneVerdict = verifyPhone(phone, 'US');
    expect(records[0]).toMatchObject({
      lp_email_status: 'invalid',
      lp_email_reason: 'syntax',
      lp_phone_status: phoneVerdict.status,
      lp_phone_reason: phoneVerdict.reason,
      lp_first_name: standardizeName(first),
      lp_last_name: standardizeName(last),
      lp_company: standardizeCompany(company),
      lp_seniority: 'vp',
      lp_website_domain: 'acme.com',
    });
    expect(phoneVerdict.reason).not.toBe('cell_too_long');
    expect(records[0]!.lp_first_name).not.toBe(first);
    expect(records[0]!.lp_company).not.toBe(company);
    expect(report.warnings.total).toBe(0);

    const split = await verify(`Email,Full name\nann@example.com,${fullName}\n`);
    expect(split.records[0]!.lp_first_name).toBe(standardizeName(splitFullName(fullName).first));
    expect(split.records[0]!.lp_first_name).not.toBe('');
    expect(split.report.warnings.total).toBe(0);
  });

  it('matches no duplicates on names and companies over the cap', async () => {
    const rows = (length: number) => {
      const line = `,${cell('anna ', length)},${cell('lee ', length)},${cell('acme ', length)},${cell('main street ', length)},${cell('springfield ', length)}`;
      return `Email,First name,Last name,Company,Address,City\n${line}\n${line}\n`;
    };
    const atCap = await verify(rows(MAX_CELL_LENGTH));
    expect(atCap.records[1]!.lp_duplicate_of).toBe('1');
    const over = await verify(rows(MAX_CELL_LENGTH + 1));
    expect(over.records.map((record) => record.lp_duplicate_of)).toEqual(['', '']);
  });

  it('detects columns from at most the cap of each cell', () => {
    const address = (length: number) => `a@b.co${'x'.repeat(length - 6)}`;
    for (const [length, detected] of [
      [MAX_CELL_LENGTH, true],
      [MAX_CELL_LENGTH + 1, false],
      [4_000_000, false],
    ] as const) {
      expect(looksLikeDataRow(['name', address(length)])).toBe(detected);
      const sampled = detectColumns(['name', 'contact'], [['Ann', address(length)]]);
      expect(sampled.mapping.email).toEqual(detected ? [1] : undefined);
    }
    const header = detectColumns(
      [`Work email ${'x'.repeat(4_000_000)}`, 'Name'],
      [['ann@example.com', 'Ann']],
    );
    expect(header.mapping.email).toEqual([0]);
  });

  it('verifies a 32 MB file with a 4-million-character cell in every column quickly, keeping every row', async () => {
    // The columns whose checks cost most on a long cell (up to a second each); the upload limit is 50 MB.
    const columns = [
      ['Email', `${'a'.repeat(4_000_000)}@example.com`],
      ['Phone', `+1 ${'4'.repeat(4_000_000)}`],
      ['Full name', cell('ann lee ', 4_000_000)],
      ['First name', cell('anna ', 4_000_000)],
      ['Last name', cell('mcdonald ', 4_000_000)],
      ['Company', `"${cell('acme , inc ', 4_000_000)}"`],
      ['Title', cell('vice president ', 4_000_000)],
      ['Address', cell('main street ', 4_000_000)],
    ];
    const lines = [columns.map(([name]) => name).join(',')];
    columns.forEach(([, value], i) => {
      lines.push(columns.map((_, j) => (i === j ? value : '')).join(','));
    });
    const csv = `${lines.join('\n')}\nann@example.com,,,Ann,Lee,Acme,,\n`;
    const start = performance.now();
    const { results, report } = await verifyCsv(csv, { offline: true, country: 'US' });
    let rows = -1;
    for await (const chunk of results) rows += (chunk.toString().match(/\r\n/g) ?? []).length;
    const done = await report;
    expect(performance.now() - start).toBeLessThan(LIMIT_MS);
    expect(rows).toBe(columns.length + 1);
    expect(done.rows).toBe(columns.length + 1);
    expect((await countCsvRows(csv)).rows).toBe(done.rows);
    expect(done.warnings.byCode.cell_too_long).toBe(columns.length);
    expect(done.email.reasons.cell_too_long).toBe(1);
    expect(done.phone.reasons.cell_too_long).toBe(1);
  });
});
