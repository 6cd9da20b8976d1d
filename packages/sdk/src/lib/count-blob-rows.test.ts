// The browser's count (`Orders.countRows`, a Blob read in chunks) must be the hold's (`countCsvRows` on the uploaded
// file): held to each other on every CSV fixture of the engine and on crafted files of each kind the newline count
// got wrong. (`bytes-web.test.ts` in the engine holds the browser's byte helpers to Node's.)
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countCsvRows } from '@leadproof/engine/count-rows';
import { workbookParts, zipBytes } from '@leadproof/engine/testing/workbooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { InvalidUploadError } from '../core/error';
import { fakeFetch, json } from '../internal/fake-fetch';
import { Orders } from '../resources/orders';

const fixtures = fileURLToPath(new URL('../../../engine/test/fixtures/', import.meta.url));

function csvFilesUnder(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.csv'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const contacts = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `person${i}@example.com,"Person ${i}\nof ${i}",+1 415 555 ${1000 + i}`,
  );

const crafted: Array<{ name: string; text: string | Uint8Array<ArrayBuffer> }> = [
  { name: 'a header row', text: 'email,name\na@example.com,A\nb@example.com,B\n' },
  { name: 'no header row', text: 'a@example.com,Ann\nb@example.com,Bob' },
  { name: 'quoted newlines', text: 'name,email\n"Ann\nLee",ann@example.com\n"Bo\r\nX",bo@example.com\n' },
  {
    name: 'blank and delimiter-only lines',
    text: 'email,name\n\na@example.com,A\n,\n\n\nb@example.com,B\n\n',
  },
  { name: 'CRLF', text: 'email,name\r\na@example.com,A\r\nb@example.com,B\r\n' },
  { name: 'lone CR', text: 'email\ra@example.com\rb@example.com' },
  { name: 'a byte-order mark', text: '\ufeffemail,name\na@example.com,A\n' },
  { name: 'semicolons and decimal commas', text: 'email;score\na@example.com;1,5\nb@example.com;2,5\n' },
  { name: 'tabs', text: 'email\tname\na@example.com\tA\n' },
  { name: 'pipes', text: 'email|name\na@example.com|A\nb@example.com|B\n' },
  {
    name: 'Windows-1252',
    text: Uint8Array.from([...Buffer.from('email,name\na@example.com,Zo'), 0xeb, 0x0a]),
  },
  { name: 'UTF-16 LE', text: Uint8Array.from(Buffer.from('\ufeffemail,name\r\na@example.com,Zoë\r\n', 'utf16le')) },
  { name: 'a header and no data rows', text: 'email,name\n' },
  { name: 'an empty file', text: '' },
  // Larger than the sniffed sample and than a chunk read: quoted line breaks fall across chunk boundaries.
  { name: 'many chunks of quoted newlines', text: `email,name,phone\n${contacts(30_000).join('\n')}\n` },
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lp-count-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The hold's count: `countCsvRows` on the file as the API stores it. */
async function holdCount(bytes: string | Uint8Array): Promise<number> {
  const path = join(dir, 'upload.csv');
  await writeFile(path, bytes);
  return (await countCsvRows({ path })).rows;
}

describe('Orders.countRows (a Blob, as browsers count it)', () => {
  it.each(csvFilesUnder(fixtures))('counts the engine fixture %s as the hold does', async (path) => {
    const bytes = await readFile(path);
    const expected = await holdCount(bytes).catch((error: Error) => error.name);
    const counted = await Orders.countRows(new Blob([bytes])).catch((error: Error) => error.name);
    // A fixture the engine refuses is refused here too, as an InvalidUploadError.
    expect([relative(fixtures, path), counted]).toEqual([
      relative(fixtures, path),
      expected === 'EngineInputError' ? 'InvalidUploadError' : expected,
    ]);
  });

  it.each(crafted)('counts $name as the hold does', async ({ text }) => {
    expect(await Orders.countRows(new Blob([text]))).toBe(await holdCount(text));
  });

  it("refuses what the engine can't read, with its message", async () => {
    const error = await Orders.countRows(new Blob(['<!doctype html><html></html>\n'])).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidUploadError);
    expect(error.message).toMatch(/HTML/);
  });

  it('refuses a workbook, whose rows the upload counts', async () => {
    const workbook = zipBytes(workbookParts([{ name: 'Leads', rows: [['email'], ['a@example.com']] }]));
    await expect(Orders.countRows(new Blob([Uint8Array.from(workbook)]))).rejects.toThrow(/counted when it is uploaded/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(Orders.countRows(new Blob(['email\n']), { signal: controller.signal })).rejects.toThrow();
  });

  it('client.orders.estimate prices the counted rows beside the balance', async () => {
    const answer = (call: { url: string }) =>
      call.url.endsWith('/api/pricing')
        ? json([{ type: 'upload_csv', price_per_row: 1.1 }])
        : json({ balance: 2 });
    const client = new Leadproof({ baseURL: 'https://app.test', fetch: fakeFetch(answer, answer) });
    const file = new Blob(['name,email\n"Ann\nLee",ann@example.com\n\n"Bo",bo@example.com\n\n']);
    expect(await client.orders.estimate(file)).toEqual({ rows: 2, pricePerRow: 1.1, cost: 2.2, balance: 2 });
  });
});
