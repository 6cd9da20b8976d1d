import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { numberType } from './number-type';

const examples = Papa.parse<Record<string, string>>(readFixture('phone-libphonenumber/example-numbers.csv'), {
  header: true,
  skipEmptyLines: true,
}).data;

/** Each example as listed, and near misses: a digit changed, dropped or added, national and international. */
function variants(e164: string, national: string): string[] {
  const digits = national.replace(/\D/g, '');
  const out = [e164];
  for (let i = 0; i < digits.length; i++) {
    const changed = `${digits.slice(0, i)}${(Number(digits[i]) + 3) % 10}${digits.slice(i + 1)}`;
    out.push(changed, digits.slice(0, i) + digits.slice(i + 1));
  }
  out.push(`${digits}7`, `${e164}0`, e164.slice(0, -1));
  return out;
}

describe('numberType', () => {
  it("agrees with libphonenumber's getType() on every example number and its near misses", () => {
    const differing: string[] = [];
    let compared = 0;
    let valid = 0;
    for (const row of examples) {
      const region = row.region === '001' ? undefined : (row.region as CountryCode);
      for (const text of variants(row.e164!, row.national_number!)) {
        const parsed = parsePhoneNumberFromString(text, region);
        if (!parsed) continue;
        compared++;
        const expected = parsed.getType();
        if (expected) valid++;
        if (numberType(parsed) !== expected)
          differing.push(`${text} (${row.region}): ${numberType(parsed)} ≠ ${expected}`);
      }
    }
    expect(differing).toEqual([]);
    // Enough of both kinds to mean something: every example, and most variants invalid.
    expect(compared).toBeGreaterThan(20_000);
    expect(valid).toBeGreaterThan(2_000);
    expect(compared - valid).toBeGreaterThan(5_000);
  });
});
