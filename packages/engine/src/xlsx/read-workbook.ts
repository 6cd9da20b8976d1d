/**
 * Reads one sheet of an .xlsx workbook as rows of text, streamed: the sheet's XML is inflated and parsed a chunk
 * at a time (saxes), so memory holds one chunk, one row and the shared-strings table. Formulas give their cached
 * values and are never evaluated; dates become ISO 8601 text; empty rows are skipped.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { EngineInputError } from '../errors';
import { decodeXstring, isDateFormat, numberText, serialToIso } from './cell-text';
import { SharedStrings } from './shared-strings';
import { DAMAGED_WORKBOOK, WORKBOOK_LIMITS, WorkbookZip } from './workbook-zip';

/** Which sheet to read: its name (any case) or 1-based position; the first visible worksheet when absent. */
export interface WorkbookReadOptions {
  sheet?: string | undefined;
}

/** Rows handed on at once. */
const BATCH_ROWS = 500;
/** Excel's last column, XFD. */
const MAX_COLUMNS = 16_384;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses a small XML part whole, calling `open` for each element. */
function eachElement(xml: string, open: (name: string, attributes: Record<string, string>) => void): void {
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag.attributes));
  parser.on('error', () => {
    throw new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
  });
  parser.write(xml).close();
}

/** A relationship target, resolved against the folder of the part that names it (`xl/`). */
function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

interface SheetEntry {
  name: string;
  path: string;
  hidden: boolean;
}

interface WorkbookParts {
  sheets: SheetEntry[];
  sharedStrings: string | undefined;
  styles: string | undefined;
  date1904: boolean;
}

async function workbookParts(zip: WorkbookZip): Promise<WorkbookParts> {
  const workbookPath = 'xl/workbook.xml';
  if (!zip.has(workbookPath)) {
    throw new EngineInputError(
      'not_csv',
      'This is a ZIP archive, not an Excel workbook or a CSV file. Upload the CSV or .xlsx file itself.',
    );
  }
  const targets = new Map<string, { target: string; type: string }>();
  const relsPath = 'xl/_rels/workbook.xml.rels';
  if (zip.has(relsPath)) {
    eachElement(await zip.text(relsPath), (name, a) => {
      if (name === 'Relationship' && a.Id && a.Target)
        targets.set(a.Id, { target: a.Target, type: a.Type ?? '' });
    });
  }
  const sheets: SheetEntry[] = [];
  let date1904 = false;
  eachElement(await zip.text(workbookPath), (name, a) => {
    if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    if (name !== 'sheet') return;
    const id = Object.entries(a).find(([key]) => localName(key) === 'id')?.[1];
    const target = id ? targets.get(id)?.target : undefined;
    // Chart sheets and dialog sheets hold no cells.
    if (!target || !/worksheets\//.test(target)) return;
    sheets.push({
      name: a.name ?? '',
      path: resolveTarget(workbookPath, target),
      hidden: (a.state ?? 'visible') !== 'visible',
    });
  });
  const part = (type: string, fallback: string) => {
    const found = [...targets.values()].find((rel) => rel.type.endsWith(`/${type}`));
    const path = found ? resolveTarget(workbookPath, found.target) : fallback;
    return zip.has(path) ? path : undefined;
  };
  return {
    sheets,
    sharedStrings: part('sharedStrings', 'xl/sharedStrings.xml'),
    styles: part('styles', 'xl/styles.xml'),
    date1904,
  };
}

function chooseSheet(sheets: SheetEntry[], wanted: string | undefined): SheetEntry {
  if (sheets.length === 0)
    throw new EngineInputError('empty_file', 'This workbook has no worksheet with cells.');
  if (wanted === undefined || wanted === '') {
    return sheets.find((sheet) => !sheet.hidden) ?? sheets[0]!;
  }
  const byName = sheets.find((sheet) => sheet.name.toLowerCase() === wanted.trim().toLowerCase());
  const position = /^\d+$/.test(wanted.trim()) ? sheets[Number(wanted) - 1] : undefined;
  const found = byName ?? position;
  if (!found) {
    throw new EngineInputError(
      'unknown_sheet',
      `This workbook has no sheet named "${wanted}". Its sheets: ${sheets.map((sheet) => `"${sheet.name}"`).join(', ')}.`,
    );
  }
  return found;
}

/** Number formats of the cell styles (`cellXfs`), by style index, and which of them show dates. */
async function dateStyles(zip: WorkbookZip, path: string | undefined): Promise<boolean[]> {
  if (!path) return [];
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    const a = tag.attributes;
    if (name === 'numFmt' && a.numFmtId) formats.set(Number(a.numFmtId), a.formatCode ?? '');
    else if (name === 'cellXfs') inCellXfs = !tag.isSelfClosing;
    else if (name === 'xf' && inCellXfs) styles.push(Number(a.numFmtId ?? 0));
  });
  parser.on('closetag', (tag) => {
    if (localName(tag.name) === 'cellXfs') inCellXfs = false;
  });
  parser.on('error', () => {
    throw new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
  });
  parser.write(await zip.text(path)).close();
  return styles.map((id) => isDateFormat(id, formats));
}

/** Streams an XML part into `parser`, chunk by chunk. */
async function* feed(
  zip: WorkbookZip,
  path: string,
  maxBytes: number,
  parser: SaxesParser,
): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of await zip.stream(path, maxBytes)) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      yield;
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    throw error instanceof EngineInputError ? error : new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
  }
}

async function readSharedStrings(zip: WorkbookZip, path: string | undefined): Promise<SharedStrings> {
  const table = new SharedStrings();
  if (!path) return table;
  const parser = new SaxesParser();
  let text = '';
  // Text of <t> inside <si>, but not inside phonetic runs (<rPh>), which repeat the reading of Japanese text.
  let inItem = false;
  let inT = false;
  let phonetic = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 'si') {
      inItem = true;
      text = '';
    } else if (name === 'rPh') phonetic++;
    else if (name === 't' && inItem && phonetic === 0) inT = !tag.isSelfClosing;
  });
  parser.on('text', (value) => {
    if (inT) text += value;
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 't') inT = false;
    else if (name === 'rPh') phonetic--;
    else if (name === 'si') {
      table.add(decodeXstring(text));
      inItem = false;
    }
  });
  parser.on('error', () => {
    throw new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
  });
  for await (const _ of feed(zip, path, WORKBOOK_LIMITS.maxSharedStringsBytes, parser)) {
    // The parser's handlers fill the table.
  }
  return table;
}

/** Column index (0-based) of a cell reference such as `C5`, or -1 when it has none. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return i === 0 ? -1 : column - 1;
}

/**
 * The rows of one sheet, as text cells, in batches. The first row read (the header) sets the width: Excel leaves
 * trailing empty cells out, so shorter rows are padded to it (a longer row stays longer, as in a CSV).
 * Rejects with `EngineInputError` (`bad_workbook`, `unknown_sheet`, `empty_file`) for a workbook it cannot use.
 */
export async function* readWorkbookRows(
  path: string,
  options: WorkbookReadOptions = {},
): AsyncGenerator<string[][]> {
  const zip = await WorkbookZip.open(path);
  try {
    const parts = await workbookParts(zip);
    const sheet = chooseSheet(parts.sheets, options.sheet);
    if (!zip.has(sheet.path)) throw new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
    const dates = await dateStyles(zip, parts.styles);
    const strings = await readSharedStrings(zip, parts.sharedStrings);

    let batch: string[][] = [];
    let width = -1;
    let row: string[] = [];
    let filled = false;
    // The cell being read: its column, type and style, and the text of its <v> or inline <t>.
    let column = -1;
    let nextColumn = 0;
    let type = '';
    let dateStyle = false;
    let value = '';
    let reading: 'v' | 't' | undefined;
    let inInline = false;
    let phonetic = 0;

    const parser = new SaxesParser();
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      const a = tag.attributes;
      switch (name) {
        case 'row':
          row = [];
          filled = false;
          nextColumn = 0;
          break;
        case 'c': {
          const at = columnOf(a.r);
          column = at >= 0 ? at : nextColumn;
          if (column >= MAX_COLUMNS) throw new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
          nextColumn = column + 1;
          type = a.t ?? 'n';
          dateStyle = dates[Number(a.s ?? 0)] === true;
          value = '';
          inInline = false;
          if (tag.isSelfClosing) column = -1;
          break;
        }
        case 'v':
          if (column >= 0 && !tag.isSelfClosing) reading = 'v';
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (inInline && phonetic === 0 && !tag.isSelfClosing) reading = 't';
          break;
      }
    });
    parser.on('text', (text) => {
      if (reading) value += text;
    });
    parser.on('closetag', (tag) => {
      const name = localName(tag.name);
      if (name === 'v' || name === 't') reading = undefined;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && column >= 0) {
        const text = cellText(type, value, dateStyle);
        if (text !== '') {
          while (row.length < column) row.push('');
          row[column] = text;
          filled = true;
        }
        column = -1;
      } else if (name === 'row' && filled) {
        if (width < 0) width = row.length;
        while (row.length < width) row.push('');
        batch.push(row);
      }
    });
    parser.on('error', (error) => {
      throw error;
    });

    const cellText = (cellType: string, raw: string, date: boolean): string => {
      switch (cellType) {
        case 's': {
          const shared = strings.get(Number(raw));
          if (shared === undefined) throw new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
          return shared;
        }
        case 'b':
          return raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : raw;
        case 'inlineStr':
        case 'str':
          return decodeXstring(raw);
        case 'e':
        case 'd':
          return raw;
        default: {
          const number = Number(raw);
          if (date && raw.trim() !== '' && Number.isFinite(number))
            return serialToIso(number, parts.date1904);
          return numberText(raw);
        }
      }
    };

    for await (const _ of feed(zip, sheet.path, WORKBOOK_LIMITS.maxSheetBytes, parser)) {
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    zip.close();
  }
}
