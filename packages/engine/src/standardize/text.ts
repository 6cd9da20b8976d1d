/** Lower-case ASCII-ish key: accents stripped, punctuation dropped, spaces collapsed. */
export function foldKey(text: string): string {
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
