/** Lower-case ASCII-ish key: accents stripped, punctuation dropped, spaces collapsed. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function foldKey(text: string): string {
  // Most cells are plain ASCII; Unicode normalization is the expensive part, so skip it for them.
  if (PLAIN_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Trims and collapses runs of whitespace (including non-breaking spaces) to one space. */
export function collapseSpaces(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}
