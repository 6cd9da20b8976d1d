import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeyScopeCovers } from './api-key-scopes';
import { apiKeyCreateBodySchema } from './api-keys';
import { orderSchema } from './orders';
import { contractRoutePaths } from './route-paths';
import { apiKeyScopeAllows, type ContractRoute, type ContractRouteId, contractRoutes } from './routes';

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

  it.each(routes)('%s is its schema-free declaration with its schemas attached', (id, route) => {
    expect(route).toMatchObject(contractRoutePaths[id as ContractRouteId]);
  });

  it.each(routes)('%s has a response schema exactly when it answers JSON', (_, route) => {
    expect('response' in route).toBe(route.responseType === 'json');
  });

  it('declares the same operation ids without schemas', () => {
    expect(Object.keys(contractRoutePaths)).toEqual(Object.keys(contractRoutes));
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

  it('lets only account changes, the account export and API-key management require a session', () => {
    const sessionOnly = routes.filter(([, r]) => r.auth && !r.apiKey).map(([id]) => id);
    expect(sessionOnly).toEqual([
      'users.update',
      'users.delete',
      'users.export',
      'apiKeys.create',
      'apiKeys.list',
      'apiKeys.revoke',
    ]);
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

  it('accepts the core order fields with the optional ones absent or present', () => {
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
    // The report's breakdowns are optional: orders completed before them parse, and with them too.
    const withReport = {
      ...full,
      stats: {
        ...full.stats,
        phoneTypes: [{ code: 'mobile', rows: 1 }],
        emailReasons: [{ code: 'typo', rows: 1 }],
        phoneReasons: [],
        duplicateReasons: { sameEmail: 0, samePhone: 0, similarName: 0 },
        scoreHistogram: [{ from: 90, to: 100, rows: 3 }],
        suggestions: [{ from: 'gmial.com', to: 'gmail.com', rows: 1 }],
      },
    };
    expect(orderSchema.parse(withReport)).toEqual(withReport);
  });

  it('accepts null rowCount, creditsUsed and resultFilePath and refuses unknown statuses', () => {
    expect(
      orderSchema.safeParse({ ...order, rowCount: null, creditsUsed: null, resultFilePath: null }).success,
    ).toBe(true);
    expect(orderSchema.safeParse({ ...order, status: 'done' }).success).toBe(false);
  });

  it('carries when the files are deleted, or were: timestamps or null, absent in older webhook events', () => {
    const kept = { ...order, filesDeletedAt: null, filesDeleteAt: '2025-02-01T03:04:05.000Z' };
    const deleted = { ...order, filesDeletedAt: '2025-02-01T03:10:00.000Z', filesDeleteAt: null };
    expect(orderSchema.parse(kept)).toEqual(kept);
    expect(orderSchema.parse(deleted)).toEqual(deleted);
    expect(orderSchema.safeParse({ ...order, filesDeletedAt: 'yesterday' }).success).toBe(false);
  });

  it('carries the measured accuracy once a bounce report touched the order: null before, absent in older events', () => {
    const measuredAccuracy = {
      validAddresses: 195,
      reportedHardBounces: 5,
      accuracy: 1 - 5 / 195,
      measuredAt: '2025-02-01T03:10:00.000Z',
    };
    expect(orderSchema.parse({ ...order, measuredAccuracy })).toEqual({ ...order, measuredAccuracy });
    expect(orderSchema.parse({ ...order, measuredAccuracy: null }).measuredAccuracy).toBeNull();
    expect(orderSchema.parse(order).measuredAccuracy).toBeUndefined();
    const wrong = { ...measuredAccuracy, accuracy: 1.2 };
    expect(orderSchema.safeParse({ ...order, measuredAccuracy: wrong }).success).toBe(false);
  });
});

describe('API key scopes', () => {
  const keyRoutes = routes.filter(([, r]) => r.apiKey) as [ContractRouteId, ContractRoute][];

  it('give every route an API key may call its least scope, and only those', () => {
    for (const [id, route] of routes as [ContractRouteId, ContractRoute][]) {
      expect(route.apiKeyScope !== undefined, id).toBe(route.apiKey);
    }
  });

  it('let a read key make exactly the GET calls', () => {
    const allowed = keyRoutes.filter(([id]) => apiKeyScopeAllows('read', id)).map(([id]) => id);
    expect(allowed).toEqual(keyRoutes.filter(([, r]) => r.method === 'GET').map(([id]) => id));
    expect(apiKeyScopeAllows('read', 'orders.create', 'upload_csv')).toBe(false);
  });

  it('let a verify key read, upload CSVs and bounce logs and check contacts in real time, but not buy leads or pay', () => {
    const allowed = keyRoutes.filter(([id]) => apiKeyScopeAllows('verify', id)).map(([id]) => id);
    expect(new Set(allowed)).toEqual(
      new Set([
        ...keyRoutes.filter(([, r]) => r.method === 'GET').map(([id]) => id),
        'orders.create',
        'orders.uploadUrl',
        'orders.uploadComplete',
        'bounceReports.create',
        'bounceReports.uploadComplete',
        'verify.contact',
        'verify.batch',
      ]),
    );
    expect(apiKeyScopeAllows('verify', 'orders.create', 'upload_csv')).toBe(true);
    expect(apiKeyScopeAllows('verify', 'orders.create', 'buy_leads')).toBe(false);
    for (const id of [
      'leads.quote',
      'billing.createCheckoutSession',
      'billing.createPortalSession',
    ] as const) {
      expect(apiKeyScopeAllows('verify', id), id).toBe(false);
    }
  });

  it('let a full key make every call an API key may make, and no scope manage keys', () => {
    for (const [id] of keyRoutes) expect(apiKeyScopeAllows('full', id), id).toBe(true);
    expect(apiKeyScopeAllows('full', 'orders.create', 'buy_leads')).toBe(true);
    for (const id of ['apiKeys.create', 'apiKeys.list', 'apiKeys.revoke', 'health.check'] as const) {
      expect(apiKeyScopeAllows('full', id), id).toBe(false);
    }
  });

  it('rank the scopes read < verify < full', () => {
    expect(apiKeyScopeCovers('full', 'verify')).toBe(true);
    expect(apiKeyScopeCovers('verify', 'read')).toBe(true);
    expect(apiKeyScopeCovers('verify', 'full')).toBe(false);
    expect(apiKeyScopeCovers('read', 'verify')).toBe(false);
  });
});

describe('apiKeyCreateBodySchema', () => {
  it('defaults to a full key that never expires, and refuses an expiry in the past', () => {
    expect(apiKeyCreateBodySchema.parse({ name: 'cron' })).toEqual({
      name: 'cron',
      scope: 'full',
      expiresAt: null,
    });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(apiKeyCreateBodySchema.parse({ name: 'ci', scope: 'read', expiresAt: later })).toEqual({
      name: 'ci',
      scope: 'read',
      expiresAt: later,
    });
    expect(apiKeyCreateBodySchema.safeParse({ name: 'x', expiresAt: '2000-01-01T00:00:00Z' }).success).toBe(
      false,
    );
    expect(apiKeyCreateBodySchema.safeParse({ name: 'x', scope: 'admin' }).success).toBe(false);
  });
});
