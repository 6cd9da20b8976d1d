import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { companyKey, standardizeCompany } from './company';

/** [raw name, standardized, key of the standardized name, key of the raw name]. */
const CASES = JSON.parse(readFixture('company-names/cases.json')) as [string, string, string, string][];

describe('company names', () => {
  it('standardize and key 900 tricky names as the regex-based implementation did (but for "& Co.")', () => {
    expect(CASES.length).toBe(900);
    const differing = CASES.filter(
      ([raw, standard, standardKey, rawKey]) =>
        standardizeCompany(raw) !== standard ||
        companyKey(standard) !== standardKey ||
        companyKey(raw) !== rawKey,
    );
    expect(differing).toEqual([]);
  });

  it.each([
    ['Quarry & Co', 'Quarry & Co.'],
    ['quarry & co', 'Quarry & Co.'],
    ['Smith &Company', 'Smith & Co.'],
    ['AT&T', 'AT&T'],
    ['at&t', 'AT&T'],
    ['AT&T INC', 'AT&T Inc.'],
    ['p&g', 'P&G'],
    ['B&Q plc', 'B&Q PLC'],
    ['Johnson & Johnson', 'Johnson & Johnson'],
    ['JOHNSON & JOHNSON', 'Johnson & Johnson'],
    ['johnson & johnson', 'Johnson & Johnson'],
    ['Procter & Gamble Co', 'Procter & Gamble Co.'],
    ["Ben & Jerry's", "Ben & Jerry's"],
    ['Yahoo! Inc', 'Yahoo! Inc.'],
    ['Max Mustermann GmbH & Co. KG', 'Max Mustermann GmbH & Co. KG'],
  ])('keeps the meaningful punctuation of %j: %j', (raw, standard) => {
    expect(standardizeCompany(raw)).toBe(standard);
  });

  it('matches names whatever their ampersands', () => {
    expect(companyKey('Quarry & Co')).toBe(companyKey('Quarry Co.'));
    expect(companyKey('Johnson & Johnson')).toBe(companyKey('Johnson and Johnson'));
  });

  it('keeps the known quirks: dotted two-letter forms fold to two words and stay in the key', () => {
    expect(standardizeCompany('beispiel ev')).toBe('Beispiel e.V.');
    expect(companyKey('Beispiel e.V.')).toBe('beispiel e v');
    expect(companyKey('Acme Company, Inc.')).toBe('acme');
    expect(companyKey('The Acme and Sons Ltd')).toBe('acme sons');
  });
});
