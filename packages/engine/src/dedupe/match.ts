import { canonicalGivenName } from './nicknames';
import type { DedupeRecord } from './record';
import { jaroWinkler } from './similarity';

/** Why two rows were judged the same contact (`lp_duplicate_reason`). */
export type DuplicateReason = string;

/** Points a pair needs from names and other identifying fields to count as the same person. */
export const MATCH_THRESHOLD = 9;

function givenNameScore(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 3;
  if (canonicalGivenName(a) === canonicalGivenName(b)) return 2.5;
  // An initial agrees with a full name but proves little.
  if ((a.length === 1 || b.length === 1) && a[0] === b[0]) return 1;
  const similar = jaroWinkler(a, b, 0.75);
  if (similar >= 0.92) return 2.5;
  if (similar >= 0.85) return 1.5;
  if (similar >= 0.75) return 0;
  return -1.5;
}

function surnameScore(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 4;
  const similar = jaroWinkler(a, b, 0.8);
  if (similar >= 0.93) return 3.5;
  if (similar >= 0.87) return 2.5;
  if (similar >= 0.8) return 0.5;
  return -2;
}

/**
 * Best reading of two names, also trying first and last swapped ("Smith John" vs "John Smith");
 * NaN when no name part clearly agrees, which rules the pair out.
 */
function nameScore(a: DedupeRecord, b: DedupeRecord): number {
  const given = givenNameScore(a.first, b.first);
  const surname = surnameScore(a.last, b.last);
  let best = given >= 1.5 || surname >= 2.5 ? given + surname : Number.NaN;
  // Swapped names are tried only when the direct reading is weak, which saves two comparisons per pair.
  if (a.first && a.last && b.first && b.last && !(best >= 5)) {
    const givenSwapped = givenNameScore(a.first, b.last);
    const surnameSwapped = surnameScore(a.last, b.first);
    if (givenSwapped >= 2.5 || surnameSwapped >= 2.5) {
      const swapped = givenSwapped + surnameSwapped - 0.5;
      if (!(swapped <= best)) best = swapped;
    }
  }
  return best;
}

function textScore(a: string, b: string, agree: number, disagree: number): number {
  if (!a || !b) return 0;
  if (a === b) return agree;
  const similar = jaroWinkler(a, b, 0.85);
  if (similar >= 0.92) return agree * 0.75;
  if (similar >= 0.85) return agree * 0.3;
  return -disagree;
}

function codeScore(a: string, b: string, agree: number, disagree: number): number {
  if (!a || !b) return 0;
  if (a === b) return agree;
  // One wrong digit in a postcode or house number is a typo more often than a move.
  if (a.length === b.length) {
    let differences = 0;
    for (let i = 0; i < a.length && differences < 2; i++) if (a[i] !== b[i]) differences++;
    if (differences === 1) return agree * 0.25;
  }
  return -disagree;
}

function hasName(record: DedupeRecord): boolean {
  return record.first !== '' || record.last !== '';
}

/** True when a name part present in both rows clearly differs ("Jane Doe" vs "Robert Doe"), swaps aside. */
function namesConflict(a: DedupeRecord, b: DedupeRecord): boolean {
  if (!hasName(a) || !hasName(b)) return false;
  if (givenNameScore(a.first, b.first) >= 0 && surnameScore(a.last, b.last) >= 0) return false;
  return !(givenNameScore(a.first, b.last) > 0 && surnameScore(a.last, b.first) > 0);
}

/** Running total of one comparison, with the most the unscored fields could still add. */
interface Tally {
  score: number;
  remaining: number;
  reason: string;
}

/** Adds one field's points; false when the threshold is out of reach even if the rest all agree. */
function addField(tally: Tally, points: number, max: number, label: string): boolean {
  tally.score += points;
  tally.remaining -= max;
  if (points > 0) tally.reason += label;
  return tally.score + tally.remaining >= MATCH_THRESHOLD;
}

/**
 * Decides whether two rows are the same contact and says why. Exact keys first: one e-mail address
 * (unless it is a role mailbox shared by differently named people), or one phone number when the
 * names do not disagree (colleagues share switchboards). Otherwise at least one name part must
 * clearly agree, and a weighted sum of name agreement and every other identifying field present
 * in both rows must reach {@link MATCH_THRESHOLD}.
 */
export function matchRecords(a: DedupeRecord, b: DedupeRecord): DuplicateReason | undefined {
  if (a.email && a.email === b.email) {
    if (!(a.roleEmail && namesConflict(a, b))) return 'same_email';
  }
  if (a.phone && a.phone === b.phone && !namesConflict(a, b)) return 'same_phone';
  const names = nameScore(a, b);
  if (Number.isNaN(names)) return undefined;
  // Fields are scored heaviest first, stopping as soon as even full agreement on the rest could not
  // reach the threshold: most candidate pairs from a name block fail on their first field.
  const hasStreet = (a.street !== '' || a.street2 !== '') && (b.street !== '' || b.street2 !== '');
  const tally: Tally = {
    score: names,
    reason: 'similar_name',
    remaining:
      (a.company && b.company ? 3 : 0) +
      (a.domain && b.domain ? 3 : 0) +
      (hasStreet ? 4.5 : 0) +
      (a.streetNumber && b.streetNumber ? 2 : 0) +
      (a.city && b.city ? 1.5 : 0) +
      (a.postcode && b.postcode ? 2.5 : 0) +
      (a.state && b.state ? 0.5 : 0),
  };
  if (tally.score + tally.remaining < MATCH_THRESHOLD) return undefined;
  if (a.company && b.company && !addField(tally, textScore(a.company, b.company, 3, 1.5), 3, '+company'))
    return undefined;
  if (a.domain && b.domain && !addField(tally, a.domain === b.domain ? 3 : -1, 3, '+domain'))
    return undefined;
  if (hasStreet) {
    // Address lines 1 and 2 are often swapped between copies of a record; take the better reading.
    const direct = textScore(a.street, b.street, 3, 1) + textScore(a.street2, b.street2, 1.5, 0.25);
    const crossed = textScore(a.street, b.street2, 3, 1) + textScore(a.street2, b.street, 1.5, 0.25);
    if (!addField(tally, Math.max(direct, crossed), 4.5, '+address')) return undefined;
  }
  if (
    a.postcode &&
    b.postcode &&
    !addField(tally, codeScore(a.postcode, b.postcode, 2.5, 1.5), 2.5, '+postcode')
  ) {
    return undefined;
  }
  if (
    a.streetNumber &&
    b.streetNumber &&
    !addField(tally, codeScore(a.streetNumber, b.streetNumber, 2, 1), 2, '+street_number')
  ) {
    return undefined;
  }
  if (a.city && b.city && !addField(tally, textScore(a.city, b.city, 1.5, 0.5), 1.5, '+city'))
    return undefined;
  if (a.state && b.state) addField(tally, a.state === b.state ? 0.5 : 0, 0.5, '+state');
  if (tally.score < MATCH_THRESHOLD || tally.reason === 'similar_name') return undefined;
  return tally.reason;
}
