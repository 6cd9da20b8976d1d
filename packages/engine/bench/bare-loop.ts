import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { decodeText } from '../src/csv/decode';
import { readCsvRows } from '../src/csv/read-rows';
import { formatRow } from '../src/csv/write-row';
import { openInput } from '../src/verify/source';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The generator's country spellings; the baseline parses each phone in its row's region, as the engine does. */
const REGION: Readonly<Record<string, CountryCode>> = {
  'United States': 'US',
  USA: 'US',
  US: 'US',
  Canada: 'CA',
  UK: 'GB',
  Deutschland: 'DE',
  France: 'FR',
  España: 'ES',
};

/**
 * The baseline the engine is measured against: the same CSV parser, libphonenumber
 * parse/validate/type/E.164 on the phone column (in the row's region), an e-mail syntax check,
 * exact-key de-duplication and a CSV write. Nothing else.
 */
export async function bareLoop(input: string, output: string): Promise<number> {
  const out = createWriteStream(output);
  const seen = new Set<string>();
  let rows = 0;
  let header = true;
  let chunk = '';
  for await (const batch of readCsvRows(
    decodeText(openInput({ path: input }), { encoding: 'utf-8', bom: false, invalidUtf8Chunks: 0 }),
  )) {
    for (const cells of batch) {
      if (header) {
        header = false;
        continue;
      }
      rows++;
      const email = (cells[2] ?? '').trim().toLowerCase();
      const emailOk = EMAIL.test(email);
      const parsed = parsePhoneNumberFromString(cells[3] ?? '', REGION[cells[6] ?? ''] ?? 'US');
      const valid = parsed?.isValid() ?? false;
      const type = valid ? (parsed!.getType() ?? '') : '';
      const e164 = parsed?.number ?? '';
      const key = emailOk ? email : e164;
      const duplicate = key !== '' && seen.has(key);
      if (key) seen.add(key);
      chunk += `${formatRow([...cells, emailOk ? 'valid' : 'invalid', e164, valid ? 'valid' : 'invalid', type, duplicate ? 'dup' : ''])}\r\n`;
      if (chunk.length > 65536) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return rows;
}
