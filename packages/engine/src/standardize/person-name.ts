import { collapseSpaces } from './text';

/** Particles written in lower case inside a surname (van der Berg, de la Cruz, von Trapp). */
const PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'y',
  'e',
  'zu',
  'af',
  'al',
  'bin',
  'ibn',
]);

/** Surnames starting "Mac" that are not "Mac" + capitalised name. */
const MAC_EXCEPTIONS: ReadonlySet<string> = new Set([
  'mack',
  'macy',
  'macey',
  'mace',
  'macon',
  'machado',
  'machin',
  'macias',
  'mackie',
  'mackey',
  'macklin',
  'maci',
  'mach',
  'machen',
  'macho',
  'macri',
  'macaulay',
  'macedo',
  'macario',
  'macek',
  'macha',
  'machuca',
]);

const HONORIFICS = /^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|herr|frau|mme|mlle|m|sr|sra|srta|dott|ing)\.?$/i;
const SUFFIXES = /^(jr|sr|ii|iii|iv|phd|md|mba|esq|cpa|dds|rn)\.?$/i;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Capitalises one word: O'Brien, McDonald, MacLeod, Smith-Jones. */
function caseWord(word: string): string {
  return word
    .split('-')
    .map((part) =>
      part
        .split("'")
        .map((piece, index, pieces) =>
          // "d'Artagnan" keeps its lower-case elision; "O'Brien" capitalises both sides.
          index === 0 && pieces.length > 1 && piece.length === 1 && piece !== 'o'
            ? piece
            : caseSegment(piece),
        )
        .join("'"),
    )
    .join('-');
}

function caseSegment(segment: string): string {
  if (segment.startsWith('mc') && segment.length > 3) return `Mc${capitalise(segment.slice(2))}`;
  if (segment.startsWith('mac') && segment.length > 5 && !MAC_EXCEPTIONS.has(segment)) {
    return `Mac${capitalise(segment.slice(3))}`;
  }
  return capitalise(segment);
}

/**
 * Standard casing and spacing for a name part. Input already in mixed case is trusted (it carries
 * knowledge such as "DeShawn" or "McKenzie-Smith"); only all-lower or all-upper text is re-cased.
 * @example standardizeName('VAN DER BERG') // "van der Berg"
 */
export function standardizeName(value: string): string {
  const text = collapseSpaces(value);
  if (!text) return '';
  const mixed = text !== text.toLowerCase() && text !== text.toUpperCase();
  if (mixed) return text;
  const words = text.toLowerCase().split(' ');
  return words
    .map((word, index) =>
      // A particle keeps lower case unless it is the only word ("De" alone is a surname).
      PARTICLES.has(word) && index < words.length - 1 ? word : caseWord(word),
    )
    .join(' ');
}

/** First and last name read from one "full name" cell. */
export interface SplitName {
  first: string;
  last: string;
}

/**
 * Splits a full name: "Last, First" or "First [Middle] Last", without honorifics and suffixes;
 * surname particles stay with the surname ("Ludwig van Beethoven" → van Beethoven).
 */
export function splitFullName(value: string): SplitName {
  const text = collapseSpaces(value);
  if (!text) return { first: '', last: '' };
  const comma = text.indexOf(',');
  if (comma > 0) {
    const last = text.slice(0, comma).trim();
    const rest = text
      .slice(comma + 1)
      .trim()
      .split(' ')
      .filter((word) => !SUFFIXES.test(word) && !HONORIFICS.test(word));
    // "Smith, Jr." style: what follows the comma is only a suffix.
    if (rest.length > 0) return { first: rest[0] ?? '', last };
  }
  const words = text
    .split(' ')
    .filter(
      (word, index) => !(index === 0 && HONORIFICS.test(word)) && !SUFFIXES.test(word.replace(/,$/, '')),
    );
  if (words.length === 0) return { first: '', last: '' };
  if (words.length === 1) return { first: words[0]!, last: '' };
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLES.has(words[lastStart - 1]!.toLowerCase())) lastStart--;
  return { first: words[0]!, last: words.slice(lastStart).join(' ') };
}
