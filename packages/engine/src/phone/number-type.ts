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
  return {
    national: wholeMatch(plan.nationalNumberPattern()),
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

/**
 * `parsed.getType()`, with each numbering plan's patterns compiled once: libphonenumber builds a
 * new RegExp from the pattern text on every test, which made typing a number cost as much as
 * parsing it. The same metadata and the same order of tests, so the same answer (tests compare the
 * two on every example number and thousands of variants).
 */
export function numberType(parsed: PhoneNumber): NumberType {
  const key = parsed.country || parsed.countryCallingCode;
  let rules = plans.get(key);
  if (!rules) {
    rules = compilePlan(key);
    plans.set(key, rules);
  }
  const nationalNumber = parsed.nationalNumber as string;
  if (!rules.national.test(nationalNumber)) return undefined;
  if (matches(rules.fixedLine, nationalNumber)) {
    return rules.fixedLineIsMobile || matches(rules.mobile, nationalNumber)
      ? 'FIXED_LINE_OR_MOBILE'
      : 'FIXED_LINE';
  }
  for (const rule of rules.later) if (matches(rule, nationalNumber)) return rule.type;
  return undefined;
}
