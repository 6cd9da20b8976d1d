import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { companyKey, standardizeCompany } from './company';

/** [raw name, standardized, key of the standardized name, key of the raw name]. */
const CASES = JSON.parse(readFixture('company-names/cases.json')) as [string, string, string, string][];

describe('company names', () => {
  it('standardize and key 900 tricky names exactly as the regex-based implementation did', () => {
    expect(CASES.length).toBe(900);
    const differing = CASES.filter(
      ([raw, standard, standardKey, rawKey]) =>
        standardizeCompany(raw) !== standard ||
        companyKey(standard) !== standardKey ||
        companyKey(raw) !== rawKey,
    );
    expect(differing).toEqual([]);
  });

  it('keeps the known quirks: dotted two-letter forms fold to two words and stay in the key', () => {
    expect(standardizeCompany('beispiel ev')).toBe('Beispiel e.V.');
    expect(companyKey('Beispiel e.V.')).toBe('beispiel e v');
    expect(companyKey('Acme Company, Inc.')).toBe('acme');
    expect(companyKey('The Acme and Sons Ltd')).toBe('acme sons');
  });
});
