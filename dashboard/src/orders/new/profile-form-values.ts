import {
  type LeadIcpInput,
  type LeadPreset,
  type LeadQuoteBody,
  type LeadSeniority,
  leadSeniorities,
  MAX_LEADS_PER_ORDER,
} from '@leadproof/contract/leads';
import { formatNumber } from '../../lib/format-date';
import { companySizeKeyOfRange, companySizeRangeOfKey } from './company-size-band';

/** What the profile form holds, as chosen and typed. */
export interface ProfileFormValues {
  industries: readonly string[];
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
  seniorities: readonly LeadSeniority[];
  titleKeywords: readonly string[];
  /** Company-size band keys (`companySizeBandKey`). */
  companySizes: readonly string[];
  /** The number of leads, as typed. */
  count: string;
}

/** A message per field that needs fixing; an empty object when the profile can be quoted and bought. */
export type ProfileFormErrors = Partial<Record<'industries' | 'countries' | 'count', string>>;

/** The contract's most title keywords per profile (`leadIcpSchema`). */
export const MAX_TITLE_KEYWORDS = 20;

/** The form before anything is chosen: 100 leads, a common first order. */
export const emptyProfileForm: ProfileFormValues = {
  industries: [],
  countries: [],
  seniorities: [],
  titleKeywords: [],
  companySizes: [],
  count: '100',
};

/** The number of leads typed, when it is a whole number the contract takes (1..10,000); else undefined. */
export function leadCountOf(values: Pick<ProfileFormValues, 'count'>): number | undefined {
  const typed = values.count.trim().replace(/[,\s]/g, '');
  if (!/^\d+$/.test(typed)) return undefined;
  const count = Number(typed);
  return count >= 1 && count <= MAX_LEADS_PER_ORDER ? count : undefined;
}

/** The form's problems, each message naming its field and saying what to do. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.industries.length === 0) errors.industries = 'Industries: choose at least one industry';
  if (values.countries.length === 0) errors.countries = 'Countries: choose at least one country';
  if (leadCountOf(values) === undefined)
    errors.count = `Number of leads: enter a whole number from 1 to ${formatNumber(MAX_LEADS_PER_ORDER)}`;
  return errors;
}

/** The ideal customer profile of the form; optional lists are left out when empty ("any"). */
export function profileIcp(values: ProfileFormValues): LeadIcpInput {
  const companySizes = values.companySizes.flatMap((key) => companySizeRangeOfKey(key) ?? []);
  return {
    industries: [...values.industries],
    countries: [...values.countries],
    ...(values.seniorities.length > 0 ? { seniorities: sortedSeniorities(values.seniorities) } : {}),
    ...(values.titleKeywords.length > 0 ? { titleKeywords: [...values.titleKeywords] } : {}),
    ...(companySizes.length > 0 ? { companySizes } : {}),
  };
}

/** The quote (and order) body of a valid form; null while the form has problems. */
export function profileQuoteBody(values: ProfileFormValues): LeadQuoteBody | null {
  const count = leadCountOf(values);
  if (count === undefined || Object.keys(validateProfileForm(values)).length > 0) return null;
  return { icp: profileIcp(values), count };
}

/** A saved preset as form values; the count stays as it is when the preset has none. */
export function profileFormOfPreset(
  preset: Pick<LeadPreset, 'icp' | 'count'>,
  current: ProfileFormValues,
): ProfileFormValues {
  const { icp } = preset;
  return {
    industries: [...icp.industries],
    countries: [...icp.countries],
    seniorities: [...(icp.seniorities ?? [])],
    titleKeywords: [...(icp.titleKeywords ?? [])],
    companySizes: (icp.companySizes ?? []).map(companySizeKeyOfRange),
    count: preset.count === null ? current.count : String(preset.count),
  };
}

/** Seniorities most senior first, as the contract lists them, whatever order they were ticked in. */
export function sortedSeniorities(chosen: readonly LeadSeniority[]): LeadSeniority[] {
  return leadSeniorities.filter((seniority) => chosen.includes(seniority));
}
