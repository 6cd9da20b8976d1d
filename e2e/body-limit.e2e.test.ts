import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../api/src/testing/test-users';
import { type ProductServer, startProductServer } from './support/product-server';

// Issue 34, finding 2, against the built server (as `pnpm start` runs it): a POST with an Idempotency-Key and a
// chunked body (no Content-Length to refuse up front) was read whole before the 1 MB limit: 300 MB added about 880 MB
// to the server. The limit now holds while the body streams in, on every route.

const BODY_BYTES = 300 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** The process's resident memory now, in bytes (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/**
 * POSTs up to `BODY_BYTES` in chunks (Transfer-Encoding: chunked) as fast as the server takes them, and stops sending
 * once an answer comes; resolves with the answer's status and body, and how much was sent by then.
 */
function chunkedPost(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    });
    const write = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sent });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    write();
  });
}

describe('request bodies on the built server', () => {
  let server: ProductServer;
  let user: TestUser;
  let anonKey: string;

  beforeAll(async () => {
    server = await startProductServer();
    user = await createTestUser(server);
    ({ supabaseAnonKey: anonKey } = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseAnonKey: string;
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['/api/orders', { 'idempotency-key': 'big-body-1' }],
    ['/api/verify/batch', { 'idempotency-key': 'big-body-2' }],
    ['/api/orders', {}],
    ['/auth/v1/token?grant_type=password', {}],
    ['/api/billing/webhook', {}],
    ['/dev/checkout/cs_unknown/pay', {}],
    ['/no-such-page', {}],
  ] as const)(
    'answers a chunked 300 MB POST to %s %j with 413, its memory growing by less than 50 MB',
    async (path, extra) => {
      const before = await rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        rssOf(server.pid).then(
          (rss) => {
            peak = Math.max(peak, rss);
          },
          () => {},
        );
      }, 20);
      let answer: Awaited<ReturnType<typeof chunkedPost>>;
      try {
        answer = await chunkedPost(`${server.url}${path}`, {
          authorization: `Bearer ${user.accessToken}`,
          // /auth/v1 refuses a request without it before reading anything.
          apikey: anonKey,
          'content-type': 'application/json',
          ...extra,
        });
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, await rssOf(server.pid));
      expect(answer.status, answer.body).toBe(413);
      expect(peak - before, `grew ${((peak - before) / 2 ** 20).toFixed(1)} MB`).toBeLessThan(
        50 * 1024 * 1024,
      );
      // It stopped reading: the client never got to send the whole body.
      expect(answer.sent).toBeLessThan(BODY_BYTES);
      // The server still answers.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
  );
});
