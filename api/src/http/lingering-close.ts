/**
 * A lingering close for connections the server ends (`Connection: close`), as Apache and nginx do: when an answer
 * comes before the request's body was read (a 413 for a body past the limit), closing the socket at once with the
 * client's bytes still arriving makes the kernel answer them with a reset, and a reset can discard the answer from
 * the client's receive buffer before the client reads it: the client sees EPIPE or ECONNRESET instead of the 413.
 * So the server sends its answer and a FIN, then keeps the socket for a moment while the client notices the answer
 * and stops sending. What the client sends meanwhile goes to the HTTP parser, which stops reading when the
 * request's buffer is full, so a client that keeps sending holds at most that buffer.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection is kept for the client to read the answer, by default. */
export const LINGER_MS = 2000;

type ClosingSocket = Socket & { destroySoon?: () => void };

/** Makes every connection `server` closes linger for `lingerMs` after its answer before it is destroyed. */
export function lingerOnClose(server: Server, lingerMs = LINGER_MS): void {
  server.on('connection', (socket: ClosingSocket) => {
    // Node's HTTP server ends a connection it will not keep alive with `destroySoon()`: end, then destroy as soon as
    // the answer is written.
    if (typeof socket.destroySoon !== 'function') return;
    socket.destroySoon = function lingeringClose(this: Socket) {
      if (this.destroyed) return;
      this.end();
      const timer = setTimeout(() => this.destroy(), lingerMs);
      timer.unref();
      this.once('close', () => clearTimeout(timer));
      // The client closing its side first ends the wait.
      this.once('end', () => this.destroy());
    };
  });
}
