import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { httpMetrics } from './http-metrics';
import { metricsRegistry } from './registry';

function app() {
  const app = new Hono();
  app.use(httpMetrics());
  const api = new Hono();
  api.use('*', async (c, next) => (c.req.header('authorization') ? next() : c.text('no token', 401)));
  api.get('/orders/:id', (c) => c.json({ id: c.req.param('id') }));
  api.get('/boom', () => {
    throw new Error('boom');
  });
  app.route('/api', api);
  app.onError((_, c) => c.text('failed', 500));
  return app;
}

const histogram = () => metricsRegistry.getSingleMetricAsString('http_request_duration_seconds');

describe('httpMetrics', () => {
  it('labels a request with the route pattern it matched, never its URL', async () => {
    const response = await app().request('/api/orders/8c0f4f9e-0d1b-4b51-9d3f-7a4de0c1b2a3', {
      headers: { authorization: 'Bearer x' },
    });
    expect(response.status).toBe(200);
    const text = await histogram();
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/api\/orders\/:id",method="GET",status="200"/,
    );
    expect(text).not.toContain('8c0f4f9e');
  });

  it("labels a request a middleware refused with the middleware's pattern and its status", async () => {
    expect((await app().request('/api/orders/o-1')).status).toBe(401);
    expect(await histogram()).toMatch(/route="\/api\/\*",method="GET",status="401"/);
  });

  it('records the status the error handler answered with', async () => {
    expect((await app().request('/api/boom', { headers: { authorization: 'Bearer x' } })).status).toBe(500);
    expect(await histogram()).toContain('route="/api/boom",method="GET",status="500"');
  });

  it('keeps unknown methods to one label value', async () => {
    await app().request('/api/orders/o-2', { method: 'PROPFIND', headers: { authorization: 'Bearer x' } });
    expect(await histogram()).toContain('method="other"');
    expect(await histogram()).not.toContain('PROPFIND');
  });
});
