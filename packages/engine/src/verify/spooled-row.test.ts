import { describe, expect, it } from 'vitest';
import { decodeSpooledRow, encodeSpooledRow, type SpooledRow } from './spooled-row';

const row: SpooledRow = {
  input: 'Jane,jane@acme.com;x,"+1 415"',
  cellCount: 3,
  emails: [
    { normalized: 'jane@acme.com', asciiDomain: 'acme.com', reasons: [], suggestion: '' },
    { normalized: 'x', asciiDomain: '', reasons: ['syntax', 'role_account'], suggestion: 'x@y.com' },
  ],
  phoneStatus: 'valid',
  phoneE164: '+14155552671',
  phoneType: 'mobile',
  phoneExtension: '12',
  phoneReason: '',
  firstName: 'Jane',
  lastName: '',
  company: 'Acme',
  country: 'US',
  state: 'CA',
  seniority: 'vp',
  website: 'acme.com',
};

describe('spooled row', () => {
  it('reads back every field it wrote', () => {
    expect(decodeSpooledRow(encodeSpooledRow(row))).toEqual(row);
  });

  it('reads back a row without e-mail candidates', () => {
    const bare = { ...row, emails: [] };
    expect(decodeSpooledRow(encodeSpooledRow(bare))).toEqual(bare);
  });

  it('reads back a row whose input holds the control characters of the delimited form', () => {
    const odd = { ...row, input: 'a\u0001b,\u0003c\u0002', firstName: 'A\u0001' };
    const line = encodeSpooledRow(odd);
    expect(line.includes('\u0002')).toBe(false);
    expect(decodeSpooledRow(line)).toEqual(odd);
  });
});
