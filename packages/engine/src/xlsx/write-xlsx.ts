/**
 * A results file (or a filtered part of one) as an .xlsx workbook, streamed: the CSV is read a batch of rows at a
 * time and each row written as sheet XML into a zip entry (yazl deflates it as it goes), so memory stays bounded
 * whatever the file's size. One sheet, "Results", header row frozen and bold. Every cell is text, exactly the
 * customer's value with the CSV formula guard undone (a text cell never runs), except: `lp_row`,
 * `lp_duplicate_of` and `lp_score` are numbers, and ISO 8601 dates (`lp_email_checked_at`, and any cell holding
 * one) are dates. Phones, E.164 numbers and ids stay text, so Excel shows no `4.93071E+11` and keeps every `+`.
 */
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { decodeText } from '../csv/decode';
import { unguardCell } from '../csv/formula-guard';
import { readCsvRows } from '../csv/read-rows';
import { isoToDate } from './cell-text';

/** The results columns written as numbers. */
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(['lp_row', 'lp_duplicate_of', 'lp_score']);

const SHEET_NAME = 'Results';
const FLUSH_CHARS = 256 * 1024;
const MS_PER_DAY = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);

// Cell styles (cellXfs): 0 plain, 1 a date and time, 2 a date, 3 the bold header.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${SHEET_NAME}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

// XML 1.0 cannot hold most control characters, and `_xHHHH_` is how a workbook spells any character; an
// underscore that starts such a sequence is itself escaped, so every cell reads back exactly.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML cannot hold is the point.
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const ESCAPES = new RegExp(`${NEEDS_ESCAPE.source}|${LONE_SURROGATE.source}`, 'g');

function escapeChar(char: string): string {
  switch (char) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    default:
      return `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
  }
}

/** Text as it goes inside `<t>`. */
export function xmlText(value: string): string {
  return NEEDS_ESCAPE.test(value) || LONE_SURROGATE.test(value) ? value.replace(ESCAPES, escapeChar) : value;
}

function textCell(value: string, style = ''): string {
  if (value === '') return '<c/>';
  return `<c t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

function dateCell(date: Date, hasTime: boolean): string {
  const serial = (date.getTime() - EPOCH_1900) / MS_PER_DAY;
  return `<c s="${hasTime ? 1 : 2}"><v>${serial}</v></c>`;
}

/** One data cell: a number in the number columns, a date for ISO dates, text otherwise. */
function dataCell(value: string, numeric: boolean): string {
  if (value === '') return '<c/>';
  if (numeric && /^-?\d{1,15}$/.test(value)) return `<c><v>${value}</v></c>`;
  if (value.length >= 10 && value.length <= 24 && value.charCodeAt(4) === 0x2d) {
    const date = isoToDate(value);
    if (date) return dateCell(date, value.length > 10);
  }
  return textCell(value);
}

/** Streams the sheet XML of `csv` (a results CSV, BOM and formula guard included) into `out`. */
async function writeSheet(csv: AsyncIterable<Uint8Array>, out: PassThrough): Promise<void> {
  let text = SHEET_START;
  let numeric: boolean[] | undefined;
  const flush = async () => {
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
    text = '';
  };
  const decode = { encoding: 'utf-8' as const, bom: false, invalidUtf8Chunks: 0 };
  for await (const batch of readCsvRows(decodeText(csv, decode))) {
    for (const cells of batch) {
      text += '<row>';
      if (!numeric) {
        // The engine's columns are the last of their names: a customer column named lp_score stays text.
        numeric = cells.map((name, i) => NUMBER_COLUMNS.has(name) && cells.lastIndexOf(name) === i);
        for (const name of cells) text += textCell(unguardCell(name), ' s="3"');
      } else {
        for (let i = 0; i < cells.length; i++) text += dataCell(unguardCell(cells[i]!), numeric[i] === true);
      }
      text += '</row>';
      if (text.length >= FLUSH_CHARS) await flush();
    }
  }
  text += SHEET_END;
  await flush();
  out.end();
}

/**
 * The results CSV `csv` as an .xlsx workbook, as a stream of bytes. The CSV is read once, as the workbook is
 * read from the returned stream; a failure of either ends the stream with the error.
 */
export function resultsAsXlsx(csv: AsyncIterable<Uint8Array>): Readable {
  const zip = new yazl.ZipFile();
  const sheet = new PassThrough();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(WORKBOOK), 'xl/workbook.xml');
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  const output = zip.outputStream as Readable;
  writeSheet(csv, sheet).catch((error: unknown) => {
    sheet.destroy(error as Error);
    output.destroy(error as Error);
  });
  return output;
}
