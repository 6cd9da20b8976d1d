import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { isPhoneRegion, type PhoneType, verifyPhone } from './verify-phone';

const rows = (file: string) =>
  Papa.parse<Record<string, string>>(readFixture(`phone-libphonenumber/${file}`), {
    header: true,
    skipEmptyLines: true,
  }).data;

/**
 * libphonenumber's own ExampleNumbersTest accepts FIXED_LINE_OR_MOBILE for a listed fixed-line or
 * mobile example (and the reverse), because some regions cannot tell them apart; "typed as listed"
 * follows that rule.
 */
function typeMatches(expected: string, actual: PhoneType): boolean {
  const listed = expected.toLowerCase();
  if (listed === actual) return true;
  const ambiguous = new Set(['fixed_line', 'mobile', 'fixed_line_or_mobile']);
  return (
    ambiguous.has(listed) &&
    ambiguous.has(actual) &&
    (listed === 'fixed_line_or_mobile' || actual === 'fixed_line_or_mobile')
  );
}

describe('libphonenumber example numbers', () => {
  const examples = rows('example-numbers.csv');

  it('are all valid, typed as listed and normalized to E.164, in every written form', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const row of examples) {
      const region = row.region !== '001' && isPhoneRegion(row.region!) ? row.region : undefined;
      const forms = [row.e164!, row.international!, ...(row.national && region ? [row.national] : [])];
      for (const input of forms) {
        checked++;
        const verdict = verifyPhone(input, region);
        if (
          verdict.status !== 'valid' ||
          verdict.e164 !== row.e164 ||
          !typeMatches(row.expected_type!, verdict.type)
        ) {
          failures.push(
            `${row.region} ${input}: ${verdict.status} ${verdict.type} ${verdict.e164} (listed ${row.expected_type})`,
          );
        }
      }
    }
    console.info(
      `phone examples: ${checked - failures.length}/${checked} forms of ${examples.length} numbers valid and typed`,
    );
    expect(examples).toHaveLength(1148);
    expect(failures).toEqual([]);
  });

  it('finds the exact listed type for every number outside the fixed/mobile ambiguity', () => {
    const exact = examples.filter(
      (row) => !['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(row.expected_type!),
    );
    const wrong = exact.filter(
      (row) => verifyPhone(row.e164!, undefined).type !== row.expected_type!.toLowerCase(),
    );
    expect(wrong.map((row) => `${row.region} ${row.e164} ${row.expected_type}`)).toEqual([]);
  });
});

describe('length-mutated numbers', () => {
  it('are all invalid', () => {
    const variants = rows('invalid-length-variants.csv');
    const accepted = variants.filter((row) => verifyPhone(row.e164!, undefined).status !== 'invalid');
    console.info(`invalid variants: ${variants.length - accepted.length}/${variants.length} invalid`);
    expect(variants).toHaveLength(614);
    expect(accepted.map((row) => row.e164)).toEqual([]);
  });
});

describe('verifyPhone on messy input', () => {
  it.each([
    ['(415) 555-2671', 'US', '+14155552671'],
    ['415.555.2671', 'US', '+14155552671'],
    ['0044 20 7946 0958', undefined, '+442079460958'],
    ['+44 (0)20 7946 0958', undefined, '+442079460958'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['tel:+49 30 1234567', undefined, '+49301234567'],
  ])('reads %j (region %s) as %s', (raw, region, e164) => {
    expect(verifyPhone(raw, region as 'US' | 'GB' | undefined)).toMatchObject({ status: 'valid', e164 });
  });

  it('keeps the extension out of E.164 and reports it', () => {
    expect(verifyPhone('+1 415 555 2671 ext. 123', undefined)).toMatchObject({
      status: 'valid',
      e164: '+14155552671',
      extension: '123',
    });
    expect(verifyPhone('(415) 555-2671 x45', 'US')).toMatchObject({ e164: '+14155552671', extension: '45' });
  });

  it('says why a number is not valid', () => {
    expect(verifyPhone('n/a', 'US')).toMatchObject({ status: 'invalid', reason: 'not_a_number' });
    expect(verifyPhone('415 555', 'US')).toMatchObject({ status: 'invalid', reason: 'too_short' });
    expect(verifyPhone('415 555 2671', undefined)).toMatchObject({ status: 'invalid', reason: 'no_region' });
    expect(verifyPhone('', 'US')).toMatchObject({ status: 'missing' });
  });
});
