import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKind } from '../testing/test-databases';

// Headers do not depend on the database: one (singleDatabaseKind, docs/decisions/testing.md "Which suites run on both").
describe('security headers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(singleDatabaseKind);
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
  });

  it.each(['/', '/api/health', '/api/orders', '/no-such-page'])('are sent on %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    // The whole policy is checked in content-security-policy.int.test.ts.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The API is same-origin only: no CORS grant to other sites.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
