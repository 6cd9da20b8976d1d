import type { LeadFacetsResponse, LeadPreset, LeadQuoteResponse } from '@leadproof/contract/leads';

// What the embedded server's demo inventory offers, in its shape, for the stories and tests of the order form.

/** Facets of a demo inventory of 5,000 leads. */
export const facetsFixture: LeadFacetsResponse = {
  total: 5_000,
  industries: [
    { value: 'Software', count: 1_240 },
    { value: 'Financial Services', count: 860 },
    { value: 'Healthcare', count: 780 },
    { value: 'Manufacturing', count: 720 },
    { value: 'Retail', count: 690 },
    { value: 'Education', count: 710 },
  ],
  countries: [
    { value: 'US', name: 'United States', count: 1_900 },
    { value: 'GB', name: 'United Kingdom', count: 620 },
    { value: 'DE', name: 'Germany', count: 540 },
    { value: 'CA', name: 'Canada', count: 410 },
    { value: 'FR', name: 'France', count: 380 },
    { value: 'NL', name: 'Netherlands', count: 260 },
    { value: 'ES', name: 'Spain', count: 240 },
    { value: 'IT', name: 'Italy', count: 230 },
    { value: 'SE', name: 'Sweden', count: 150 },
    { value: 'AU', name: 'Australia', count: 160 },
    { value: 'IE', name: 'Ireland', count: 110 },
  ],
  seniorities: [
    { value: 'owner', count: 210 },
    { value: 'c_level', count: 420 },
    { value: 'vp', count: 510 },
    { value: 'director', count: 830 },
    { value: 'manager', count: 1_260 },
    { value: 'senior', count: 890 },
    { value: 'individual', count: 640 },
    { value: 'entry', count: 240 },
  ],
  companySizes: [
    { min: 1, max: 10, count: 620 },
    { min: 11, max: 50, count: 1_140 },
    { min: 51, max: 200, count: 1_380 },
    { min: 201, max: 1_000, count: 1_060 },
    { min: 1_001, max: 5_000, count: 540 },
    { min: 5_001, max: null, count: 260 },
  ],
  demo: true,
};

/** A quote for 50 Software leads in the US, from the demo inventory. */
export function quoteFixture(overrides: Partial<LeadQuoteResponse> = {}): LeadQuoteResponse {
  return {
    matching: 472,
    available: 472,
    count: 50,
    pricePerRow: 1.5,
    cost: 75,
    demo: true,
    ...overrides,
  };
}

/** A saved preset: Software and Financial Services in the US and Canada, directors and up, 50 leads. */
export function presetFixture(overrides: Partial<LeadPreset> = {}): LeadPreset {
  return {
    id: 'preset_1',
    name: 'North America fintech',
    icp: {
      industries: ['Software', 'Financial Services'],
      countries: ['US', 'CA'],
      seniorities: ['c_level', 'vp', 'director'],
      titleKeywords: ['sales', 'revenue'],
      companySizes: [
        { min: 51, max: 200 },
        { min: 201, max: 1_000 },
      ],
    },
    count: 50,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
