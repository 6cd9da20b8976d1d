import { describe, expect, it } from 'vitest';
import { metricsRoutes } from './metrics-route';

const TOKEN = 'a-metrics-token-of-32-characters';

describe('metricsRoutes', () => {
  it('serves every metric in Prometheus text format with the right token', async () => {
    const response = await metricsRoutes({ token: TOKEN }).request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('refuses a scrape without a token with 401 and a Bearer challenge', async () => {
    const response = await metricsRoutes({ token: TOKEN }).request('/metrics');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain('process_cpu');
  });

  it.each([
    ['another token', 'Bearer not-the-metrics-token-at-all'],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 10)}`],
    ['the token with more after it', `Bearer ${TOKEN}x`],
  ])('refuses %s with 403', async (_, authorization) => {
    const response = await metricsRoutes({ token: TOKEN }).request('/metrics', {
      headers: { authorization },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('process_cpu');
  });

  it('refuses the token sent another way than as a Bearer token', async () => {
    const response = await metricsRoutes({ token: TOKEN }).request('/metrics', {
      headers: { authorization: `Basic ${TOKEN}` },
    });
    expect(response.status).toBe(401);
  });

  it('asks no token when none is configured (the caller limits who connects)', async () => {
    expect((await metricsRoutes({ token: undefined }).request('/metrics')).status).toBe(200);
  });
});
