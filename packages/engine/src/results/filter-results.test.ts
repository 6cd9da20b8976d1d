import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAILBOX_RESOLVER } from '../../test/mailbox-results';
import { verifyCsv } from '../verify-csv';
import { filterResultsCsv } from './filter-results';
import type { ResultsFilter } from './filter-rows';

// Customer columns named like ours (row 1 says it is a duplicate and invalid) must not count.
const INPUT = [
  'Name,Email,Phone,Note,lp_duplicate_of,lp_email_status',
  'Ann Archer,ann@acme.com,+1 415 555 0100,=1+1,7,invalid', // 1 valid e-mail and phone
  'Bob Baker,bob@acme.com,12,"multi\nline ""quoted"", with a comma",,', // 2 valid e-mail, invalid phone
  'Cy Cole,not-an-address,+1 415 555 0102,,,', // 3 invalid e-mail (syntax), valid phone
  'Dee Dunn,,+1 415 555 0103,,,', // 4 phone only
  'Eve Eder,,,,,', // 5 nothing to reach
  'Fay Fox,eve@nomx.com,,,,', // 6 invalid e-mail (no MX), no phone
  'Ann Archer,ann@acme.com,+1 415 555 0100,=1+1,,', // 7 duplicate of 1
  'Gil Gray,gil@slow.com,,,,', // 8 unknown e-mail (DNS timed out)
  'Hal Hill,info@acme.com,abc,,,', // 9 risky e-mail (role), invalid phone
  'Ivy Iles,,99,,,', // 10 invalid phone only
  'Dee Dunn,,+1 415 555 0103,,,', // 11 duplicate of 4
].join('\r\n');

async function results(): Promise<string> {
  const run = await verifyCsv(INPUT, { resolver: MAILBOX_RESOLVER, country: 'US' });
  let text = '';
  for await (const chunk of run.results) text += chunk.toString();
  return text;
}

async function filtered(text: string, filter: ResultsFilter, limit?: number, chunkSize = 7): Promise<string> {
  // Small chunks: records, quoted cells and the BOM are split across reads.
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) =>
    bytes.subarray(i * chunkSize, (i + 1) * chunkSize),
  );
  let out = '';
  for await (const part of filterResultsCsv(Readable.from(chunks), filter, { limit })) out += part;
  return out;
}

/** The results file's records as written, keyed by `lp_row` (their order in the input). */
function recordsOf(text: string): { header: string; byRow: Map<number, string> } {
  const [header, ...rest] = text.replace(/^\uFEFF/, '').split(/\r\n(?=[A-Z])/);
  const byRow = new Map(rest.map((record, i) => [i + 1, record.replace(/\r\n$/, '')]));
  return { header: header!, byRow };
}

describe('filterResultsCsv', () => {
  it.each([
    ['clean', [1, 4, 8]],
    ['invalid', [2, 3, 6, 9, 10]],
    ['duplicates', [7, 11]],
  ] as const)('%s keeps the header and exactly rows %j, byte for byte', async (filter, expected) => {
    const text = await results();
    const { header, byRow } = recordsOf(text);
    const out = await filtered(text, filter);
    const want = `\uFEFF${[header, ...expected.map((row) => byRow.get(row))].join('\r\n')}\r\n`;
    expect(out).toBe(want);
  });

  it('applies limit after filtering, and closes the source early', async () => {
    const text = await results();
    const { header, byRow } = recordsOf(text);
    expect(await filtered(text, 'invalid', 2)).toBe(
      `\uFEFF${header}\r\n${byRow.get(2)}\r\n${byRow.get(3)}\r\n`,
    );
    let destroyed = false;
    const source = Readable.from([Buffer.from(text)]);
    source.on('close', () => (destroyed = true));
    const parts = filterResultsCsv(source, 'clean', { limit: 1 });
    for await (const _ of parts);
    expect(destroyed).toBe(true);
  });

  it('keeps LF line endings and the absence of a BOM', async () => {
    const text = (await results()).replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
    const out = await filtered(text, 'duplicates', undefined, 4096);
    expect(out.startsWith('Name,')).toBe(true);
    expect(out.split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('rejects a file that is not a results file', async () => {
    await expect(filtered('Email\na@b.co\n', 'clean')).rejects.toThrow(/Not a results file/);
  });
});
