/**
 * Per-IP limits behind a proxy that appends to X-Forwarded-For (nginx, an AWS ALB, Cloudflare): the client
 * writes the left of the header and the proxy the right, so a client that rotates a forged first hop must
 * still land in its own bucket (security issue 19, item 7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneRateWindow } from '../../testing/rate-window';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKind } from '../../testing/test-databases';

const PER_IP = 4;

describe('per-IP auth limits behind one trusted proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  let anonKey: string;

  beforeAll(async () => {
    // The limit is read per request; one database kind is enough.
    server = await startTestServer(singleDatabaseKind, {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    });
    anonKey = ((await (await fetch(`${server.url}/config.json`)).json()) as { supabaseAnonKey: string })
      .supabaseAnonKey;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** A failed sign-in as the proxy forwards it: whatever the client wrote, then the address the proxy saw. */
  const signInVia = (clientWrote: string, proxySaw: string) =>
    fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': `${clientWrote}, ${proxySaw}`,
      },
      body: JSON.stringify({ email: 'someone@example.com', password: 'wrong-password' }),
    });

  it(`refuses attempt ${PER_IP + 1} from one client however it rotates a forged first hop`, async () => {
    await inOneRateWindow(server.services.database, async () => {
      for (let i = 0; i < PER_IP; i++) {
        const response = await signInVia(`198.51.100.${i + 1}`, '203.0.113.7');
        expect(response.status, `attempt ${i + 1}`).toBe(400);
      }
      const limited = await signInVia('198.51.100.99', '203.0.113.7');
      expect(limited.status, await limited.clone().text()).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });

      // Another client behind the same proxy keeps its own bucket.
      expect((await signInVia('198.51.100.1', '203.0.113.8')).status).toBe(400);
    });
  });
});
