/**
 * The ZIP container of an .xlsx workbook, opened with bounds: a workbook is a zip, so a hostile one can be a zip
 * bomb. Entries are read through yauzl, which checks each entry's inflated bytes against the size the central
 * directory declares, so the declared sizes bound the work: they are checked before anything is inflated.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { EngineInputError } from '../errors';

/** Bounds on what a workbook may hold; a real 50 MB upload is far inside them. */
export const WORKBOOK_LIMITS = {
  /** Entries in the zip (a workbook has a few dozen; thousands are a crafted file). */
  maxEntries: 10_000,
  /** Inflated bytes of the one sheet read (a 50 MB CSV's worth of cells is ~250 MB of sheet XML). */
  maxSheetBytes: 1024 * 1024 * 1024,
  /** Inflated bytes of the shared-strings table (held, compactly, for the whole read). */
  maxSharedStringsBytes: 256 * 1024 * 1024,
  /** Inflated bytes of each small part read whole (workbook, relationships, styles). */
  maxPartBytes: 16 * 1024 * 1024,
  /**
   * Inflated ÷ compressed size above which a large part is a zip bomb: real sheet XML deflates 5–20 times,
   * a million empty styled rows about 30 times; a bomb, hundreds to thousands.
   */
  maxRatio: 200,
  /** Parts smaller than this are not held to the ratio (tiny repetitive XML compresses very well). */
  ratioFloorBytes: 16 * 1024 * 1024,
} as const;

/** The customer's words for a file that is not a readable workbook. */
export const DAMAGED_WORKBOOK =
  'This .xlsx file is damaged and cannot be opened. Open it in Excel, save it again (or export the sheet as CSV), and upload it.';

/** The customer's words for a password-protected workbook. */
export const PROTECTED_WORKBOOK =
  'This workbook is password-protected, so it cannot be read. Remove the password in Excel (File › Info › Protect Workbook), save it, and upload it again.';

function damaged(): EngineInputError {
  return new EngineInputError('bad_workbook', DAMAGED_WORKBOOK);
}

/** An opened workbook zip: its entries by name, read on demand. */
export class WorkbookZip {
  private constructor(
    private readonly zip: ZipFile,
    /** Entries by their path inside the zip (`xl/workbook.xml`). */
    readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  /** Opens the zip at `path` and lists its entries; rejects with `bad_workbook` for a damaged file. */
  static async open(path: string): Promise<WorkbookZip> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
    } catch {
      throw damaged();
    }
    try {
      if (zip.entryCount > WORKBOOK_LIMITS.maxEntries) throw damaged();
      const entries = new Map<string, Entry>();
      await new Promise<void>((resolve, reject) => {
        zip.on('entry', (entry: Entry) => {
          entries.set(entry.fileName.replace(/^\/+/, ''), entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve());
        zip.on('error', reject);
        zip.readEntry();
      });
      return new WorkbookZip(zip, entries);
    } catch (error) {
      zip.close();
      throw error instanceof EngineInputError ? error : damaged();
    }
  }

  /** Whether the zip has an entry at `name`. */
  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * The inflated bytes of `name` as a stream, after the bounds: at most `maxBytes` declared, no encryption, and a
   * ratio a real part can have. yauzl stops the stream with an error when it inflates to more than declared.
   */
  async stream(name: string, maxBytes: number): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw damaged();
    if (entry.isEncrypted()) throw new EngineInputError('bad_workbook', PROTECTED_WORKBOOK);
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      entry.uncompressedSize > maxBytes ||
      (entry.uncompressedSize > WORKBOOK_LIMITS.ratioFloorBytes && ratio > WORKBOOK_LIMITS.maxRatio)
    ) {
      const gb = (entry.uncompressedSize / 1024 ** 3).toFixed(1);
      throw new EngineInputError(
        'bad_workbook',
        `This workbook unpacks to ${gb} GB (${Math.round(ratio)} times its size), more than a list of contacts can hold, so it was not opened. Export the sheet as CSV and upload that.`,
      );
    }
    try {
      return await this.zip.openReadStreamPromise(entry);
    } catch {
      throw damaged();
    }
  }

  /** The whole of a small part as text (workbook, relationships, styles, at most `WORKBOOK_LIMITS.maxPartBytes`). */
  async text(name: string): Promise<string> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await this.stream(name, WORKBOOK_LIMITS.maxPartBytes))
        chunks.push(chunk as Buffer);
    } catch (error) {
      throw error instanceof EngineInputError ? error : damaged();
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Closes the file. */
  close(): void {
    this.zip.close();
  }
}
