import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../errors/handle-error';
import { bodyLimit } from '.';

const LIMIT = 1024;
const CHUNK = new Uint8Array(256).fill(97);
const silentLogger = { error() {}, warn() {}, info() {}, debug() {} } as never;

/** A chunked body of `total` bytes that counts how much of it the server pulled. */
function countedBody(total: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) {
          controller.close();
          return;
        }
        pulled += CHUNK.byteLength;
        controller.enqueue(CHUNK);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function appWith(route: (app: Hono) => void) {
  const app = new Hono();
  app.onError(createErrorHandler(silentLogger));
  app.use(bodyLimit(LIMIT));
  route(app);
  return app;
}

const post = (app: Hono, path: string, body: ReadableStream<Uint8Array>) =>
  app.request(path, { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('bodyLimit', () => {
  it('answers 413 to an over-limit chunked body on a route that never reads it, having read just past the limit', async () => {
    const app = appWith((hono) => hono.post('/ignores-body', (c) => c.text('ok')));
    for (const path of ['/ignores-body', '/no-such-page']) {
      const body = countedBody(100 * LIMIT);
      const response = await post(app, path, body.stream);
      expect(response.status, path).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
      expect(body.pulled()).toBeLessThanOrEqual(LIMIT + CHUNK.byteLength);
    }
  });

  it("keeps the route's answer when the unread rest of the body is within the limit", async () => {
    const app = appWith((hono) => hono.post('/ignores-body', (c) => c.text('ok')));
    const body = countedBody(LIMIT);
    const response = await post(app, '/ignores-body', body.stream);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect((await post(app, '/no-such-page', countedBody(LIMIT / 2).stream)).status).toBe(404);
  });

  it('answers 413 when a reader breaks the limit', async () => {
    const app = appWith((hono) =>
      hono.post('/reads', async (c) => c.text(String((await c.req.text()).length))),
    );
    const body = countedBody(100 * LIMIT);
    expect((await post(app, '/reads', body.stream)).status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(LIMIT + CHUNK.byteLength);
    expect(await (await post(app, '/reads', countedBody(LIMIT).stream)).text()).toBe(String(LIMIT));
  });
});
