import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { JsonBodyError, MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, readJsonBody } from './read-json-body';

/** Posts `body` to an app that answers with what `readJsonBody` gave or threw. */
async function read(body: string, contentType = 'application/json', requireJsonContentType = true) {
  const app = new Hono();
  app.post('/', async (c) => {
    try {
      return c.json({ value: await readJsonBody(c, { requireJsonContentType }) });
    } catch (error) {
      if (!(error instanceof JsonBodyError)) throw error;
      return c.json({ reason: error.reason, message: error.message });
    }
  });
  const response = await app.request('/', { method: 'POST', body, headers: { 'content-type': contentType } });
  return response.json() as Promise<{ value?: unknown; reason?: string; message?: string }>;
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('readJsonBody', () => {
  it('parses JSON, and reads an empty body as {}', async () => {
    expect(await read('{"name":"Zoë 🙂"}')).toEqual({ value: { name: 'Zoë 🙂' } });
    expect(await read('  ')).toEqual({ value: {} });
  });

  it('refuses what is not JSON', async () => {
    expect(await read('{"a":')).toEqual({
      reason: 'syntax',
      message: 'The request body must be valid JSON.',
    });
  });

  it('refuses a non-JSON Content-Type only when asked to', async () => {
    expect(await read('{}', 'text/plain')).toMatchObject({ reason: 'contentType' });
    expect(await read('{}', 'application/problem+json; charset=utf-8')).toEqual({ value: {} });
    expect(await read('{}', 'text/plain', false)).toEqual({ value: {} });
  });

  it('refuses NUL characters and lone surrogates in values and keys, naming where', async () => {
    expect(await read('{"a":{"b":["x\\u0000"]}}')).toMatchObject({
      reason: 'badText',
      message: expect.stringMatching(/^a\.b\.0: .*NUL/),
    });
    expect(await read('{"a":"\\ud800"}')).toMatchObject({
      reason: 'badText',
      message: expect.stringMatching(/^a: .*Unicode/),
    });
    expect(await read('{"a":"\\udc00x"}')).toMatchObject({ reason: 'badText' });
    expect(await read('{"k\\u0000":1}')).toMatchObject({
      reason: 'badText',
      message: expect.stringMatching(/a key/),
    });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses more, however deep`, async () => {
    expect(await read(nested(MAX_JSON_DEPTH))).toHaveProperty('value');
    expect(await read(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ reason: 'tooDeep' });
    expect(await read(nested(200_000))).toMatchObject({ reason: 'tooDeep' });
  });

  it(`refuses a body over ${MAX_JSON_BODY_BYTES} bytes`, async () => {
    const body = JSON.stringify({ a: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    expect(await read(body)).toMatchObject({ reason: 'tooLarge' });
  });
});
