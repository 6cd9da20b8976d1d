import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Logger } from '../logger';
import { createErrorHandler } from './errors/handle-error';
import { parseQuery, respond } from './validate';

const logger: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const countSchema = z.object({ count: z.number().int() });

function app(data: unknown) {
  const hono = new Hono();
  hono.onError(createErrorHandler(logger));
  hono.get('/count', (c) => {
    parseQuery(c, z.object({ page: z.coerce.number().int().optional() }));
    return respond(c, countSchema, data as z.input<typeof countSchema>);
  });
  return hono;
}

describe('respond', () => {
  it('answers data that fits its schema', async () => {
    const response = await app({ count: 3 }).request('/count');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 3 });
  });

  it('answers 500 (our fault, logged) when the data breaks its own schema, not 400', async () => {
    const response = await app({ count: 'three' }).request('/count');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: 'internal_error' } });
    expect(logger.error).toHaveBeenCalledWith('unhandled error', {
      method: 'GET',
      route: '/count',
      err: expect.objectContaining({
        message: expect.stringContaining('the response to GET /count breaks its schema'),
      }),
    });
  });

  it('still answers a bad request with 400', async () => {
    const response = await app({ count: 3 }).request('/count?page=x');
    expect(response.status).toBe(400);
  });
});
