import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderSchema } from './orders';
import { contractRoutes } from './routes';

const routes = Object.entries(contractRoutes) as [
  string,
  (typeof contractRoutes)[keyof typeof contractRoutes],
][];

describe('contractRoutes', () => {
  it.each(routes)('%s converts to JSON Schema for OpenAPI', (_, route) => {
    for (const schema of [
      'params' in route ? route.params : undefined,
      'query' in route ? route.query : undefined,
      'body' in route ? route.body : undefined,
      'response' in route ? route.response : undefined,
    ]) {
      if (schema) expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    }
  });

  it.each(routes)('%s declares params exactly when its path has them', (_, route) => {
    expect('params' in route).toBe(route.path.includes('{id}'));
  });

  it.each(routes.filter(([, r]) => 'body' in r))('%s documents 400 and 413 for its JSON body', (_, route) => {
    expect(route.errors).toEqual(expect.arrayContaining([400, 413]));
  });

  it('has one route per method and path', () => {
    const keys = routes.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lets only API-key management require a session', () => {
    const sessionOnly = routes.filter(([, r]) => r.auth && !r.apiKey).map(([id]) => id);
    expect(sessionOnly).toEqual(['apiKeys.create', 'apiKeys.list', 'apiKeys.revoke']);
  });
});

describe('orderSchema', () => {
  const order = {
    id: 'o1',
    type: 'upload_csv',
    status: 'completed',
    createdAt: '2025-01-02T03:04:05.000Z',
    rowCount: 3,
    creditsUsed: 3,
    resultFilePath: 'results/o1.csv',
  };

  it('accepts the SPEC fields with the optional ones absent or present', () => {
    expect(orderSchema.parse(order)).toEqual(order);
    const full = {
      ...order,
      progress: { rowsProcessed: 3, rowsTotal: 3 },
      statusMessage: null,
      stats: {
        emails: { valid: 2, invalid: 1, risky: 0, unknown: 0, missing: 0 },
        phones: { valid: 1, invalid: 0, missing: 2 },
        duplicates: 0,
        meanScore: 61.5,
      },
    };
    expect(orderSchema.parse(full)).toEqual(full);
  });

  it('accepts nulls where SPEC allows empty values and refuses unknown statuses', () => {
    expect(
      orderSchema.safeParse({ ...order, rowCount: null, creditsUsed: null, resultFilePath: null }).success,
    ).toBe(true);
    expect(orderSchema.safeParse({ ...order, status: 'done' }).success).toBe(false);
  });
});
