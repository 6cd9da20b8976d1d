import { describe, expect, it } from 'vitest';
import { suggestEmailFix } from './email-typo';

describe('suggestEmailFix', () => {
  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['Ana.Lopez@Hotmial.com', 'Ana.Lopez@hotmail.com'],
    ['bob@yaho.com', 'bob@yahoo.com'],
    ['  carla@gmail.con ', 'carla@gmail.com'],
    ['dan@outlok.com', 'dan@outlook.com'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmailFix(typed)).toBe(meant);
  });

  it.each([
    'ana@gmail.com',
    'ana@acme-widgets.com',
    'ana@ge.com',
    'ana@',
    '@gmial.com',
    'no-at-sign',
    'ana@gmial',
    'ana@gmial.com/path',
    'ana@münchen.de',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmailFix(typed)).toBeUndefined();
  });
});
