import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { decodeText } from '../src/csv/decode';
import { readCsvRows } from '../src/csv/read-rows';
import { formatRow } from '../src/csv/write-row';
import { openInput } from '../src/verify/source';
import { type BareChecks, checkRow } from './bare-phone-email';

/** The input's batches of parsed rows, header included, as the engine's reader yields them. */
export function readBatches(input: string): AsyncGenerator<string[][]> {
  return readCsvRows(
    decodeText(openInput({ path: input }), { encoding: 'utf-8', bom: false, invalidUtf8Chunks: 0 }),
  );
}

/** Exact-key de-duplication and the CSV write, in input order: the part of the bare loop that stays on one thread. */
export class BareWriter {
  private readonly out;
  private readonly seen = new Set<string>();
  private chunk = '';
  rows = 0;

  constructor(output: string) {
    this.out = createWriteStream(output);
  }

  /** Writes one data row with its checks; a promise only when the output must drain first. */
  add(cells: readonly string[], checks: BareChecks): Promise<void> | undefined {
    this.rows++;
    const { email, emailOk, e164, valid, type } = checks;
    const key = emailOk ? email : e164;
    const duplicate = key !== '' && this.seen.has(key);
    if (key) this.seen.add(key);
    this.chunk += `${formatRow([...cells, emailOk ? 'valid' : 'invalid', e164, valid ? 'valid' : 'invalid', type, duplicate ? 'dup' : ''])}\r\n`;
    if (this.chunk.length <= 65536) return undefined;
    const flowing = this.out.write(this.chunk);
    this.chunk = '';
    return flowing ? undefined : once(this.out, 'drain').then(() => undefined);
  }

  /** Flushes and closes the output; returns the data rows written. */
  async end(): Promise<number> {
    this.out.end(this.chunk);
    await once(this.out, 'finish');
    return this.rows;
  }
}

/**
 * The baseline the engine is measured against: the same CSV parser, libphonenumber
 * parse/validate/type/E.164 on the phone column (in the row's region), an e-mail syntax check,
 * exact-key de-duplication and a CSV write, on one thread. Nothing else.
 */
export async function bareLoop(input: string, output: string): Promise<number> {
  const writer = new BareWriter(output);
  let header = true;
  for await (const batch of readBatches(input)) {
    for (const cells of batch) {
      if (header) {
        header = false;
        continue;
      }
      const draining = writer.add(cells, checkRow(cells));
      if (draining) await draining;
    }
  }
  return writer.end();
}
