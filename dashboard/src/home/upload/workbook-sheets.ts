/**
 * The sheets of an .xlsx workbook the customer chose, read in the browser and cheaply: the zip's central directory
 * (at the end of the file) says where `xl/workbook.xml` and its relationships are, and only those two small entries
 * are read (`Blob.slice`) and inflated (the browser's `DecompressionStream`), never the sheets themselves. The upload
 * card lists the sheets so the customer can pick one (issue 42); the API reads the workbook again, and is the judge.
 * @module
 */

/** A worksheet of a workbook, in the workbook's order. */
export interface WorkbookSheet {
  name: string;
  /** Hidden in Excel (`hidden` or `veryHidden`): not the default, but still a sheet one can choose. */
  hidden: boolean;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end-of-directory record: 22 bytes and a comment of at most 65,535. */
const MAX_TAIL_BYTES = 22 + 0xffff;
/** Largest workbook part read, as the engine's bound for parts other than sheets. */
const MAX_PART_BYTES = 16 * 1024 * 1024;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** The file could not be read as a workbook; the upload's own check will say why, if it is one. */
export class NotAWorkbookError extends Error {
  override name = 'NotAWorkbookError';
}

async function view(file: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(start, end).arrayBuffer());
}

/** The entries `names` of the zip's central directory. */
async function findEntries(file: Blob, names: readonly string[]): Promise<Map<string, ZipEntry>> {
  const tailStart = Math.max(0, file.size - MAX_TAIL_BYTES);
  const tail = await view(file, tailStart, file.size);
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new NotAWorkbookError('No zip directory');
  const directorySize = tail.getUint32(end + 12, true);
  const directoryOffset = tail.getUint32(end + 16, true);
  if (directoryOffset + directorySize > file.size) throw new NotAWorkbookError('Zip directory out of bounds');
  const directory = await view(file, directoryOffset, directoryOffset + directorySize);
  const decoder = new TextDecoder();
  const found = new Map<string, ZipEntry>();
  for (let at = 0; at + 46 <= directory.byteLength && directory.getUint32(at, true) === DIRECTORY_ENTRY; ) {
    const nameLength = directory.getUint16(at + 28, true);
    const skip = nameLength + directory.getUint16(at + 30, true) + directory.getUint16(at + 32, true);
    const name = decoder.decode(
      new Uint8Array(
        directory.buffer,
        directory.byteOffset + at + 46,
        Math.min(nameLength, directory.byteLength - at - 46),
      ),
    );
    if (names.includes(name)) {
      found.set(name, {
        method: directory.getUint16(at + 10, true),
        compressedSize: directory.getUint32(at + 20, true),
        size: directory.getUint32(at + 24, true),
        offset: directory.getUint32(at + 42, true),
      });
    }
    at += 46 + skip;
  }
  return found;
}

/** One entry's text: stored, or deflated (inflated by the browser). */
async function entryText(file: Blob, entry: ZipEntry): Promise<string> {
  if (entry.size > MAX_PART_BYTES || entry.compressedSize > MAX_PART_BYTES)
    throw new NotAWorkbookError('Workbook part too large');
  const local = await view(file, entry.offset, entry.offset + 30);
  if (local.byteLength < 30 || local.getUint32(0, true) !== LOCAL_HEADER)
    throw new NotAWorkbookError('Damaged zip entry');
  const start = entry.offset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const data = file.slice(start, start + entry.compressedSize).stream();
  if (entry.method === 0) return streamText(data);
  if (entry.method !== 8) throw new NotAWorkbookError('Unknown zip compression');
  return streamText(data.pipeThrough(new DecompressionStream('deflate-raw')));
}

/** The text of a stream of UTF-8 bytes, stopped past {@link MAX_PART_BYTES} (an entry that lies about its size). */
async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_PART_BYTES) {
      await reader.cancel();
      throw new NotAWorkbookError('Workbook part too large');
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** A qualified name without its namespace prefix (`r:id` → `id`). */
const withoutPrefix = (name: string) => name.slice(name.indexOf(':') + 1);

/** The elements named `localName` (whatever their namespace prefix) of an XML part. */
function elementsOf(text: string, localName: string): Element[] {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const all = Array.from(document.getElementsByTagName('*'));
  if (all.some((element) => withoutPrefix(element.nodeName) === 'parsererror'))
    throw new NotAWorkbookError('Damaged workbook XML');
  return all.filter((element) => withoutPrefix(element.nodeName) === localName);
}

/** An attribute by its local name, whatever its namespace prefix (`r:id`). */
function attribute(element: Element, localName: string): string | undefined {
  for (const each of Array.from(element.attributes))
    if (withoutPrefix(each.name) === localName) return each.value;
  return undefined;
}

/**
 * The worksheets of the .xlsx `file`, in order. Chart sheets (which hold no cells, and which the API does not read)
 * are left out. Rejects with {@link NotAWorkbookError} for a file it cannot read as a workbook.
 */
export async function workbookSheets(file: Blob): Promise<WorkbookSheet[]> {
  const entries = await findEntries(file, [WORKBOOK, WORKBOOK_RELS]);
  const workbook = entries.get(WORKBOOK);
  if (!workbook) throw new NotAWorkbookError('Not an Excel workbook');
  const rels = entries.get(WORKBOOK_RELS);
  const targets = new Map<string, string>();
  if (rels) {
    for (const relationship of elementsOf(await entryText(file, rels), 'Relationship')) {
      const id = relationship.getAttribute('Id');
      if (id) targets.set(id, relationship.getAttribute('Target') ?? '');
    }
  }
  const sheets: WorkbookSheet[] = [];
  for (const sheet of elementsOf(await entryText(file, workbook), 'sheet')) {
    const id = attribute(sheet, 'id');
    const target = id === undefined ? undefined : targets.get(id);
    // The API's rule: a sheet is read when its relationship points into worksheets/.
    if (target === undefined || !/worksheets\//.test(target)) continue;
    sheets.push({
      name: sheet.getAttribute('name') ?? '',
      hidden: (sheet.getAttribute('state') ?? 'visible') !== 'visible',
    });
  }
  return sheets;
}

/** The sheet the API reads when none is chosen: the first visible worksheet, else the first. */
export function defaultSheet(sheets: readonly WorkbookSheet[]): WorkbookSheet | undefined {
  return sheets.find((sheet) => !sheet.hidden) ?? sheets[0];
}
