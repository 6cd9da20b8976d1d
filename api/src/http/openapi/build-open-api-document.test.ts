import { contractRoutes } from '@leadproof/contract/routes';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-open-api-document';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument('http://localhost:8787', '1.2.3') as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>
    >;
  };

  it('has an operation for every contract route, keyed by its operation id', () => {
    const operations = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(contractRoutes).sort());
  });

  it('documents bodies, errors and who may call', () => {
    const create = doc.paths['/api/orders']?.post;
    expect(create?.responses['201']).toBeDefined();
    expect(create?.responses['402']).toBeDefined();
    expect(create?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/pricing']?.get?.security).toEqual([]);
    expect(JSON.stringify(doc.paths['/api/orders/{id}']?.get)).toContain('"in":"path"');
  });

  it("documents the error body's optional request id", () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, unknown> } }).components
      .schemas;
    expect(schemas.ErrorResponse).toMatchObject({
      properties: {
        error: { properties: { requestId: { type: 'string' } }, required: ['code', 'message'] },
      },
    });
  });

  it('documents the filter of the results CSV, and only there', () => {
    type Parameter = { name: string; in: string; required: boolean; schema: { enum?: string[] } };
    const params = (path: string) =>
      (doc.paths[path]?.get as unknown as { parameters?: Parameter[] } | undefined)?.parameters ?? [];
    expect(params('/api/orders/{id}/csv/results').find((p) => p.name === 'filter')).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: ['clean', 'invalid', 'duplicates'] },
    });
    expect(params('/api/orders/{id}/csv/original').map((p) => p.name)).toEqual(['id', 'limit']);
  });

  it('documents the workbook answers of the file routes, and the sheet of an upload order', () => {
    type Responses = { responses: Record<string, { content?: object } | undefined> } | undefined;
    const types = (path: string) =>
      Object.keys((doc.paths[path]?.get as unknown as Responses)?.responses['200']?.content ?? {});
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(types('/api/orders/{id}/csv/original')).toEqual(['text/csv', xlsx]);
    expect(types('/api/orders/{id}/csv/results')).toEqual(['text/csv', xlsx]);
    expect(types('/api/credit-transactions/export')).not.toContain(xlsx);
    const create = JSON.stringify(doc.paths['/api/orders']?.post);
    expect(create).toContain('"sheet"');
    expect(JSON.stringify(doc)).toContain('"originalFormat"');
  });

  it('documents the least API key scope of each route and the key fields', () => {
    const op = (path: string, method: string) =>
      (doc.paths[path]?.[method] as Record<string, unknown> | undefined)?.['x-api-key-scope'];
    expect(op('/api/orders', 'get')).toBe('read');
    expect(op('/api/orders', 'post')).toBe('verify');
    expect(op('/api/billing/portal', 'post')).toBe('full');
    expect(op('/api/api-keys', 'post')).toBeUndefined();
    const create = JSON.stringify(doc.paths['/api/api-keys']?.post);
    for (const field of ['"scope"', '"expiresAt"', '"verify"']) expect(create).toContain(field);
  });

  it("documents the order report's breakdowns in an order's stats", () => {
    const order = JSON.stringify(doc.paths['/api/orders/{id}']?.get?.responses['200']);
    for (const field of [
      '"phoneTypes"',
      '"emailReasons"',
      '"phoneReasons"',
      '"duplicateReasons"',
      '"scoreHistogram"',
      '"suggestions"',
      'The domain as typed, e.g. gmial.com',
    ])
      expect(order).toContain(field);
  });

  it("documents an order's measured accuracy and a bounce report's deleted file", () => {
    const order = JSON.stringify(doc.paths['/api/orders/{id}']?.get?.responses['200']);
    for (const field of ['"measuredAccuracy"', '"validAddresses"', '"reportedHardBounces"', '"accuracy"'])
      expect(order).toContain(field);
    expect(JSON.stringify(doc.paths['/api/bounce-reports/{id}']?.get?.responses['200'])).toContain(
      '"fileDeletedAt"',
    );
  });

  it("documents readiness's 503 with the readiness report, not the error body", () => {
    const ready = doc.paths['/api/health/ready']?.get;
    expect(ready?.security).toEqual([]);
    const unavailable = JSON.stringify(ready?.responses['503']);
    expect(unavailable).toContain('"draining"');
    expect(unavailable).not.toContain('ErrorResponse');
  });

  it('documents file retention: the order fields, 410 on downloads, and deleting the files now', () => {
    const order = JSON.stringify(doc.paths['/api/orders/{id}']?.get?.responses['200']);
    for (const field of ['"filesDeletedAt"', '"filesDeleteAt"']) expect(order).toContain(field);
    for (const file of ['original', 'results']) {
      expect(doc.paths[`/api/orders/{id}/csv/${file}`]?.get?.responses['410']).toMatchObject({
        description: expect.stringMatching(/files were deleted/),
      });
    }
    const remove = doc.paths['/api/orders/{id}/files']?.delete as Record<string, unknown> | undefined;
    expect(remove).toMatchObject({ operationId: 'orders.deleteFiles', 'x-api-key-scope': 'full' });
    expect(Object.keys(remove?.responses as object)).toEqual(['204', '401', '403', '404', '409']);
  });

  it('documents the Idempotency-Key header, its 409 and 422 on every POST, and only there', () => {
    type Operation = { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods) as Array<[string, Operation]>) {
        const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
        expect(Boolean(header), `${method} ${path}`).toBe(method === 'post');
        if (method === 'post')
          expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
      }
    }
    const create = JSON.stringify(doc.paths['/api/orders']?.post);
    expect(create).toContain('idempotency_key_reused');
    expect(create).toContain('Idempotent-Replayed');
  });
});
