/**
 * Builds .xlsx workbooks for tests, good and hostile, as a spreadsheet program or an attacker would write them:
 * a small zip writer (so entries can declare any size) and sheet XML from rows.
 */
import { writeFile } from 'node:fs/promises';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One zip entry: its name, and either its content or raw deflate bytes with the sizes to declare. */
export interface ZipPart {
  name: string;
  content?: string | Buffer;
  raw?: { deflated: Buffer; declaredSize: number };
}

/** A zip of `parts` (deflated), as bytes. */
export function zipBytes(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const content = part.content === undefined ? undefined : Buffer.from(part.content);
    const deflated = part.raw?.deflated ?? deflateRawSync(content!);
    const size = part.raw?.declaredSize ?? content!.length;
    const crc = content ? crc32(content) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += 30 + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A cell: text, a number, a date serial with the date style, or a formula with its cached value (if any). */
export type WorkbookCell = string | number | { date: number } | { formula: string; cached?: string | number };

/** How a sheet is written. */
export interface SheetSpec {
  name: string;
  rows: WorkbookCell[][];
  hidden?: boolean;
  /** Rows of raw XML appended after the rows (empty styled rows and such). */
  tail?: string;
}

function column(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The parts of a workbook with `sheets`, text in a shared-strings table (as Excel writes) or inline. */
export function workbookParts(sheets: SheetSpec[], options: { shared?: boolean } = {}): ZipPart[] {
  const shared: string[] = [];
  const index = new Map<string, number>();
  const sheetXml = (sheet: SheetSpec) => {
    const rows = sheet.rows.map((cells, r) => {
      const xml = cells.map((cell, c) => {
        const ref = `${column(c)}${r + 1}`;
        if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
        if (typeof cell === 'object' && 'date' in cell) return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
        if (typeof cell === 'object') {
          const cached = cell.cached === undefined ? '' : `<v>${escapeXml(String(cell.cached))}</v>`;
          const type = typeof cell.cached === 'string' ? ' t="str"' : '';
          return `<c r="${ref}"${type}><f>${escapeXml(cell.formula)}</f>${cached}</c>`;
        }
        if (cell === '') return '';
        if (!options.shared) return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
        if (!index.has(cell)) {
          index.set(cell, shared.length);
          shared.push(cell);
        }
        return `<c r="${ref}" t="s"><v>${index.get(cell)}</v></c>`;
      });
      return `<row r="${r + 1}">${xml.join('')}</row>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}${sheet.tail ?? ''}</sheetData></worksheet>`;
  };
  const sheetParts = sheets.map((sheet, i) => ({
    name: `xl/worksheets/sheet${i + 1}.xml`,
    content: sheetXml(sheet),
  }));
  const ns = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      content: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: 'xl/workbook.xml',
      content: `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${ns}"><sheets>${sheets
        .map(
          (s, i) =>
            `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"${s.hidden ? ' state="hidden"' : ''}/>`,
        )
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${ns}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}<Relationship Id="rS" Type="${ns}/styles" Target="styles.xml"/><Relationship Id="rT" Type="${ns}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/styles.xml',
      content:
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>',
    },
    // Excel writes the sheets before the shared strings: a streaming reader would have to hold them.
    ...sheetParts,
    {
      name: 'xl/sharedStrings.xml',
      content: `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${shared.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`,
    },
  ];
}

/** Writes a workbook of `sheets` to `path`. */
export async function writeWorkbook(path: string, sheets: SheetSpec[], options: { shared?: boolean } = {}) {
  await writeFile(path, zipBytes(workbookParts(sheets, options)));
}

/**
 * Raw deflate of `copies` repetitions of `chunk`, built from one compressed copy (each copy is flushed with the
 * history reset, so copies concatenate): a zip bomb's payload without compressing gigabytes.
 */
export function repeatedDeflate(chunk: string, copies: number): Buffer {
  const one = deflateRawSync(Buffer.from(chunk), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  // A final empty stored block ends the stream.
  return Buffer.concat([
    ...Array.from({ length: copies }, () => one),
    Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]),
  ]);
}

/** A compound file holding an `EncryptedPackage` stream: how Excel stores a password-protected workbook. */
export function protectedWorkbookBytes(): Buffer {
  const file = Buffer.alloc(8192);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from('EncryptionInfo', 'utf16le').copy(file, 1024);
  Buffer.from('EncryptedPackage', 'utf16le').copy(file, 1152);
  return file;
}
