// The count an order is charged for must be the rows the results file holds: the counter and the verifier are
// held to each other on crafted files, csv-spectrum and (in fuzz/check-case.ts) every fuzz case.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../test/fixture-path';
import { countCsvRows } from './count-csv-rows';
import { isEngineInputError } from './errors';
import type { VerifyOptions } from './verify/options';
import type { CsvInput } from './verify/source';
import { verifyCsv } from './verify-csv';

/** The rows the verifier writes, or 0 when it refuses the file as empty. */
async function verifiedRows(input: CsvInput, options: VerifyOptions = { offline: true }): Promise<number> {
  try {
    const { results, report } = await verifyCsv(input, options);
    for await (const _chunk of results);
    return (await report).rows;
  } catch (error) {
    if (isEngineInputError(error) && error.code === 'empty_file') return 0;
    throw error;
  }
}

const contacts = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `person${i}@example.com,Person ${i},+1 415 555 ${String(1000 + i)}`,
  );

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (endian === 'le') return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return be;
}

const crafted: Array<{ name: string; input: CsvInput; rows: number }> = [
  {
    name: 'a quote inside the first data row (O"Brien)',
    input: ['email,name,phone', 'obrien@example.com,O"Brien,+1 415 555 0100', ...contacts(200)].join('\n'),
    rows: 201,
  },
  {
    name: 'a height with inch marks (5\'10")',
    input: ['email,height', 'ann@example.com,5\'10"', 'bob@example.com,6\'1"', 'cy@example.com,5\'2"'].join(
      '\r\n',
    ),
    rows: 3,
  },
  { name: 'lone CR line endings', input: ['email', 'a@example.com', 'b@example.com'].join('\r'), rows: 2 },
  {
    name: 'rows of nothing but delimiters',
    input: ['email,name,company', 'a@example.com,A,Acme', ',,', ',,,', 'b@example.com,B,Globex'].join('\n'),
    rows: 2,
  },
  {
    name: 'rows of nothing but ""',
    input: ['email,name', 'a@example.com,A', '""', '"",""', ''].join('\n'),
    rows: 1,
  },
  { name: 'a byte-order mark', input: `\ufeffemail,name\na@example.com,A\nb@example.com,B\n`, rows: 2 },
  {
    name: 'UTF-16 LE with its byte-order mark',
    input: utf16('email,name\r\na@example.com,Zoë\r\nb@example.com,B\r\n', 'le'),
    rows: 2,
  },
  {
    name: 'UTF-16 BE with its byte-order mark',
    input: utf16('email,name\na@example.com,Zoë\n', 'be'),
    rows: 1,
  },
  { name: 'no header row', input: ['a@example.com,Ann', 'b@example.com,Bob'].join('\n'), rows: 2 },
  {
    name: 'quoted newlines and blank lines',
    input: ['email,note', 'a@example.com,"two', 'lines"', '', 'b@example.com,"say ""hi"""', '', ''].join(
      '\n',
    ),
    rows: 2,
  },
  { name: 'a header and no data rows', input: 'email,name\n', rows: 0 },
  { name: 'an empty file', input: '', rows: 0 },
];

describe('countCsvRows', () => {
  it.each(crafted)('$name: counts what the verifier verifies', async ({ input, rows }) => {
    expect((await countCsvRows(input)).rows).toBe(rows);
    expect(await verifiedRows(input)).toBe(rows);
  });

  it('counts records with and without a header row', async () => {
    expect(await countCsvRows('email\na@example.com\n')).toEqual({ rows: 1, records: 2 });
    expect(await countCsvRows('a@example.com\nb@example.com\n')).toEqual({ rows: 2, records: 2 });
    expect(await countCsvRows('email\n')).toEqual({ rows: 0, records: 1 });
    expect(await countCsvRows('\n\n')).toEqual({ rows: 0, records: 0 });
  });

  it('counts a file without a contact column (verifying it is what fails)', async () => {
    expect(await countCsvRows('name,company\nAnn,Acme\n')).toEqual({ rows: 1, records: 2 });
  });

  it('refuses a binary file as the verifier does', async () => {
    const binary = new Uint8Array(4096).map((_, i) => (i * 7) % 32);
    await expect(countCsvRows(binary)).rejects.toMatchObject({ name: 'EngineInputError' });
  });

  const spectrum = fixturePath('csv-spectrum/csvs');
  it.each(readdirSync(spectrum).filter((file) => file.endsWith('.csv')))(
    'csv-spectrum %s: counts what the verifier verifies',
    async (file) => {
      const bytes = readFileSync(`${spectrum}/${file}`);
      // csv-spectrum's files have no contact column: map the first column as the e-mail, as a customer would.
      const options = { offline: true, mapping: { email: 0 } };
      expect((await countCsvRows(bytes, options)).rows).toBe(await verifiedRows(bytes, options));
    },
  );
});
