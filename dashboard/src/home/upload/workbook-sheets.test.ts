// @vitest-environment happy-dom
import { Blob as NodeBlob } from 'node:buffer';
import {
  repeatedDeflate,
  type SheetSpec,
  workbookParts,
  zipBytes,
} from '@leadproof/engine/testing/workbooks';
import { describe, expect, it } from 'vitest';
import { defaultSheet, NotAWorkbookError, workbookSheets } from './workbook-sheets';

const SHEETS: SheetSpec[] = [
  { name: 'Archive', rows: [['email'], ['old@acme.com']], hidden: true },
  { name: 'Q3 leads', rows: [['email'], ['a@acme.com']] },
  { name: 'Notes & ideas', rows: [['note']] },
];

/** The file as the browser hands it over (Node's Blob: slice, arrayBuffer and stream, like a browser's). */
const fileOf = (bytes: Uint8Array) => new NodeBlob([bytes]) as unknown as Blob;

describe('workbookSheets', () => {
  it('lists the worksheets in order, hidden ones marked, with shared or inline strings', async () => {
    const expected = [
      { name: 'Archive', hidden: true },
      { name: 'Q3 leads', hidden: false },
      { name: 'Notes & ideas', hidden: false },
    ];
    expect(await workbookSheets(fileOf(zipBytes(workbookParts(SHEETS))))).toEqual(expected);
    expect(await workbookSheets(fileOf(zipBytes(workbookParts(SHEETS, { shared: true }))))).toEqual(expected);
  });

  it('leaves chart sheets out: they hold no cells, and the upload does not read them', async () => {
    const parts = workbookParts(SHEETS).map((part) =>
      part.name === 'xl/_rels/workbook.xml.rels' && typeof part.content === 'string'
        ? {
            name: part.name,
            content: part.content.replace('worksheets/sheet3.xml', 'chartsheets/sheet1.xml'),
          }
        : part,
    );
    expect((await workbookSheets(fileOf(zipBytes(parts)))).map((sheet) => sheet.name)).toEqual([
      'Archive',
      'Q3 leads',
    ]);
  });

  it('defaults to the first visible sheet, as the upload does', () => {
    expect(
      defaultSheet([
        { name: 'A', hidden: true },
        { name: 'B', hidden: false },
      ])?.name,
    ).toBe('B');
    expect(defaultSheet([{ name: 'A', hidden: true }])?.name).toBe('A');
    expect(defaultSheet([])).toBeUndefined();
  });

  it('refuses what is not a workbook: a CSV, a plain zip, a damaged one, a part that inflates past its bound', async () => {
    await expect(workbookSheets(fileOf(Buffer.from('email\na@b.co\n')))).rejects.toBeInstanceOf(
      NotAWorkbookError,
    );
    await expect(
      workbookSheets(fileOf(zipBytes([{ name: 'readme.txt', content: 'hello' }]))),
    ).rejects.toBeInstanceOf(NotAWorkbookError);
    const whole = zipBytes(workbookParts(SHEETS));
    await expect(workbookSheets(fileOf(whole.subarray(0, whole.length - 30)))).rejects.toBeInstanceOf(
      NotAWorkbookError,
    );
    // A workbook.xml that says 1 KB and inflates to 17 MiB is stopped at 16 MiB.
    const bomb = workbookParts(SHEETS).map((part) =>
      part.name === 'xl/workbook.xml'
        ? {
            name: part.name,
            raw: { deflated: repeatedDeflate(' '.repeat(1024 * 1024), 17), declaredSize: 1024 },
          }
        : part,
    );
    await expect(workbookSheets(fileOf(zipBytes(bomb)))).rejects.toThrow('Workbook part too large');
  });
});
