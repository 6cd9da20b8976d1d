import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import { isOverlong } from '../safety/cell-limit';
import { numberType } from './number-type';

/** `lp_phone_status` values. */
export type PhoneStatus = 'valid' | 'invalid' | 'missing';

/** `lp_phone_type` values: libphonenumber's types in snake case, or `unknown`. */
export type PhoneType =
  | 'mobile'
  | 'fixed_line'
  | 'fixed_line_or_mobile'
  | 'voip'
  | 'toll_free'
  | 'premium_rate'
  | 'shared_cost'
  | 'personal_number'
  | 'pager'
  | 'uan'
  | 'voicemail'
  | 'unknown';

/** `lp_phone_reason` codes for numbers that are not valid. */
export type PhoneReason =
  | 'not_a_number'
  | 'no_region'
  | 'too_short'
  | 'too_long'
  | 'invalid_country'
  | 'invalid_number'
  | 'cell_too_long';

/** The verdict on one phone cell. */
export interface PhoneVerdict {
  status: PhoneStatus;
  /** E.164 (`+14155550100`) when the number parsed, even if invalid; else empty. */
  e164: string;
  type: PhoneType;
  /** Extension digits, kept out of E.164. */
  extension: string;
  reason: PhoneReason | '';
}

const MISSING: PhoneVerdict = { status: 'missing', e164: '', type: 'unknown', extension: '', reason: '' };

const LENGTH_REASONS: Readonly<Record<string, PhoneReason>> = {
  TOO_SHORT: 'too_short',
  TOO_LONG: 'too_long',
  INVALID_LENGTH: 'invalid_number',
  INVALID_COUNTRY: 'invalid_country',
  NOT_A_NUMBER: 'not_a_number',
};

/** True when `code` is a region libphonenumber knows, so it can serve as a default region. */
export function isPhoneRegion(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

/** Tidies what spreadsheets and CRMs do to numbers before the parser sees them. */
function clean(raw: string, region: CountryCode | undefined): string {
  let text = raw.trim().replace(/^tel:/i, '');
  // Without a default region only "+" marks an international number; "00" is the common way to write it.
  if (!region && /^00[1-9]/.test(text)) text = `+${text.slice(2)}`;
  return text;
}

/**
 * Parses, validates and types one number with libphonenumber's full metadata. `region` is the
 * row's country or the file's default; numbers written with `+` or `00` need neither. A cell over
 * the length cap is `invalid` unread.
 */
export function verifyPhone(raw: string, region: CountryCode | undefined): PhoneVerdict {
  if (raw.trim() === '') return MISSING;
  // Not `too_long`, which libphonenumber gives a number with too many digits: this cell was not read.
  if (isOverlong(raw))
    return { status: 'invalid', e164: '', type: 'unknown', extension: '', reason: 'cell_too_long' };
  const text = clean(raw, region);
  // Cells with too few digits (n/a, "-", "ask reception") are not numbers; skip the parser's exception path.
  if (!/\d[^\d]*\d[^\d]*\d/.test(text)) {
    return { status: 'invalid', e164: '', type: 'unknown', extension: '', reason: 'not_a_number' };
  }
  // A national number with no country to read it in cannot be parsed; say so without trying.
  if (!region && !text.trimStart().startsWith('+')) {
    return { status: 'invalid', e164: '', type: 'unknown', extension: '', reason: 'no_region' };
  }
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed) {
    const length = validatePhoneNumberLength(text, region);
    const reason: PhoneReason = (length && LENGTH_REASONS[length]) || 'invalid_number';
    return { status: 'invalid', e164: '', type: 'unknown', extension: '', reason };
  }
  const extension = parsed.ext ?? '';
  // With the full ("max") metadata `isValid()` is exactly `getType() !== undefined` (both run the
  // same type patterns), so the type alone decides: the patterns run once per number, not twice.
  const type = numberType(parsed);
  if (type === undefined) {
    // Parsing again for the length verdict is only worth it when the length is the problem.
    const length = parsed.isPossible() ? undefined : validatePhoneNumberLength(text, region);
    return {
      status: 'invalid',
      e164: parsed.number,
      type: 'unknown',
      extension,
      reason: (length && LENGTH_REASONS[length]) || 'invalid_number',
    };
  }
  return {
    status: 'valid',
    e164: parsed.number,
    type: type ? (type.toLowerCase() as PhoneType) : 'unknown',
    extension,
    reason: '',
  };
}

const TYPE_RANK: Partial<Record<PhoneType, number>> = { mobile: 3, fixed_line_or_mobile: 2, fixed_line: 1 };

/** Orders verdicts for picking a row's best number: valid before invalid, mobiles first. */
export function phoneRank(verdict: PhoneVerdict): number {
  if (verdict.status === 'valid') return 10 + (TYPE_RANK[verdict.type] ?? 0);
  return verdict.status === 'invalid' ? 1 : 0;
}
