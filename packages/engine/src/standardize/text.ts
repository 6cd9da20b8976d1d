const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Lower-case ASCII-ish key: accents stripped, punctuation dropped, spaces collapsed. */
export function foldKey(text: string): string {
  // Most cells are plain ASCII; Unicode normalization is the expensive part, so skip it for them.
  if (PLAIN_ASCII.test(text)) {
    const lower = text.toLowerCase();
    // Already a key (words of letters and digits, single spaces): nothing to replace.
    if (isFoldedAscii(lower)) return lower;
    return lower.replace(/[^a-z0-9]+/g, ' ').trim();
  }
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * True when `text` is words of characters that `inWord` accepts, separated by single ASCII spaces,
 * with none at either end (or is empty).
 */
function isSingleSpaced(text: string, inWord: (code: number) => boolean): boolean {
  let space = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32) {
      if (space) return false;
      space = true;
    } else if (inWord(code)) space = false;
    else return false;
  }
  return !space || text.length === 0;
}

/** Characters of an ASCII key: `a-z` and `0-9`. */
function isKeyCharacter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

/** True when `text` is words of `a-z0-9` separated by single spaces, with none at either end. */
function isFoldedAscii(text: string): boolean {
  return isSingleSpaced(text, isKeyCharacter);
}

/** Trims and collapses runs of whitespace (including non-breaking spaces) to one space. */
export function collapseSpaces(text: string): string {
  // Most cells are already tidy; checking is cheaper than rewriting them.
  if (hasTidySpaces(text)) return text;
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * True when `text` has no whitespace but single ASCII spaces between other characters, so
 * {@link collapseSpaces} would return it unchanged. Errs towards false: anything that might be
 * whitespace (any control character, the Latin-1 range around NBSP, Unicode spaces) says no.
 */
function hasTidySpaces(text: string): boolean {
  return isSingleSpaced(text, isSurelyNotSpace);
}

/** False for anything that might be whitespace: controls, the Latin-1 range around NBSP, Unicode spaces. */
function isSurelyNotSpace(code: number): boolean {
  return !(code < 32 || (code >= 0x7f && code <= 0xa0) || isUnicodeSpace(code));
}

/** The characters beyond Latin-1 that JavaScript's `\s` and `trim()` treat as whitespace. */
function isUnicodeSpace(code: number): boolean {
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
