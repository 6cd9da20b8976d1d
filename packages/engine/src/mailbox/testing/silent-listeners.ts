import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

/** Listeners that never complete a TCP handshake, until `close`. */
export interface SilentListeners {
  close(): Promise<void>;
}

// Runs in a worker thread: it listens with a backlog of one, then blocks its event loop so it never accepts. The
// kernel completes handshakes only until the accept queue is full; then it drops every SYN, and a client sees no
// answer at all, as from a host whose packets a firewall drops. No root or iptables needed, on any loopback address.
const LISTENER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const servers = [];
let waiting = workerData.targets.length;
const failed = (error) => {
  for (const s of servers) s.close();
  parentPort.postMessage({ error: String((error && error.code) || error) });
};
for (const target of workerData.targets) {
  const server = net.createServer(() => {});
  servers.push(server);
  server.once('error', failed);
  server.listen({ host: target.ip, port: target.port, backlog: 1 }, () => {
    if (--waiting > 0) return;
    parentPort.postMessage({ ready: true });
    Atomics.wait(new Int32Array(workerData.stop), 0, 0);
    for (const s of servers) s.close();
  });
}
`;

// Connections that fill each listener's accept queue (a backlog of 1 holds two).
const FILLERS = 2;

/** Starts a listener at each `ip:port` that never answers a SYN (after filling its accept queue itself). */
export async function startSilentListeners(
  targets: ReadonlyArray<{ ip: string; port: number }>,
): Promise<SilentListeners> {
  if (targets.length === 0) return { close: async () => {} };
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(LISTENER_SOURCE, { eval: true, workerData: { targets, stop } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const message = await new Promise<{ ready?: true; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const release = async () => {
    Atomics.store(new Int32Array(stop), 0, 1);
    Atomics.notify(new Int32Array(stop), 0);
    await exited;
  };
  if (message.error) {
    await release();
    throw Object.assign(new Error(`a silent listener could not listen: ${message.error}`), {
      code: message.error,
    });
  }
  const fillers: Socket[] = [];
  await Promise.all(
    targets.flatMap((target) =>
      Array.from(
        { length: FILLERS },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = connect({ host: target.ip, port: target.port });
            fillers.push(socket);
            socket.once('connect', () => resolve());
            socket.once('error', reject);
          }),
      ),
    ),
  );
  return {
    close: async () => {
      for (const socket of fillers) socket.destroy();
      await release();
    },
  };
}
