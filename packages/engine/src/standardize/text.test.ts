import { describe, expect, it } from 'vitest';
import { collapseSpaces, foldKey } from './text';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Random short strings over letters, digits, punctuation and every kind of whitespace. */
function texts(count: number): string[] {
  const next = random(11);
  const pieces = [
    'a',
    'Z',
    'é',
    '9',
    ' ',
    ' ',
    '  ',
    '\t',
    '\n',
    '\u00a0',
    '\u2003',
    '\u3000',
    '\ufeff',
    '\u0085',
    '-',
    '.',
    '&',
    'ß',
    '𝔸',
  ];
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 9) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

describe('text keys', () => {
  it('collapseSpaces equals the plain regex rewrite on every string, tidy or not', () => {
    for (const text of texts(20_000))
      expect(collapseSpaces(text), JSON.stringify(text)).toBe(text.replace(/[\s\u00a0]+/g, ' ').trim());
  });

  it('foldKey equals the plain regex rewrite on ASCII strings', () => {
    for (const text of texts(20_000).filter((t) => /^[\x20-\x7e]*$/.test(t)))
      expect(foldKey(text), JSON.stringify(text)).toBe(
        text
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .trim(),
      );
  });

  it('folds accents and punctuation away', () => {
    expect(foldKey('  Société  Générale, S.A. ')).toBe('societe generale s a');
    expect(foldKey('already a key 42')).toBe('already a key 42');
    expect(collapseSpaces(' a \u00a0 b\t')).toBe('a b');
  });
});
