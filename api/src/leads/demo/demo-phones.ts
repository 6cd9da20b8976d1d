/**
 * Phone numbers for the demo inventory: valid by libphonenumber (so the engine accepts them) and as
 * unlikely as we can make them to reach anyone. North American numbers use the 555-01XX block reserved
 * for fiction; other countries count up from libphonenumber's example mobile number.
 */

import { type CountryCode, getExampleNumber, isValidPhoneNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';

const NANP_AREA_CODES: Record<string, readonly string[]> = {
  US: [
    '201',
    '202',
    '203',
    '205',
    '206',
    '207',
    '208',
    '210',
    '212',
    '213',
    '214',
    '215',
    '216',
    '217',
    '218',
    '219',
    '224',
    '225',
    '228',
    '229',
    '231',
    '234',
    '239',
    '240',
    '248',
    '251',
    '252',
    '253',
    '254',
    '256',
    '260',
    '262',
    '267',
    '269',
    '270',
    '276',
    '281',
    '301',
    '302',
    '303',
    '304',
    '305',
    '307',
    '308',
    '309',
    '310',
    '312',
    '313',
    '314',
    '315',
    '316',
    '317',
    '318',
    '319',
    '320',
    '321',
    '323',
    '330',
    '334',
    '336',
  ],
  CA: [
    '204',
    '226',
    '236',
    '250',
    '289',
    '306',
    '343',
    '403',
    '416',
    '418',
    '438',
    '450',
    '506',
    '514',
    '519',
    '587',
    '604',
    '613',
    '647',
    '705',
  ],
};

/** An endless, deterministic supply of distinct valid numbers (E.164) for one country. */
export function* demoPhoneNumbers(country: string): Generator<string> {
  const areaCodes = NANP_AREA_CODES[country];
  if (areaCodes) {
    for (let line = 100; line < 200; line++) {
      for (const area of areaCodes) {
        const number = `+1${area}5550${line}`;
        if (isValidPhoneNumber(number)) yield number;
      }
    }
    return;
  }
  const example = getExampleNumber(country as CountryCode, examples);
  if (!example) return;
  const national = example.nationalNumber;
  const stem = national.slice(0, -4);
  for (let n = 0; n < 10_000; n++) {
    const number = `+${example.countryCallingCode}${stem}${String(n).padStart(4, '0')}`;
    if (isValidPhoneNumber(number)) yield number;
  }
}
