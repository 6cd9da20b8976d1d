import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

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

/** The bare loop's per-row checks: the e-mail cleaned, syntax-checked, and the phone parsed, typed and in E.164. */
export interface BareChecks {
  email: string;
  emailOk: boolean;
  e164: string;
  valid: boolean;
  type: string;
}

/** The bare loop's work on one row (cells in the generator's column order). */
export function checkRow(cells: readonly string[]): BareChecks {
  const email = (cells[2] ?? '').trim().toLowerCase();
  const parsed = parsePhoneNumberFromString(cells[3] ?? '', REGION[cells[6] ?? ''] ?? 'US');
  const valid = parsed?.isValid() ?? false;
  return {
    email,
    emailOk: EMAIL.test(email),
    e164: parsed?.number ?? '',
    valid,
    type: valid ? (parsed!.getType() ?? '') : '',
  };
}
