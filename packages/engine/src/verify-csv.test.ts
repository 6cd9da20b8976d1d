import { readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_LEAD_LINES } from '../test/sample-leads';
import { startsFormula, unguardCell } from './csv/formula-guard';
import type { MxResolver } from './email/mx-resolver';
import { EngineInputError } from './errors';
import type { VerifyOptions } from './verify/options';
import { OUTPUT_COLUMNS } from './verify/output-columns';
import type { CsvInput } from './verify/source';
import { verifyCsv } from './verify-csv';
import { verifyCsvFile } from './verify-csv-file';

async function run(input: CsvInput, options: VerifyOptions = { offline: true }) {
  const { results, report, columns } = await verifyCsv(input, options);
  let text = '';
  for await (const chunk of results) text += chunk.toString();
  const rows = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
  const header = rows[0]!;
  const records = rows
    .slice(1)
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
  return { text, header, rows: rows.slice(1), records, report: await report, columns };
}

const LEADS = SAMPLE_LEAD_LINES.join('\n');

describe('verifyCsv', () => {
  it('keeps every input row and column in order and appends the contract columns', async () => {
    const { header, rows, records, report } = await run(LEADS);
    expect(header).toEqual([...LEADS.split('\n')[0]!.split(','), ...OUTPUT_COLUMNS]);
    expect(header.slice(7, 22)).toEqual([
      'lp_row',
      'lp_email',
      'lp_email_status',
      'lp_email_reason',
      'lp_email_suggestion',
      'lp_phone_e164',
      'lp_phone_status',
      'lp_phone_type',
      'lp_first_name',
      'lp_last_name',
      'lp_company',
      'lp_country',
      'lp_state',
      'lp_duplicate_of',
      'lp_score',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['jane', 'Bob', 'J', 'Omar', 'Ann']);
    expect(records.map((r) => r.lp_row)).toEqual(['1', '2', '3', '4', '5']);
    expect(report.rows).toBe(5);
  });

  it('verifies, standardizes and scores each row (offline: domains unknown, never guessed)', async () => {
    const { records } = await run(LEADS);
    const [jane, bob, , omar, ann] = records;
    expect(jane).toMatchObject({
      lp_email: 'jane.doe@acme-widgets.com',
      lp_email_status: 'unknown',
      lp_email_reason: 'dns_unavailable',
      lp_phone_status: 'valid',
      lp_first_name: 'Jane',
      lp_last_name: 'Doe',
      lp_company: 'Acme Widgets Inc.',
      lp_country: 'US',
      lp_seniority: 'vp',
    });
    expect(unguardCell(jane!.lp_phone_e164!)).toBe('+14155552671');
    expect(bob).toMatchObject({ lp_email_status: 'risky', lp_phone_type: 'mobile', lp_country: 'GB' });
    expect(bob!.lp_email_reason).toContain('disposable');
    expect(omar).toMatchObject({
      lp_email_status: 'invalid',
      lp_email_reason: 'syntax',
      lp_phone_status: 'invalid',
    });
    expect(ann).toMatchObject({
      lp_phone_type: 'fixed_line',
      lp_country: 'DE',
      lp_email_status: 'unknown',
      lp_email_reason: 'role_account;dns_unavailable',
    });
    expect(Number(jane!.lp_score)).toBeGreaterThan(Number(omar!.lp_score));
    expect(jane!.lp_score_reasons).toMatch(/^phone_fixed_line_or_mobile:\+38/);
  });

  it('points duplicates at the most complete row, even one that comes later', async () => {
    const { records, report } = await run(LEADS);
    expect(records[0]).toMatchObject({ lp_duplicate_of: '', lp_duplicate_reason: '' });
    expect(records[2]).toMatchObject({ lp_duplicate_of: '1', lp_duplicate_reason: 'same_email' });
    const later = await run(
      'Name,Email,Phone\nJane Doe,jane@acme.com,\nJane Doe,jane@acme.com,+1 415 555 2671\n',
    );
    expect(later.records.map((r) => r.lp_duplicate_of)).toEqual(['2', '']);
    expect(report.duplicates).toMatchObject({ rows: 1, clusters: 1, reasons: { same_email: 1 } });
  });

  it('looks each domain up once through the injected resolver', async () => {
    const calls: string[] = [];
    const resolver: MxResolver = {
      async resolveMx(domain) {
        calls.push(domain);
        if (domain === 'globex-corp.com') throw Object.assign(new Error('none'), { code: 'ENODATA' });
        return [{ exchange: `mx.${domain}`, priority: 1 }];
      },
    };
    const { records, report } = await run(LEADS, { resolver });
    expect(calls.sort()).toEqual(['acme-widgets.com', 'globex-corp.com', 'mailinator.com']);
    expect(records[0]).toMatchObject({ lp_email_status: 'valid', lp_email_reason: '' });
    expect(records[4]).toMatchObject({ lp_email_status: 'invalid' });
    expect(records[4]!.lp_email_reason).toMatch(/^no_mx/);
    expect(report.email).toMatchObject({ domains: 3, dnsChecked: true });
  });

  it('calls a listed typo domain a typo, and special-use names invalid without asking DNS', async () => {
    const calls: string[] = [];
    const resolver: MxResolver = {
      async resolveMx(domain) {
        calls.push(domain);
        return [{ exchange: `mx.${domain}`, priority: 1 }];
      },
    };
    const emails = [
      'ann@gmial.com',
      'bob@yaho.com',
      'cy@printer.local',
      'di@x.test',
      'ed@y.onion',
      'fe@acme.com',
    ];
    const { records, report } = await run(`Email\n${emails.join('\n')}\n`, { resolver });
    expect(calls.sort()).toEqual(['acme.com', 'gmial.com', 'yaho.com']);
    expect(records.map((r) => [r.lp_email_status, r.lp_email_reason, r.lp_email_suggestion])).toEqual([
      ['risky', 'typo', 'ann@gmail.com'],
      ['risky', 'typo', 'bob@yahoo.com'],
      ['invalid', 'special_use_domain', ''],
      ['invalid', 'special_use_domain', ''],
      ['invalid', 'special_use_domain', ''],
      ['valid', '', ''],
    ]);
    expect(report.email.reasons).toEqual({ typo: 2, special_use_domain: 3 });
    expect(report.email.status).toMatchObject({ risky: 2, invalid: 3, valid: 1 });
  });

  it('never writes a cell that a spreadsheet would run as a formula', async () => {
    const csv =
      'Name,Email,Phone,Note\n=HYPERLINK("x"),a@b.com,+1 415 555 2671,@SUM(A1)\n-Bob,\t@x.com,-5,+cmd|x!A0\n';
    const { rows } = await run(csv);
    for (const row of rows) for (const cell of row) expect(startsFormula(cell), cell).toBe(false);
    expect(rows[0]![0]).toBe(`'=HYPERLINK("x")`);
    expect(rows[0]![3]).toBe(`'@SUM(A1)`);
    expect(rows[1]!.slice(0, 4)).toEqual(['-Bob', `'\t@x.com`, '-5', `'+cmd|x!A0`]);
    expect(rows[0]!.slice(2)).toContain('+14155552671');
  });

  it('writes numbers and phones as typed byte for byte, and E.164 without a guard apostrophe', async () => {
    const lines = [
      'Name,Email,Phone,Mobile,Balance',
      'Ann,ann@acme.com,+1 415 555 0100,+44 7911 123456,-7.5',
      'Bob,bob@acme.com,+1-415-555-0101 x123,(415) 555-0102,+42',
      'Cy,cy@acme.com,+44 20 7946 0958,415.555.0103,-0.25',
      'Di,di@acme.com,+1 (415) 555-0104 ext. 12,+33 1 23 45 67 89,-1 000',
    ];
    const { text, records } = await run(`${lines.join('\r\n')}\r\n`, { offline: true, country: 'US' });
    const written = text.replace(/^\ufeff/, '').split('\r\n');
    for (const [i, line] of lines.entries()) expect(written[i]!.startsWith(`${line},`), line).toBe(true);
    // The best of the two phone columns (a valid mobile wins), written as E.164 with its `+`.
    expect(records.map((r) => r.lp_phone_e164)).toEqual([
      '+447911123456',
      '+14155550101',
      '+14155550103',
      '+14155550104',
    ]);
    expect(text).not.toContain("'");
  });

  it('writes phones with notes, extensions, tabs and trailing spaces back exactly as uploaded', async () => {
    const phones = [
      '+1 8028323153 (office)',
      '+1 210 856 8435\t',
      '+61 424 612 772 ',
      '+4998576338549, ext. 4012 (cell)',
      '+12624450043 (mobile) ',
    ];
    const csv = `Email,Phone\r\n${phones.map((p, i) => `p${i}@acme.com,"${p}"`).join('\r\n')}\r\n`;
    const { header, rows, text } = await run(csv, { offline: true, country: 'US' });
    expect(rows.map((row) => row[header.indexOf('Phone')])).toEqual(phones);
    expect(text).not.toContain("'");
  });

  it('keeps ragged rows, pads the short ones, names extra columns and reports them by row', async () => {
    const { header, rows, report } = await run('Email,Phone\na@acme.com\nb@acme.com,,extra\n\nc@acme.com,\n');
    expect(header.slice(0, 3)).toEqual(['Email', 'Phone', 'column_3']);
    expect(rows.map((row) => row.length)).toEqual([header.length, header.length, header.length]);
    expect(rows[1]![2]).toBe('extra');
    expect(report.warnings.items.filter((w) => w.code === 'ragged_row').map((w) => w.row)).toEqual([1, 2]);
    expect(report.warnings.byCode.blank_rows_skipped).toBe(1);
  });

  it('reads a file without a header row', async () => {
    const { header, records, report } = await run('jane@acme.com,Jane\nbob@acme.com,Bob\n');
    expect(header.slice(0, 2)).toEqual(['column_1', 'column_2']);
    expect(records).toHaveLength(2);
    expect(report.input.headerless).toBe(true);
  });

  it('uses the row country, then the default country, as the phone region', async () => {
    const { records } = await run('Phone,Country\n020 7946 0958,UK\n(415) 555-2671,\n', {
      offline: true,
      country: 'US',
    });
    expect(records.map((r) => unguardCell(r.lp_phone_e164!))).toEqual(['+442079460958', '+14155552671']);
  });

  it('takes the best of several e-mail and phone columns', async () => {
    const { records } = await run(
      'Email,Work Email,Phone,Mobile\nbad@,jane@acme.com,030 1234,+44 7911 123456\n',
    );
    expect(records[0]).toMatchObject({ lp_email: 'jane@acme.com', lp_phone_type: 'mobile' });
  });

  it('reports counts, mapping, histogram and timing', async () => {
    const { report } = await run(LEADS);
    expect(report.email.status).toEqual({ valid: 0, risky: 1, unknown: 3, invalid: 1, missing: 0 });
    expect(report.phone.status).toEqual({ valid: 3, invalid: 1, missing: 1 });
    expect(report.mapping.map((m) => m.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'country',
      'title',
    ]);
    expect(report.score.histogram.reduce((sum, bucket) => sum + bucket.rows, 0)).toBe(5);
    expect(report.timing.rowsPerSecond).toBeGreaterThan(0);
    expect(report.input).toMatchObject({ encoding: 'utf-8', delimiter: ',' });
  });

  it('counts the suggested corrections per domain pair, most frequent first', async () => {
    const csv = [
      'email',
      'ada@gmial.com',
      'bob@gmial.com',
      'cy@hotmial.com',
      'dee@gmail.com',
      'eve@gmial.com',
    ].join('\n');
    const { report, records } = await run(csv);
    expect(records.map((r) => r.lp_email_suggestion)).toContain('ada@gmail.com');
    expect(report.email.suggestions).toEqual([
      { from: 'gmial.com', to: 'gmail.com', rows: 3 },
      { from: 'hotmial.com', to: 'hotmail.com', rows: 1 },
    ]);
    expect(report.email.reasons.typo).toBe(4);
  });

  it.each([
    ['no_contact_column', 'Name,City\nJane,Paris\n'],
    ['empty_file', ''],
    ['empty_file', 'Email,Phone\n'],
    ['not_csv', '<!DOCTYPE html><html><body>login</body></html>'],
    ['not_csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])],
    ['undecodable', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0x00, 0x10, 0x00, 0x80])],
  ])('refuses an unusable file with %s', async (code, input) => {
    const attempt = verifyCsv(input, { offline: true });
    await expect(attempt).rejects.toBeInstanceOf(EngineInputError);
    await expect(attempt).rejects.toMatchObject({ code });
  });
});

describe('verifyCsv on files and streams', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'engine-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a path, spools to disk, writes the results and cleans the spool up', async () => {
    const input = join(dir, 'in.csv');
    const output = join(dir, 'out.csv');
    writeFileSync(
      input,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LEADS.replace(/\n/g, '\r\n'))]),
    );
    const spoolDir = join(dir, 'spool');
    await import('node:fs/promises').then((fs) => fs.mkdir(spoolDir));
    const report = await verifyCsvFile(input, output, { offline: true, spoolDir });
    expect(report.rows).toBe(5);
    expect(report.input.bom).toBe(true);
    const text = await readFile(output, 'utf8');
    expect(text.startsWith('\ufeffFirst Name,')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(7);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('reads a byte stream, such as a storage download', async () => {
    const stream = Readable.from([Buffer.from(LEADS.slice(0, 50)), Buffer.from(LEADS.slice(50))]);
    const { records } = await run(stream);
    expect(records).toHaveLength(5);
  });

  it('reads Windows-1252 and semicolons as Excel writes them', async () => {
    const latin = Buffer.from('Nom;Courriel;Téléphone\nRenée;renee@exemple.fr;01 23 45 67 89\n', 'latin1');
    const { records, report } = await run(latin, { offline: true, country: 'FR' });
    expect(report.input).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(records[0]).toMatchObject({ Nom: 'Renée', lp_phone_status: 'valid' });
  });
});
