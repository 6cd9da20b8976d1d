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
  const similarity = jaroWinkler(a, b);
  if (similarity >= 0.92) return 2.5;
  if (similarity >= 0.85) return 1.5;
  if (similarity >= 0.75) return 0;
  return -1.5;
}

function surnameScore(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 4;
  const similarity = jaroWinkler(a, b);
  if (similarity >= 0.93) return 3.5;
  if (similarity >= 0.87) return 2.5;
  if (similarity >= 0.8) return 0.5;
  return -2;
}

/** Best reading of two names, also trying first and last swapped ("Smith John" vs "John Smith"). */
function nameScore(a: DedupeRecord, b: DedupeRecord): number {
  const direct = givenNameScore(a.first, b.first) + surnameScore(a.last, b.last);
  if (!a.first || !a.last || !b.first || !b.last) return direct;
  const swapped = givenNameScore(a.first, b.last) + surnameScore(a.last, b.first) - 0.5;
  return Math.max(direct, swapped);
}

function textScore(a: string, b: string, agree: number, disagree: number): number {
  if (!a || !b) return 0;
  if (a === b) return agree;
  const similarity = jaroWinkler(a, b);
  if (similarity >= 0.92) return agree * 0.75;
  if (similarity >= 0.85) return agree * 0.3;
  return -disagree;
}

function codeScore(a: string, b: string, agree: number, disagree: number): number {
  if (!a || !b) return 0;
  if (a === b) return agree;
  // One wrong or swapped digit in a postcode or house number is a typo more often than a move.
  let differences = 0;
  if (a.length === b.length) for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences++;
  if (differences === 1) return agree * 0.25;
  return -disagree;
}

/** True when the given names or the surnames (possibly swapped) clearly agree. */
function nameAgrees(a: DedupeRecord, b: DedupeRecord): boolean {
  return (
    givenNameScore(a.first, b.first) >= 1.5 ||
    surnameScore(a.last, b.last) >= 2.5 ||
    givenNameScore(a.first, b.last) >= 2.5 ||
    surnameScore(a.last, b.first) >= 2.5
  );
}

function namesConflict(a: DedupeRecord, b: DedupeRecord): boolean {
  const hasName = (r: DedupeRecord) => r.first !== '' || r.last !== '';
  return hasName(a) && hasName(b) && nameScore(a, b) < 1;
}

/**
 * Decides whether two rows are the same contact and says why. Exact keys first: one e-mail address
 * (unless it is a role mailbox shared by differently named people), or one phone number when the
 * names do not disagree (colleagues share switchboards). Otherwise a weighted sum of name agreement
 * and every other identifying field present in both rows must reach {@link MATCH_THRESHOLD}.
 */
export function matchRecords(a: DedupeRecord, b: DedupeRecord): DuplicateReason | undefined {
  if (a.email && a.email === b.email) {
    if (!(a.roleEmail && namesConflict(a, b))) return 'same_email';
  }
  if (a.phone && a.phone === b.phone && !namesConflict(a, b)) return 'same_phone';
  const names = nameScore(a, b);
  // Without agreement on at least one name part, shared addresses or employers mean colleagues.
  if (!nameAgrees(a, b)) return undefined;
  const evidence: string[] = [];
  let score = names;
  const add = (points: number, label: string) => {
    score += points;
    if (points > 0) evidence.push(label);
  };
  add(textScore(a.company, b.company, 3, 1.5), 'company');
  add(a.domain && a.domain === b.domain ? 3 : a.domain && b.domain ? -1 : 0, 'domain');
  // Address lines 1 and 2 are often swapped between copies of a record; take the better reading.
  const direct = textScore(a.street, b.street, 3, 1) + textScore(a.street2, b.street2, 1.5, 0.25);
  const crossed = textScore(a.street, b.street2, 3, 1) + textScore(a.street2, b.street, 1.5, 0.25);
  add(Math.max(direct, crossed), 'address');
  add(codeScore(a.streetNumber, b.streetNumber, 2, 1), 'street_number');
  add(textScore(a.city, b.city, 1.5, 0.5), 'city');
  add(codeScore(a.postcode, b.postcode, 2.5, 1.5), 'postcode');
  add(a.state && a.state === b.state ? 0.5 : 0, 'state');
  if (score < MATCH_THRESHOLD || evidence.length === 0) return undefined;
  return `similar_name+${evidence.join('+')}`;
}
