import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type SheetSpec, workbookParts, zipBytes } from '@leadproof/engine/testing/workbooks';
import { describe, expect, it } from 'vitest';
import { NotTextError } from './csv-records';
import { inspectUpload } from './inspect-upload';

const stream = (...chunks: Array<string | Buffer>) =>
  Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));

describe('inspectUpload', () => {
  it('counts the rows the engine verifies, across chunk boundaries', async () => {
    const found = await inspectUpload(
      stream('email,name\r', '\na@x.com,O"Brien\r\n', 'b@x.com,"two\nlines"\n\n,,\n'),
    );
    expect(found).toMatchObject({ rows: 2, records: 3 });
  });

  it('gives the size and SHA-256 of exactly the bytes it read', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('email\nann@x.com\nbob@y.com\n', 'utf16le'),
    ]);
    const found = await inspectUpload(stream(bytes.subarray(0, 7), bytes.subarray(7)));
    expect(found).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      rows: 2,
      records: 3,
      format: 'csv',
    });
  });

  it('counts nothing in an empty or blank file', async () => {
    expect(await inspectUpload(stream(''))).toMatchObject({ rows: 0, records: 0 });
    expect(await inspectUpload(stream('\n\n  \r\n'))).toMatchObject({ rows: 0, records: 0 });
  });

  it('refuses binary input, naming what it looks like', async () => {
    await expect(
      inspectUpload(stream(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 0]))),
    ).rejects.toBeInstanceOf(NotTextError);
    await expect(inspectUpload(stream(Buffer.from([0x61, 0x00, 0x62])))).rejects.toBeInstanceOf(NotTextError);
  });

  it('reads a workbook through the engine, and names a damaged one', async () => {
    await expect(inspectUpload(stream(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).rejects.toMatchObject(
      {
        code: 'bad_workbook',
        message: expect.stringMatching(/^This \.xlsx file is damaged/),
      },
    );
  });

  it("counts the chosen sheet of a workbook, whatever the file's name, and names the sheets of an unknown one", async () => {
    const sheets: SheetSpec[] = [
      { name: 'Notes', rows: [['note'], ['a'], ['b'], ['c']] },
      { name: 'Leads', rows: [['email'], ['ann@x.com']] },
    ];
    const workbook = zipBytes(workbookParts(sheets));
    expect(await inspectUpload(stream(workbook))).toMatchObject({ rows: 3, format: 'xlsx' });
    expect(await inspectUpload(stream(workbook), { sheet: 'Leads' })).toMatchObject({
      rows: 1,
      records: 2,
      size: workbook.length,
      format: 'xlsx',
    });
    await expect(inspectUpload(stream(workbook), { sheet: 'Contacts' })).rejects.toMatchObject({
      code: 'unknown_sheet',
      message: 'This workbook has no sheet named "Contacts". Its sheets: "Notes", "Leads".',
    });
  });
});
