import {
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
  parsePhoneNumberFromString as parseWithMetadata,
} from 'libphonenumber-js/core';
// The very metadata object `libphonenumber-js/max` uses (one copy per thread, ~3 MB).
import metadata from 'libphonenumber-js/metadata.max';
import { countryOfNationalNumber, hasNationalPrefix } from './number-type';

const callingCodes = (metadata as unknown as { country_calling_codes: Record<string, string[]> })
  .country_calling_codes;

/** The same metadata with other countries listed for some calling codes. */
function withCallingCodes(lists: Record<string, string[]>): MetadataJson {
  return { ...metadata, country_calling_codes: { ...callingCodes, ...lists } } as MetadataJson;
}

/**
 * Every shared calling code listing only its main country (US for +1): libphonenumber then takes
 * that country without testing the number against each country's patterns.
 */
const MAIN_COUNTRIES_ONLY = withCallingCodes(
  Object.fromEntries(
    Object.entries(callingCodes)
      .filter(([, countries]) => countries.length > 1)
      .map(([code, countries]) => [code, [countries[0]!]]),
  ),
);

const narrowed = new Map<string, MetadataJson>();

/**
 * Metadata under which libphonenumber's choice among the countries of `code` comes out as `country`
 * in as few tests as possible: the main country stays first (its plan is the calling code's, which
 * reads the national number), followed by the answer, or by itself again when no country matches.
 */
function metadataChoosing(code: string, country: string | undefined): MetadataJson {
  const key = `${code} ${country ?? ''}`;
  let found = narrowed.get(key);
  if (!found) {
    const main = callingCodes[code]![0]!;
    found = withCallingCodes({ [code]: [main, country ?? main] });
    narrowed.set(key, found);
  }
  return found;
}

/** A number written with digits and separators only (an optional leading `+`): no extension, no words. */
const PLAIN_NUMBER = /^\+?[\d\s().\-/]+$/;

/**
 * `parsePhoneNumberFromString(text, region)` of `libphonenumber-js/max`, with the same result. For a
 * calling code shared by several countries (+1: the US, Canada and 23 more) libphonenumber picks the
 * country by testing the national number against each one's patterns, compiling every pattern from
 * its text on every test: that choice alone was ~9% of the engine's CPU. Here a plainly written
 * number is read once with the main country taken untested; when no national prefix was there to
 * strip (stripping one is the only other place libphonenumber makes the choice, and its outcome
 * depends on it), the national number read is the one libphonenumber reads, so the country is
 * chosen from it with compiled patterns by libphonenumber's own rule. Only when that is not the main
 * country is the number read again, under metadata that makes libphonenumber reach that answer in
 * two tests instead of up to twenty-five. Anything else is read the usual way.
 */
export function parsePhone(text: string, region: CountryCode | undefined): PhoneNumber | undefined {
  // libphonenumber reads `(text, undefined, metadata)` as no default region; its typings omit that form.
  const parse = (metadataJson: MetadataJson) => parseWithMetadata(text, region as CountryCode, metadataJson);
  if (!PLAIN_NUMBER.test(text)) return parse(metadata as MetadataJson);
  const first = parse(MAIN_COUNTRIES_ONLY);
  if (!first) return parse(metadata as MetadataJson);
  const code = first.countryCallingCode as string;
  const countries = callingCodes[code];
  // One country for the calling code: the metadata used is the usual one for it.
  if (!countries || countries.length === 1) return first;
  const digits = text.replace(/\D/g, '');
  const number = text.startsWith('+') ? digits.slice(code.length) : digits;
  const national = first.nationalNumber as string;
  if (
    national !== number ||
    hasNationalPrefix(countries[0]!, number) ||
    (region !== undefined && hasNationalPrefix(region, number))
  )
    return parse(metadata as MetadataJson);
  const country = countryOfNationalNumber(countries, national);
  if (country === countries[0]) return first;
  return parse(metadataChoosing(code, country));
}
