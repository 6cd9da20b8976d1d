import countries from 'world-countries';
import { foldKey } from './text';

/** Everyday names and abbreviations the country data set leaves out. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  usa: 'US',
  'u s a': 'US',
  us: 'US',
  'u s': 'US',
  america: 'US',
  'united states': 'US',
  'etats unis': 'US',
  'estados unidos': 'US',
  eeuu: 'US',
  uk: 'GB',
  'u k': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'royaume uni': 'GB',
  'reino unido': 'GB',
  'vereinigtes konigreich': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  uae: 'AE',
  'south korea': 'KR',
  korea: 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  'viet nam': 'VN',
  deutschland: 'DE',
  brasil: 'BR',
  espana: 'ES',
  mexico: 'MX',
  'hong kong sar': 'HK',
  'taiwan roc': 'TW',
  'republic of ireland': 'IE',
  eire: 'IE',
  turkiye: 'TR',
};

const INDEX: ReadonlyMap<string, string> = (() => {
  const index = new Map<string, string>();
  const add = (name: string | undefined, code: string) => {
    if (!name) return;
    const key = foldKey(name);
    if (key && !index.has(key)) index.set(key, code);
  };
  // Earlier passes win collisions: codes, then English names, then native names, translations, alternatives.
  for (const c of countries) add(c.cca2, c.cca2);
  for (const c of countries) add(c.cca3, c.cca2);
  for (const [name, code] of Object.entries(EXTRA_NAMES)) add(name, code);
  for (const c of countries) add(c.name.common, c.cca2);
  for (const c of countries) add(c.name.official, c.cca2);
  for (const c of countries) {
    for (const native of Object.values(c.name.native ?? {})) {
      add(native.common, c.cca2);
      add(native.official, c.cca2);
    }
  }
  for (const c of countries) {
    for (const translation of Object.values(c.translations ?? {})) {
      add(translation.common, c.cca2);
      add(translation.official, c.cca2);
    }
  }
  for (const c of countries) for (const alt of c.altSpellings ?? []) add(alt, c.cca2);
  return index;
})();

/**
 * ISO 3166-1 alpha-2 code for a country written any common way: code (`DE`, `DEU`), English,
 * native or translated name (`Deutschland`, `Allemagne`), or abbreviation (`USA`, `U.K.`).
 * @example toCountryCode('Österreich') // "AT"
 */
export function toCountryCode(value: string): string | undefined {
  const key = foldKey(value);
  if (!key) return undefined;
  return INDEX.get(key) ?? INDEX.get(key.replace(/^the /, ''));
}
