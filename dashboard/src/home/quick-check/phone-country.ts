/**
 * The country the Quick check reads phone numbers in, when they are typed without their country code: the one the
 * customer chose last (in this browser, for this account), else the region of the browser's language (`en-GB` is
 * the United Kingdom), else none. Accounts hold no country of their own (docs/decisions/site.md, Quick check).
 * @module
 */
import { phoneRegions } from './phone-regions';

/** No country: only numbers written with `+` and their country code can be read. */
export const NO_COUNTRY = '';

/** One choice of the country list: its code ('' for none) and what it reads, e.g. "United States (+1)". */
export interface PhoneCountryOption {
  code: string;
  label: string;
}

const known = new Set(phoneRegions.map((region) => region.code));

const storageKey = (userId: string) => `leadproof.quickCheck.country.${userId}`;

/** The region of each of the browser's languages that has one, in the browser's order of preference. */
function localeRegions(languages: readonly string[]): string[] {
  return languages.flatMap((language) => {
    try {
      const region = new Intl.Locale(language).maximize().region;
      return region ? [region] : [];
    } catch {
      return [];
    }
  });
}

/** The country to start with (see the module's note); `languages` defaults to the browser's. */
export function defaultPhoneCountry(
  userId: string | undefined,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  if (userId) {
    try {
      const stored = localStorage.getItem(storageKey(userId));
      if (stored !== null && (stored === NO_COUNTRY || known.has(stored))) return stored;
    } catch {
      // Storage off: the browser's language decides.
    }
  }
  return localeRegions(languages).find((region) => known.has(region)) ?? NO_COUNTRY;
}

/** Remembers the customer's choice for their next visit (this browser only). */
export function rememberPhoneCountry(userId: string | undefined, code: string): void {
  if (!userId) return;
  try {
    localStorage.setItem(storageKey(userId), code);
  } catch {
    // Not remembered; the default applies next time.
  }
}

/** The list to choose from: none first, then every region by its name in `locale`, with its calling code. */
export function phoneCountryOptions(locale = 'en'): PhoneCountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const regions = phoneRegions
    .map(({ code, callingCode }) => ({ code, label: `${names.of(code) ?? code} (+${callingCode})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ code: NO_COUNTRY, label: 'No country (numbers with +code)' }, ...regions];
}
