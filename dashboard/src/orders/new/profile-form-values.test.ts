import { describe, expect, it } from 'vitest';
import { presetFixture } from './lead-fixtures';
import { emptyProfileForm, profileFormOfPreset, profileQuoteBody, validateProfileForm } from './profile-form-values';

describe('profile form', () => {
  it('names each field to fix: industries, countries, and a count from 1 to 10,000', () => {
    expect(validateProfileForm({ ...emptyProfileForm, count: '0' })).toEqual({
      industries: 'Industries: choose at least one industry',
      countries: 'Countries: choose at least one country',
      count: 'Number of leads: enter a whole number from 1 to 10,000',
    });
    const filled = { ...emptyProfileForm, industries: ['Software'], countries: ['US'] };
    for (const count of ['10001', '1.5', 'ten', ''])
      expect(validateProfileForm({ ...filled, count }).count).toBeDefined();
    for (const count of ['1', '10000', '10,000', ' 50 '])
      expect(validateProfileForm({ ...filled, count })).toEqual({});
  });

  it('quotes a valid form only, leaving the optional lists out when empty and ordering seniorities', () => {
    expect(profileQuoteBody(emptyProfileForm)).toBeNull();
    expect(
      profileQuoteBody({ ...emptyProfileForm, industries: ['Software'], countries: ['US'], count: '50' }),
    ).toEqual({ icp: { industries: ['Software'], countries: ['US'] }, count: 50 });
    expect(
      profileQuoteBody({
        industries: ['Software'],
        countries: ['US', 'CA'],
        seniorities: ['manager', 'c_level'],
        titleKeywords: ['sales'],
        companySizes: ['51-200', '5001-'],
        count: '1,000',
      }),
    ).toEqual({
      icp: {
        industries: ['Software'],
        countries: ['US', 'CA'],
        seniorities: ['c_level', 'manager'],
        titleKeywords: ['sales'],
        companySizes: [{ min: 51, max: 200 }, { min: 5001 }],
      },
      count: 1000,
    });
  });

  it('loads a preset into the form and back to the same profile; a preset without a count keeps the one typed', () => {
    const preset = presetFixture();
    const values = profileFormOfPreset(preset, emptyProfileForm);
    expect(profileQuoteBody(values)).toEqual({ icp: preset.icp, count: 50 });
    expect(profileFormOfPreset({ ...preset, count: null }, { ...emptyProfileForm, count: '250' }).count).toBe(
      '250',
    );
  });
});
