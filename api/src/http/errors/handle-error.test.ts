import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error';
import { errorCodes } from '../../errors/codes';
import type { Logger } from '../../logger';
import { createErrorHandler } from './handle-error';

const logger: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function appThrowing(error: unknown) {
  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.get('/', () => {
    throw error;
  });
  return app;
}

describe('error handling', () => {
  it('maps every code in the table to an HTTP error status', () => {
    for (const [code, status] of Object.entries(errorCodes)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('answers an ApiError with its status, code and message', async () => {
    const response = await appThrowing(new ApiError({ code: 'conflict', message: 'Already done' })).request(
      '/',
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'conflict', message: 'Already done' } });
  });

  it("adds the request's id to the body when the request has one", async () => {
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.onError(createErrorHandler(logger));
    app.get('/', (c) => {
      c.set('requestId', 'req-1');
      throw new ApiError({ code: 'conflict', message: 'Already done' });
    });
    expect(await (await app.request('/')).json()).toEqual({
      error: { code: 'conflict', message: 'Already done', requestId: 'req-1' },
    });
  });

  it('answers a schema validation failure with 400 naming the field', async () => {
    const result = z.object({ type: z.enum(['upload_csv']) }).safeParse({ type: 'nope' });
    const response = await appThrowing(result.error).request('/');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(/^type: /);
  });

  it('logs a request body cut off by the client as information, not as an error', async () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    vi.mocked(logger.error).mockClear();
    expect((await appThrowing(aborted).request('/')).status).toBe(400);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith('client closed the connection mid-request', {
      method: 'GET',
      route: '/',
    });
  });

  it('hides the text of an unexpected error behind a generic 500', async () => {
    const response = await appThrowing(new Error('password=hunter2 leaked')).request('/');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(logger.error).toHaveBeenCalledWith('unhandled error', {
      method: 'GET',
      route: '/',
      err: expect.objectContaining({ message: 'password=hunter2 leaked' }),
    });
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
