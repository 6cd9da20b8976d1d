import { createServer, type Socket } from 'node:net';

/** What a raw server does with one command line: reply (CRLF added per line), or hang up. */
export type RawAnswer = string | 'close';

/** A running raw server. */
export interface RawSmtpServer {
  port: number;
  commands: string[];
  close(): Promise<void>;
}

/**
 * A hand-written SMTP server on `node:net`, for replies smtp-server cannot send (multi-line RCPT and greeting
 * replies). `answer` maps each command line to the exact reply text. Tests only.
 */
export async function startRawSmtpServer(options: {
  host: string;
  port: number;
  greeting: string;
  answer: (line: string) => RawAnswer;
}): Promise<RawSmtpServer> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.write(`${options.greeting}\r\n`);
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        commands.push(line);
        const answer = /^QUIT\b/i.test(line) ? '221 2.0.0 Bye' : options.answer(line);
        if (answer === 'close') {
          socket.destroy();
          return;
        }
        socket.write(`${answer.replace(/\n/g, '\r\n')}\r\n`);
        if (/^QUIT\b/i.test(line)) socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
