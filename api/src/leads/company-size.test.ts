import { describe, expect, it } from 'vitest';
import { formatCompanySize, parseCompanySize } from './company-size';

describe('parseCompanySize', () => {
  it.each([
    ['250', { min: 250, max: 250 }],
    ['51-200', { min: 51, max: 200 }],
    ['51 – 200 employees', { min: 51, max: 200 }],
    ['1,001-5,000', { min: 1001, max: 5000 }],
    ['10,001+', { min: 10001, max: null }],
    ['5000 +', { min: 5000, max: null }],
    ['', null],
    ['  ', null],
  ])('%j → %j', (cell, band) => {
    expect(parseCompanySize(cell)).toEqual(band);
  });

  it.each(['lots', '200-51', '0', '-5', '1.5'])('refuses %j', (cell) => {
    expect(parseCompanySize(cell)).toBeUndefined();
  });

  it('writes bands back the way it reads them', () => {
    expect(formatCompanySize(51, 200)).toBe('51-200');
    expect(formatCompanySize(10001, null)).toBe('10001+');
    expect(formatCompanySize(250, 250)).toBe('250');
    expect(formatCompanySize(null, null)).toBe('');
  });
});
