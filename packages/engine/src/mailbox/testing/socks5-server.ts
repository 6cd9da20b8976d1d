import { connect, createServer, type Socket } from 'node:net';

/** A running SOCKS5 server. */
export interface Socks5Server {
  port: number;
  /** `ip:port` of every CONNECT asked for. */
  destinations: string[];
  close(): Promise<void>;
}

/**
 * A minimal SOCKS5 server (RFC 1928: no authentication, CONNECT to IPv4 only), on 127.0.0.1, for tests. It only
 * ever connects to loopback destinations so a test can never reach the outside.
 */
export async function startSocks5Server(): Promise<Socks5Server> {
  const destinations: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    let stage: 'hello' | 'request' | 'relay' = 'hello';
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (stage === 'hello') {
        if (buffer.length < 2 || buffer.length < 2 + buffer[1]!) return;
        buffer = buffer.subarray(2 + buffer[1]!);
        client.write(Buffer.from([5, 0]));
        stage = 'request';
      }
      if (stage === 'request') {
        if (buffer.length < 10) return;
        if (buffer[1] !== 1 || buffer[3] !== 1) {
          client.end(Buffer.from([5, 7, 0, 1, 0, 0, 0, 0, 0, 0]));
          return;
        }
        const ip = `${buffer[4]}.${buffer[5]}.${buffer[6]}.${buffer[7]}`;
        const port = buffer.readUInt16BE(8);
        const rest = buffer.subarray(10);
        destinations.push(`${ip}:${port}`);
        stage = 'relay';
        client.off('data', onData);
        if (!ip.startsWith('127.')) {
          client.end(Buffer.from([5, 2, 0, 1, 0, 0, 0, 0, 0, 0]));
          return;
        }
        const upstream = connect(port, ip);
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => client.end(Buffer.from([5, 5, 0, 1, 0, 0, 0, 0, 0, 0])));
        client.on('close', () => upstream.destroy());
        upstream.once('connect', () => {
          client.write(Buffer.from([5, 0, 0, 1, 127, 0, 0, 1, 0, 0]));
          if (rest.length > 0) upstream.write(rest);
          client.pipe(upstream);
          upstream.pipe(client);
        });
      }
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    destinations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
