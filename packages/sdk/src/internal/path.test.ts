import { describe, expect, it } from 'vitest';
import { LeadproofError } from '../core/error';
import { path } from './path';

describe('path', () => {
  it('encodes each interpolated value as one segment', () => {
    expect(path`/api/orders/${'a/b?c#d e'}/upload-url`).toBe('/api/orders/a%2Fb%3Fc%23d%20e/upload-url');
    expect(path`/api/orders/${'ord_1'}`).toBe('/api/orders/ord_1');
  });

  it.each(['', '.', '..'])('refuses %j, which would leave the route', (value) => {
    expect(() => path`/api/orders/${value}`).toThrow(LeadproofError);
  });
});
