import { type CountryCode, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { parsePhone } from './parse-phone';

const examples = Papa.parse<Record<string, string>>(readFixture('phone-libphonenumber/example-numbers.csv'), {
  header: true,
  skipEmptyLines: true,
}).data;

/** Everything the engine reads from a parsed number, and what else could tell two parses apart. */
function reading(parsed: PhoneNumber | undefined) {
  if (!parsed) return undefined;
  return {
    number: parsed.number,
    country: parsed.country,
    countryCallingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    ext: parsed.ext,
    carrierCode: parsed.carrierCode,
    possible: parsed.isPossible(),
    type: parsed.getType(),
  };
}

/** Each example written several ways, and near misses: a digit changed, dropped or added. */
function variants(e164: string, national: string): string[] {
  const digits = national.replace(/\D/g, '');
  const code = e164.slice(1, e164.length - digits.length);
  const out = [
    e164,
    `+${code} ${digits}`,
    `00${code}${digits}`,
    `${e164} ext. 12`,
    digits,
    `${code}${digits}`,
  ];
  for (let i = 0; i < digits.length; i++) {
    const changed = `${digits.slice(0, i)}${(Number(digits[i]) + 3) % 10}${digits.slice(i + 1)}`;
    out.push(changed, `+${code}${changed}`, `+${code}${digits.slice(0, i)}${digits.slice(i + 1)}`);
  }
  out.push(`${digits}7`, `${e164}0`, e164.slice(0, -1));
  return out;
}

/** Shared calling codes' countries (+1 and +7, +44, +61 …) as default regions, and none. */
const REGIONS: Array<CountryCode | undefined> = [undefined, 'US', 'CA', 'JM', 'GB', 'KZ'];

describe('parsePhone', () => {
  it('reads every example number and its near misses as libphonenumber does, in every default region', {
    timeout: 300_000,
  }, () => {
    const differing: string[] = [];
    let compared = 0;
    const countries = new Set<string>();
    for (const row of examples) {
      const texts = variants(row.e164!, row.national_number!);
      const own = row.region === '001' ? undefined : (row.region as CountryCode);
      for (const region of [own, ...REGIONS]) {
        for (const text of texts) {
          const expected = reading(parsePhoneNumberFromString(text, region));
          const actual = reading(parsePhone(text, region));
          compared++;
          if (expected?.country) countries.add(expected.country);
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            differing.push(`${text} (${region}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(100_000);
    // Every country of +1 (and the other shared codes) was chosen by some number.
    for (const country of ['US', 'CA', 'AG', 'JM', 'PR', 'VI', 'GB', 'JE', 'KZ', 'CX'])
      expect(countries, country).toContain(country);
  });

  it('chooses among the +1 countries as libphonenumber does for random ten-digit numbers', {
    timeout: 120_000,
  }, () => {
    let seed = 42;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const differing: string[] = [];
    for (let i = 0; i < 2_000; i++) {
      const digits = String(Math.floor(random() * 1e10)).padStart(10, '0');
      for (const text of [`+1 ${digits}`, `1${digits}`, digits]) {
        for (const region of [undefined, 'US', 'BS'] as const) {
          const expected = reading(parsePhoneNumberFromString(text, region));
          const actual = reading(parsePhone(text, region));
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            differing.push(`${text} (${region}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
  });
});
