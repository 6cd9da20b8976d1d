/** Request ids against the real server: echoed in the header and error bodies, carried by the request's log lines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger';
import { mintSignedInToken } from '../../../testing/access-tokens';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { singleDatabaseKind } from '../../../testing/test-databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let server: TestServer;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const linesOf = (requestId: string) => logged().filter((line) => line.requestId === requestId);

  beforeAll(async () => {
    const logger = createLogger('debug', { destination: { write: (line: string) => void lines.push(line) } });
    server = await startTestServer(singleDatabaseKind, {}, { logger });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it("echoes the proxy's X-Request-Id in the header and the error body", async () => {
    const response = await fetch(`${server.url}/api/users/me`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String), requestId: 'abc-123' },
    });
  });

  it('makes one up when the request has none, on every response', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.headers.get('x-request-id')).toMatch(UUID);
    const missing = await fetch(`${server.url}/api/no-such-route`);
    const id = missing.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(((await missing.json()) as { error: { requestId: string } }).error.requestId).toBe(id);
    expect((await fetch(`${server.url}/`)).headers.get('x-request-id')).toMatch(UUID);
  });

  it('replaces an id that is too long or holds other characters', async () => {
    for (const sent of ['x'.repeat(129), 'ann@example.com', 'two words', 'a"b', 'é']) {
      const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': sent } });
      expect(response.headers.get('x-request-id'), sent).toMatch(UUID);
    }
    expect(
      (await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'x'.repeat(128) } })).headers.get(
        'x-request-id',
      ),
    ).toBe('x'.repeat(128));
  });

  it('tags every log line of a request with its id, deep ones included, and logs one access line', async () => {
    await fetch(`${server.url}/api/users/me`, {
      headers: { 'X-Request-Id': 'bad-token-1', authorization: 'Bearer not.a.jwt' },
    });
    const request = linesOf('bad-token-1');
    // authenticate logs the rejection through the services' logger, which was never handed the id.
    expect(request.map((line) => line.msg)).toEqual(['rejected access token', 'request completed']);
    expect(request[1]).toMatchObject({ level: 'info', method: 'GET', route: '/api/users/me', status: 401 });
    expect(request[1]?.durationMs).toEqual(expect.any(Number));
  });

  it('logs the route pattern and the user id, never the path with its ids or the query string', async () => {
    const userId = '5b6f3c1e-8a9d-4c1b-9f00-000000000042';
    const token = await mintSignedInToken(server, {
      userId,
      email: 'ids-only@example.com',
      userMetadata: { firstName: 'Ida', lastName: 'Only', company: 'Logs' },
      sessionId: '5b6f3c1e-8a9d-4c1b-9f00-0000000000ab',
    });
    const orderId = '00000000-0000-4000-8000-00000000beef';
    const response = await fetch(`${server.url}/api/orders/${orderId}?token=secret-in-query`, {
      headers: { 'X-Request-Id': 'order-lookup', authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    const [access] = linesOf('order-lookup').filter((line) => line.msg === 'request completed');
    expect(access).toMatchObject({ route: '/api/orders/:id', status: 404, userId });
    const text = lines.join('');
    for (const leak of [orderId, 'secret-in-query', 'ids-only@example.com', token])
      expect(text).not.toContain(leak);
  });

  it('writes JSON lines only', () => {
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
