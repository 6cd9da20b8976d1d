import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerOnClose } from './lingering-close';

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** A server that refuses every request with 413 and `Connection: close` before reading its body. */
async function refusingServer(linger: boolean): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(413, { connection: 'close', 'content-type': 'text/plain' });
    response.end('too large');
  });
  if (linger) lingerOnClose(server, 1000);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Sends a chunked body over a raw socket, and keeps sending for `afterAnswerMs` once the answer's status line came,
 * as a client does that has not looked at its socket yet; resolves with the status (if one came) and the first socket
 * error (if any).
 */
function sendPastTheAnswer(
  port: number,
  afterAnswerMs: number,
): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const outcome: { status?: number; error?: string } = {};
    let stopAt = Number.POSITIVE_INFINITY;
    let received = '';
    // Half-open allowed: the server's FIN alone does not end this client's sending.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const finish = () => {
      socket.destroy();
      resolve(outcome);
    };
    const chunk = Buffer.concat([
      Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
      CHUNK,
      Buffer.from('\r\n'),
    ]);
    const write = () => {
      if (outcome.error || socket.destroyed) return;
      if (Date.now() >= stopAt) return finish();
      if (socket.write(chunk)) setImmediate(write);
      else socket.once('drain', write);
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status && outcome.status === undefined) {
        outcome.status = Number(status);
        stopAt = Date.now() + afterAnswerMs;
        setTimeout(finish, afterAnswerMs).unref();
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error ??= error.code ?? error.message;
      resolve(outcome);
    });
    socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n');
    write();
  });
}

describe('lingerOnClose', () => {
  let server: http.Server | undefined;

  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it('keeps a closing connection open while the client is still sending, so it reads the 413 without a reset', async () => {
    const started = await refusingServer(true);
    server = started.server;
    expect(await sendPastTheAnswer(started.port, 300)).toEqual({ status: 413 });
  });

  it('without it, the client sending past the answer meets a reset (what the linger prevents)', async () => {
    const started = await refusingServer(false);
    server = started.server;
    const outcome = await sendPastTheAnswer(started.port, 300);
    expect(outcome.error).toMatch(/EPIPE|ECONNRESET/);
  });

  it('destroys the connection once the linger is over, however long the client keeps sending', async () => {
    const started = await refusingServer(true);
    server = started.server;
    const before = Date.now();
    const outcome = await sendPastTheAnswer(started.port, 10_000);
    expect(outcome.status).toBe(413);
    expect(outcome.error).toMatch(/EPIPE|ECONNRESET/);
    expect(Date.now() - before).toBeLessThan(5000);
  });
});
