/**
 * A webhook receiver for tests: `node:http` on 127.0.0.1 that records every request (headers and raw body) and
 * answers as its `respond` script says, by the request's number (1 for the first).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string };

/** A running receiver. */
export type WebhookReceiver = {
  /** `http://127.0.0.1:{port}`. */
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
};

/** Answers the `n`th request (1-based); the default is 200 with a short body. */
export type ReceiverScript = (res: ServerResponse, n: number, request: ReceivedWebhook) => void;

/** Starts a receiver on a free loopback port. */
export async function startWebhookReceiver(respond?: ReceiverScript): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      if (respond) respond(res, received.length, request);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`The receiver got ${received.length} of ${count} requests in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
