import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  protectedWorkbookBytes,
  repeatedDeflate,
  workbookParts,
  writeWorkbook,
  zipBytes,
} from '../../test/workbooks';
import { countCsvRows } from '../count-csv-rows';
import { verifyCsvFile } from '../verify-csv-file';
import { readWorkbookRows } from './read-workbook';
import { WorkbookZip } from './workbook-zip';
import { resultsAsXlsx } from './write-xlsx';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-xlsx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const at = (name: string) => join(dir, name);

async function rowsOf(path: string, sheet?: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const batch of readWorkbookRows(path, { sheet })) rows.push(...batch);
  return rows;
}

/** The error `work` rejects with, and how long it took. */
async function failure(
  work: Promise<unknown>,
): Promise<{ error: { code?: string; message: string }; ms: number }> {
  const started = performance.now();
  try {
    await work;
  } catch (error) {
    return { error: error as { code?: string; message: string }, ms: performance.now() - started };
  }
  throw new Error('expected a failure');
}

const LEADS = [
  ['Name', 'Email', 'Phone', 'Signed up', 'Score'],
  ['Ann Lee', 'ann@acme.com', '+1 8028323153 (office)', { date: 46351 }, 7],
  ['Bo Park', 'bo@gmial.com', '+4930712345678', { date: 46351.5 }, { formula: 'E2*2', cached: 14 }],
  [
    'Cy Diaz',
    { formula: 'HYPERLINK("http://x","cy@acme.com")', cached: 'cy@acme.com' },
    '',
    '',
    { formula: '1+1' },
  ],
] as const;

describe('reading a workbook', () => {
  it.each([true, false])(
    'reads text (shared strings: %s), numbers, dates and cached formula values',
    async (shared) => {
      const path = at(`leads-${shared}.xlsx`);
      await writeWorkbook(path, [{ name: 'Leads', rows: LEADS.map((row) => [...row]) }], { shared });
      expect(await rowsOf(path)).toEqual([
        ['Name', 'Email', 'Phone', 'Signed up', 'Score'],
        ['Ann Lee', 'ann@acme.com', '+1 8028323153 (office)', '2026-11-25', '7'],
        ['Bo Park', 'bo@gmial.com', '+4930712345678', '2026-11-25T12:00:00', '14'],
        // A formula is never evaluated: without a cached value the cell is empty, not 2.
        ['Cy Diaz', 'cy@acme.com', '', '', ''],
      ]);
    },
  );

  it('takes the first visible sheet, or the one chosen by name or position', async () => {
    const path = at('sheets.xlsx');
    await writeWorkbook(path, [
      { name: 'Hidden', rows: [['Email'], ['h@acme.com']], hidden: true },
      { name: 'Leads', rows: [['Email'], ['a@acme.com']] },
      { name: 'More Leads', rows: [['Email'], ['b@acme.com'], ['c@acme.com']] },
    ]);
    expect(await rowsOf(path)).toEqual([['Email'], ['a@acme.com']]);
    expect(await rowsOf(path, 'more leads')).toHaveLength(3);
    expect(await rowsOf(path, '1')).toEqual([['Email'], ['h@acme.com']]);
    expect(await countCsvRows({ path }, { sheet: 'More Leads' })).toEqual({ rows: 2, records: 3 });
    const { error } = await failure(rowsOf(path, 'Contacts'));
    expect(error).toMatchObject({
      code: 'unknown_sheet',
      message: 'This workbook has no sheet named "Contacts". Its sheets: "Hidden", "Leads", "More Leads".',
    });
  });

  it('verifies a workbook like the CSV it holds, and counts the same rows', async () => {
    const path = at('verify.xlsx');
    await writeWorkbook(path, [{ name: 'Leads', rows: LEADS.map((row) => [...row]) }], { shared: true });
    const csv = at('verify.csv');
    await writeFile(
      csv,
      'Name,Email,Phone,Signed up,Score\r\nAnn Lee,ann@acme.com,+1 8028323153 (office),2026-11-25,7\r\nBo Park,bo@gmial.com,+4930712345678,2026-11-25T12:00:00,14\r\nCy Diaz,cy@acme.com,,,\r\n',
    );
    expect(await countCsvRows({ path })).toEqual(await countCsvRows({ path: csv }));
    const fromXlsx = await verifyCsvFile(path, at('x.out.csv'), { offline: true });
    const fromCsv = await verifyCsvFile(csv, at('c.out.csv'), { offline: true });
    expect(fromXlsx.rows).toBe(3);
    expect(await readFile(at('x.out.csv'), 'utf8')).toBe(await readFile(at('c.out.csv'), 'utf8'));
    expect(fromXlsx.email).toEqual(fromCsv.email);
  });

  it('skips a million empty styled rows in seconds, and calls a sheet of only those empty', async () => {
    const empty = Array.from(
      { length: 1_000_000 },
      (_, i) => `<row r="${i + 4}" s="1" customFormat="1"/>`,
    ).join('');
    const path = at('styled.xlsx');
    await writeWorkbook(path, [
      { name: 'Leads', rows: [['Email'], ['a@acme.com'], ['b@acme.com']], tail: empty },
    ]);
    const started = performance.now();
    expect(await countCsvRows({ path })).toEqual({ rows: 2, records: 3 });
    expect(performance.now() - started).toBeLessThan(30_000);
    const only = at('only-styled.xlsx');
    await writeWorkbook(only, [{ name: 'Leads', rows: [], tail: empty }]);
    const { error } = await failure(verifyCsvFile(only, at('o.csv'), { offline: true }));
    expect(error).toMatchObject({ code: 'empty_file' });
  }, 60_000);
});

describe('refusing a bad workbook quickly, with a clear error', () => {
  const sheetEntry = (raw: { deflated: Buffer; declaredSize: number }) =>
    workbookParts([{ name: 'Leads', rows: [['Email']] }]).map((part) =>
      part.name === 'xl/worksheets/sheet1.xml' ? { name: part.name, raw } : part,
    );

  it('refuses a zip bomb by the size it declares, before inflating anything', async () => {
    // 1 MiB of blank sheet XML, 1,024 times: 1 GiB inflated from about 1 MB on disk, declared honestly.
    const chunk = `<row>${' '.repeat(1024 * 1024 - 11)}</row>`;
    const deflated = repeatedDeflate(chunk, 1024);
    expect(deflated.length).toBeLessThan(1.5 * 1024 * 1024);
    const path = at('bomb.xlsx');
    await writeFile(path, zipBytes(sheetEntry({ deflated, declaredSize: 1024 * chunk.length })));
    const { error, ms } = await failure(countCsvRows({ path }));
    expect(error.code).toBe('bad_workbook');
    expect(error.message).toMatch(/^This workbook unpacks to 1\.0 GB \(\d{3,4} times its size\)/);
    expect(ms).toBeLessThan(5_000);
    // The same payload declaring gigabytes more is refused by its size alone.
    await writeFile(path, zipBytes(sheetEntry({ deflated, declaredSize: 0xffff_fff0 })));
    expect((await failure(countCsvRows({ path }))).error.message).toMatch(
      /^This workbook unpacks to 4\.0 GB/,
    );
  });

  it('refuses a zip bomb that lies about its size as soon as it inflates past it', async () => {
    const deflated = repeatedDeflate(`<row>${' '.repeat(1024 * 1024 - 11)}</row>`, 1024);
    const path = at('lying-bomb.xlsx');
    await writeFile(path, zipBytes(sheetEntry({ deflated, declaredSize: 1000 })));
    const { error, ms } = await failure(verifyCsvFile(path, at('l.csv'), { offline: true }));
    expect(error.code).toBe('bad_workbook');
    expect(error.message).toMatch(/damaged/);
    expect(ms).toBeLessThan(10_000);
  });

  it('refuses a damaged file, a password-protected one and a zip that is no workbook', async () => {
    const good = zipBytes(workbookParts([{ name: 'Leads', rows: [['Email'], ['a@acme.com']] }]));
    await writeFile(at('truncated.xlsx'), good.subarray(0, good.length - 30));
    await writeFile(at('protected.xlsx'), protectedWorkbookBytes());
    await writeFile(at('archive.zip'), zipBytes([{ name: 'leads.csv', content: 'Email\na@acme.com\n' }]));
    await writeFile(
      at('bad-xml.xlsx'),
      zipBytes(
        workbookParts([{ name: 'Leads', rows: [['a']] }]).map((part) =>
          part.name === 'xl/worksheets/sheet1.xml'
            ? { name: part.name, content: '<worksheet><sheetData><row><c' }
            : part,
        ),
      ),
    );
    expect((await failure(countCsvRows({ path: at('truncated.xlsx') }))).error).toMatchObject({
      code: 'bad_workbook',
      message: expect.stringMatching(/^This \.xlsx file is damaged/),
    });
    expect((await failure(countCsvRows({ path: at('bad-xml.xlsx') }))).error).toMatchObject({
      code: 'bad_workbook',
    });
    expect((await failure(countCsvRows({ path: at('protected.xlsx') }))).error).toMatchObject({
      code: 'bad_workbook',
      message: expect.stringMatching(/^This workbook is password-protected/),
    });
    expect((await failure(countCsvRows({ path: at('archive.zip') }))).error).toMatchObject({
      code: 'not_csv',
      message: expect.stringMatching(/ZIP archive, not an Excel workbook/),
    });
  });
});

describe('writing results as a workbook', () => {
  it('writes text cells exactly, numbers and dates typed, and reads back what it wrote', async () => {
    const csv = [
      '\ufeffName,Phone,Note,Id,lp_row,lp_phone_e164,lp_duplicate_of,lp_score,lp_email_checked_at',
      "Ann,+1 8028323153 (office),'=1+1,00042,1,+18028323153,,55,2026-11-25T15:00:00.000Z",
      'Bo\u0001b _x0041_,493071234567,"multi\nline, quoted ""x""",9e5,2,+493071234567,1,7,',
      '',
    ].join('\r\n');
    const path = at('results.xlsx');
    await pipeline(resultsAsXlsx(Readable.from([Buffer.from(csv)])), createWriteStream(path));
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    const expected = parsed.map((row, r) =>
      row.map((cell, c) => (r > 0 && c === 2 && cell.startsWith("'") ? cell.slice(1) : cell)),
    );
    // The checked-at date reads back as the date it is, to the second.
    expected[1]![8] = '2026-11-25T15:00:00';
    expect(await rowsOf(path)).toEqual(expected);
    const sheet = await zipText(path, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain('state="frozen"');
    // Phones, E.164 and ids are text cells; lp_row, lp_duplicate_of and lp_score are numbers; dates carry a date style.
    expect(sheet).toContain('<c t="inlineStr"><is><t xml:space="preserve">493071234567</t></is></c>');
    expect(sheet).toContain('<c t="inlineStr"><is><t xml:space="preserve">+18028323153</t></is></c>');
    expect(sheet).toContain('<c t="inlineStr"><is><t xml:space="preserve">00042</t></is></c>');
    expect(sheet).toContain('<c><v>55</v></c>');
    expect(sheet).toMatch(/<c s="1"><v>46351\.625<\/v><\/c>/);
  });
});

/** The text of one entry of the zip at `path`. */
async function zipText(path: string, name: string): Promise<string> {
  const zip = await WorkbookZip.open(path);
  try {
    return await zip.text(name);
  } finally {
    zip.close();
  }
}
