import { describe, expect, it } from 'vitest';
import { LeadproofError } from '../core/error';
import { routePath } from './path';

describe('routePath', () => {
  it('fills each placeholder with its parameter, encoded as one segment', () => {
    expect(routePath('/api/orders/{id}/upload-url', { id: 'a/b?c#d e' })).toBe(
      '/api/orders/a%2Fb%3Fc%23d%20e/upload-url',
    );
    expect(routePath('/api/orders/{id}', { id: 'ord_1' })).toBe('/api/orders/ord_1');
    expect(routePath('/api/orders')).toBe('/api/orders');
  });

  it.each(['', '.', '..'])('refuses %j, which would leave the route', (value) => {
    expect(() => routePath('/api/orders/{id}', { id: value })).toThrow(LeadproofError);
  });

  it('refuses a placeholder without its parameter', () => {
    expect(() => routePath('/api/orders/{id}', {})).toThrow('Missing path parameter id of /api/orders/{id}');
  });
});
