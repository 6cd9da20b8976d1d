import { collapseSpaces, foldKey } from './text';

/** Legal-form suffixes, folded form → standard spelling. Longest forms are matched first. */
const LEGAL_SUFFIXES: ReadonlyArray<[string, string]> = [
  ['incorporated', 'Inc.'],
  ['inc', 'Inc.'],
  ['corporation', 'Corp.'],
  ['corp', 'Corp.'],
  ['company', 'Co.'],
  ['co', 'Co.'],
  ['limited', 'Ltd'],
  ['ltd', 'Ltd'],
  ['llc', 'LLC'],
  ['l l c', 'LLC'],
  ['llp', 'LLP'],
  ['lp', 'LP'],
  ['plc', 'PLC'],
  ['pllc', 'PLLC'],
  ['pty ltd', 'Pty Ltd'],
  ['pty', 'Pty'],
  ['gmbh', 'GmbH'],
  ['gmbh co kg', 'GmbH & Co. KG'],
  ['ag', 'AG'],
  ['kg', 'KG'],
  ['ug', 'UG'],
  ['ev', 'e.V.'],
  ['sa', 'S.A.'],
  ['s a', 'S.A.'],
  ['sas', 'SAS'],
  ['sarl', 'SARL'],
  ['sl', 'S.L.'],
  ['s l', 'S.L.'],
  ['srl', 'S.r.l.'],
  ['s r l', 'S.r.l.'],
  ['spa', 'S.p.A.'],
  ['s p a', 'S.p.A.'],
  ['bv', 'B.V.'],
  ['b v', 'B.V.'],
  ['nv', 'N.V.'],
  ['n v', 'N.V.'],
  ['ab', 'AB'],
  ['as', 'AS'],
  ['oy', 'Oy'],
  ['aps', 'ApS'],
  ['kk', 'K.K.'],
  ['pte ltd', 'Pte. Ltd.'],
  ['sp z o o', 'Sp. z o.o.'],
  ['lda', 'Lda.'],
  ['ltda', 'Ltda.'],
];

const STANDARD_SUFFIX = new Map(LEGAL_SUFFIXES);
const MAX_SUFFIX_WORDS = Math.max(...LEGAL_SUFFIXES.map(([suffix]) => suffix.split(' ').length));
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SEPARATOR = /[\s,.&]/;

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/** `\p{L}` or `\p{N}`, without the regular expression for ASCII (where only `A-Za-z0-9` qualify). */
function isLetterOrDigit(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 128 ? isAsciiLetterOrDigit(code) : LETTER_OR_DIGIT.test(char);
}

/** `name` without trailing whitespace, commas, dots and ampersands. */
function trimSeparators(name: string): string {
  // An ASCII letter or digit at the end (the common case) leaves nothing to trim.
  if (isAsciiLetterOrDigit(name.charCodeAt(name.length - 1))) return name;
  // A loop, not `/[\s,.&]+$/`: that pattern restarts at every character of a run that does not reach the end.
  let end = name.length;
  while (end > 0 && SEPARATOR.test(name[end - 1]!)) end--;
  return name.slice(0, end);
}

/**
 * Splits off a trailing legal form: `["Acme", "Inc.", …]`, or `[name, "", …]` when there is none; the
 * third item is `foldKey(name)`, which the split needs anyway.
 */
function splitLegalSuffix(name: string): [base: string, suffix: string, folded: string] {
  const folded = foldKey(name);
  // Folded text has single spaces between words, so the candidate forms are its last 1–4 words,
  // looked up longest first (the longest matching form wins) instead of testing every form.
  const spaces: number[] = [];
  for (let i = folded.length - 1; i > 0 && spaces.length < MAX_SUFFIX_WORDS; i--) {
    if (folded.charCodeAt(i) === 32) spaces.push(i);
  }
  for (let k = spaces.length - 1; k >= 0; k--) {
    const suffix = folded.slice(spaces[k]! + 1);
    const standard = STANDARD_SUFFIX.get(suffix);
    if (standard === undefined) continue;
    // Walk back over as many word characters in the original as the folded suffix holds (its
    // length less the k spaces between its words).
    const letters = suffix.length - k;
    let seen = 0;
    let cut = name.length;
    while (cut > 0 && seen < letters) {
      cut--;
      if (isLetterOrDigit(name[cut]!)) seen++;
    }
    const head = cut > 0 ? name.slice(0, cut) : '';
    const base = trimSeparators(head);
    // "& Co." is a form of its own ("Quarry & Co", "Smith & Company"): the ampersand stays with it.
    const ampersand = standard === 'Co.' && head.includes('&', base.length);
    if (base) return [base, ampersand ? '& Co.' : standard, folded];
  }
  return [name, '', folded];
}

/** Letters joined by ampersands, one or two each: an initialism such as AT&T, P&G or B&Q. */
const AMPERSAND_INITIALS = /^[a-z]{1,2}(?:&[a-z]{1,2})+$/i;

function titleCase(word: string): string {
  // Vowel-less short words are initialisms ("ibm" → "IBM"); everything else gets a capital.
  if (word.length <= 3 && !/[aeiouy]/i.test(word)) return word.toUpperCase();
  if (AMPERSAND_INITIALS.test(word)) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Company name with standard spacing, casing for all-lower/all-upper input, and a standard legal
 * suffix: "ACME HOLDINGS INCORPORATED" → "Acme Holdings Inc.".
 */
export function standardizeCompany(value: string): string {
  const text = collapseSpaces(value);
  if (!text) return '';
  const [base, suffix] = splitLegalSuffix(text);
  // All-lower text is re-cased; all-upper only when long, since short ones are usually acronyms (IBM, SAP).
  const lower = base === base.toLowerCase();
  const upper = base === base.toUpperCase();
  const cased = lower || (upper && base.length > 4) ? base.split(' ').map(titleCase).join(' ') : base;
  return suffix ? `${cased} ${suffix}` : cased;
}

/** Matching key for a company: folded, without legal form or a leading "the". */
export function companyKey(value: string): string {
  // "Acme Company, Inc." carries two legal forms; strip them all.
  let [rest, suffix, folded] = splitLegalSuffix(collapseSpaces(value));
  while (suffix) [rest, suffix, folded] = splitLegalSuffix(rest);
  // Folded keys hold only letters, digits and single spaces, so the replacements rarely apply.
  if (folded.startsWith('the ')) folded = folded.slice(4);
  return folded.includes(' and ') ? folded.replace(/ and /g, ' ') : folded;
}
