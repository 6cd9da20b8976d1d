import { type CountryCode, Metadata, type NumberType, type PhoneNumber } from 'libphonenumber-js/max';

type LineType = NonNullable<NumberType>;

/** The types libphonenumber tries after fixed line, in its order: the first that matches wins. */
const LATER_TYPES: readonly LineType[] = [
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];

/** One type's test: its national-number pattern, tried only on numbers of its possible lengths. */
interface TypeRule {
  type: LineType;
  pattern: RegExp;
  lengths: readonly number[] | undefined;
}

/** A numbering plan's patterns, compiled once. */
interface PlanRules {
  national: RegExp;
  /** The plan's leading-digits pattern, which alone decides among countries that share a calling code. */
  leadingDigits: RegExp | undefined;
  /** What libphonenumber strips as a national prefix (or rewrites), anchored at the start. */
  nationalPrefix: RegExp | undefined;
  fixedLine: TypeRule | undefined;
  /** True when a fixed-line match is also a mobile one by definition (no mobile type, or its pattern was folded into fixed line). */
  fixedLineIsMobile: boolean;
  mobile: TypeRule | undefined;
  later: TypeRule[];
}

function wholeMatch(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/**
 * The parts of libphonenumber's numbering plan that `getType()` reads. Its typings declare only a
 * few of the plan's methods; these are the ones its own `getNumberType` calls.
 */
interface TypedNumberingPlan {
  nationalNumberPattern(): string;
  leadingDigits(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  type(type: LineType): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

function compilePlan(countryOrCallingCode: string): PlanRules {
  const metadata = new Metadata();
  // A calling code selects its main region's plan, as `getType()` does for numbers without a region.
  metadata.selectNumberingPlan(countryOrCallingCode as CountryCode);
  const plan = metadata.numberingPlan as unknown as TypedNumberingPlan;
  const rule = (type: LineType): TypeRule | undefined => {
    const definition = plan.type(type);
    if (!definition?.pattern()) return undefined;
    return { type, pattern: wholeMatch(definition.pattern()), lengths: definition.possibleLengths() };
  };
  const mobile = plan.type('MOBILE');
  const leadingDigits = plan.leadingDigits();
  const nationalPrefix = plan.nationalPrefixForParsing();
  return {
    national: wholeMatch(plan.nationalNumberPattern()),
    // As libphonenumber's `nationalNumber.search(leadingDigits)`: no anchor, no flags.
    leadingDigits: leadingDigits ? new RegExp(leadingDigits) : undefined,
    nationalPrefix: nationalPrefix ? new RegExp(`^(?:${nationalPrefix})`) : undefined,
    fixedLine: rule('FIXED_LINE'),
    fixedLineIsMobile: !mobile || mobile.pattern() === '',
    mobile: rule('MOBILE'),
    later: LATER_TYPES.map(rule).filter((typeRule): typeRule is TypeRule => typeRule !== undefined),
  };
}

function matches(rule: TypeRule | undefined, nationalNumber: string): boolean {
  if (!rule) return false;
  if (rule.lengths && !rule.lengths.includes(nationalNumber.length)) return false;
  return rule.pattern.test(nationalNumber);
}

const plans = new Map<string, PlanRules>();

function planRules(countryOrCallingCode: string): PlanRules {
  let rules = plans.get(countryOrCallingCode);
  if (!rules) {
    rules = compilePlan(countryOrCallingCode);
    plans.set(countryOrCallingCode, rules);
  }
  return rules;
}

/** libphonenumber's `getNumberType` for a national number in the plan of a country or calling code. */
function typeOfNationalNumber(countryOrCallingCode: string, nationalNumber: string): NumberType {
  const rules = planRules(countryOrCallingCode);
  if (!rules.national.test(nationalNumber)) return undefined;
  if (matches(rules.fixedLine, nationalNumber)) {
    return rules.fixedLineIsMobile || matches(rules.mobile, nationalNumber)
      ? 'FIXED_LINE_OR_MOBILE'
      : 'FIXED_LINE';
  }
  for (const rule of rules.later) if (matches(rule, nationalNumber)) return rule.type;
  return undefined;
}

/**
 * `parsed.getType()`, with each numbering plan's patterns compiled once: libphonenumber builds a
 * new RegExp from the pattern text on every test, which made typing a number cost as much as
 * parsing it. The same metadata and the same order of tests, so the same answer (tests compare the
 * two on every example number and thousands of variants).
 */
export function numberType(parsed: PhoneNumber): NumberType {
  return typeOfNationalNumber(parsed.country || parsed.countryCallingCode, parsed.nationalNumber as string);
}

/** True when the plan of a country or calling code would strip or rewrite a national prefix of `number`. */
export function hasNationalPrefix(countryOrCallingCode: string, number: string): boolean {
  return planRules(countryOrCallingCode).nationalPrefix?.test(number) ?? false;
}

/**
 * The country among `countries` (which share a calling code, main country first) that a national
 * number belongs to: libphonenumber's `getCountryByNationalNumber`, the same tests in the same order
 * (a country's leading digits when it has them, else any number type), with compiled patterns.
 */
export function countryOfNationalNumber(
  countries: readonly string[],
  nationalNumber: string,
): string | undefined {
  for (const country of countries) {
    const { leadingDigits } = planRules(country);
    if (leadingDigits) {
      if (nationalNumber && nationalNumber.search(leadingDigits) === 0) return country;
    } else if (typeOfNationalNumber(country, nationalNumber)) return country;
  }
  return undefined;
}
