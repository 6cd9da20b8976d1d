// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPhoneCountry, NO_COUNTRY, phoneCountryOptions, rememberPhoneCountry } from './phone-country';

afterEach(() => localStorage.clear());

describe('the Quick check phone country', () => {
  it("starts from the browser's language region, the first that has one", () => {
    expect(defaultPhoneCountry('u1', ['en-GB', 'en'])).toBe('GB');
    expect(defaultPhoneCountry('u1', ['de'])).toBe('DE');
    expect(defaultPhoneCountry('u1', ['fr-CA', 'fr'])).toBe('CA');
    expect(defaultPhoneCountry('u1', ['not a locale', 'pt-BR'])).toBe('BR');
    expect(defaultPhoneCountry('u1', [])).toBe(NO_COUNTRY);
  });

  it("remembers the account's last choice in this browser, none included", () => {
    rememberPhoneCountry('u1', 'US');
    expect(defaultPhoneCountry('u1', ['en-GB'])).toBe('US');
    expect(defaultPhoneCountry('u2', ['en-GB'])).toBe('GB');
    rememberPhoneCountry('u1', NO_COUNTRY);
    expect(defaultPhoneCountry('u1', ['en-GB'])).toBe(NO_COUNTRY);
    localStorage.setItem('leadproof.quickCheck.country.u1', 'ZZ');
    expect(defaultPhoneCountry('u1', ['en-GB'])).toBe('GB');
  });

  it('lists none first, then each country by name with its calling code', () => {
    const options = phoneCountryOptions();
    expect(options[0]).toEqual({ code: NO_COUNTRY, label: 'No country (numbers with +code)' });
    expect(options).toContainEqual({ code: 'US', label: 'United States (+1)' });
    expect(options).toContainEqual({ code: 'GB', label: 'United Kingdom (+44)' });
    const labels = options.slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
  });
});
