import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpoints, runReadTraffic } from './read-traffic';

describe('runReadTraffic', () => {
  let server: Server;
  let url: string;
  const seen = new Map<string, Set<string>>();

  beforeAll(async () => {
    // Answers 401 to the token "revoked", as the API does to a bad session.
    server = createServer((request, response) => {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const path = request.url ?? '';
      seen.set(path, (seen.get(path) ?? new Set()).add(token));
      response.writeHead(token === 'revoked' ? 401 : 200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('spreads the tokens over the connections and counts every non-2xx answer', async () => {
    const result = await runReadTraffic({ url, tokens: ['alice', 'bob', 'revoked'], clients: 9, seconds: 1 });

    expect([...seen.keys()].sort()).toEqual(readEndpoints.map((endpoint) => endpoint.path).sort());
    expect(new Set([...seen.values()].flatMap((tokens) => [...tokens]))).toEqual(
      new Set(['alice', 'bob', 'revoked']),
    );
    expect(result.endpoints.map((endpoint) => endpoint.clients)).toEqual([3, 3, 3]);
    expect(result.overall.errors).toBe(0);
    expect(result.overall.statusCodes['401']).toBeGreaterThan(0);
    expect(result.overall.non2xx).toBe(result.overall.statusCodes['401']);
    expect(result.overall.responses).toBe(
      (result.overall.statusCodes['200'] ?? 0) + (result.overall.statusCodes['401'] ?? 0),
    );
    expect(result.overall.latencyMs.p99).toBeGreaterThanOrEqual(result.overall.latencyMs.p50);
  });
});
