import { describe, expect, it } from 'vitest';
import { contractRouteIdOf } from './index';

describe('contractRouteIdOf', () => {
  it('finds the contract route of a request, with {id} as one path segment', () => {
    expect(contractRouteIdOf('GET', '/api/orders')).toBe('orders.list');
    expect(contractRouteIdOf('POST', '/api/orders')).toBe('orders.create');
    expect(contractRouteIdOf('GET', '/api/orders/o1')).toBe('orders.retrieve');
    expect(contractRouteIdOf('HEAD', '/api/orders/o1/csv/results')).toBe('orders.resultsCsv');
    expect(contractRouteIdOf('POST', '/api/orders/o1/upload-url')).toBe('orders.uploadUrl');
    expect(contractRouteIdOf('GET', '/api/users/me')).toBe('users.me');
  });

  it('matches paths as the router does: a trailing slash is no route (issue 34, finding 9)', () => {
    expect(contractRouteIdOf('GET', '/api/users/me/')).toBeUndefined();
    expect(contractRouteIdOf('POST', '/api/orders/')).toBeUndefined();
  });

  it('finds nothing for paths and methods the contract does not name', () => {
    expect(contractRouteIdOf('GET', '/api/orders//csv/results')).toBeUndefined();
    expect(contractRouteIdOf('GET', '/api/orders/o1/extra')).toBeUndefined();
    expect(contractRouteIdOf('PUT', '/api/orders')).toBeUndefined();
    expect(contractRouteIdOf('POST', '/api/billing/webhook')).toBeUndefined();
  });
});
