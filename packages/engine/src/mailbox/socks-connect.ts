import { connect as netConnect, type Socket } from 'node:net';
import { SocksClient } from 'socks';

/** A parsed `socks5://[user:pass@]host:port` proxy. */
export interface SocksProxy {
  host: string;
  port: number;
  userId?: string;
  password?: string;
}

/** Parses the `socksProxy` option; throws on anything but a socks5 URL with a port. */
export function parseSocksProxy(url: string): SocksProxy {
  const parsed = new URL(url);
  if (parsed.protocol !== 'socks5:' || !parsed.hostname || !parsed.port) {
    throw new Error(`socksProxy must look like socks5://[user:pass@]host:port, got ${parsed.protocol}//…`);
  }
  const proxy: SocksProxy = { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
  if (parsed.username) proxy.userId = decodeURIComponent(parsed.username);
  if (parsed.password) proxy.password = decodeURIComponent(parsed.password);
  return proxy;
}

/**
 * Opens a TCP connection to `ip:port`, directly or through a SOCKS5 proxy (the proxy is told the IP, never a name,
 * so it cannot resolve the host to somewhere else). Rejects after `timeoutMs` or when `signal` aborts.
 */
export function connectTcp(
  ip: string,
  port: number,
  timeoutMs: number,
  proxy: SocksProxy | undefined,
  signal: AbortSignal | undefined,
): Promise<Socket> {
  if (proxy) return connectViaSocks(ip, port, timeoutMs, proxy, signal);
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host: ip, port });
    const timer = setTimeout(
      () => fail(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    const onAbort = () => fail(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
    const cleanup = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.off('error', fail);
    };
    function fail(error: Error): void {
      cleanup();
      socket.destroy();
      reject(error);
    }
    socket.once('error', fail);
    socket.once('connect', () => {
      cleanup();
      // One short command, then a wait for its reply: Nagle would only add delay.
      socket.setNoDelay(true);
      resolve(socket);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function connectViaSocks(
  ip: string,
  port: number,
  timeoutMs: number,
  proxy: SocksProxy,
  signal: AbortSignal | undefined,
): Promise<Socket> {
  const pending = SocksClient.createConnection({
    proxy: { host: proxy.host, port: proxy.port, type: 5, userId: proxy.userId, password: proxy.password },
    command: 'connect',
    destination: { host: ip, port },
    timeout: timeoutMs,
  });
  if (!signal) return (await pending).socket;
  if (signal.aborted) throw Object.assign(new Error('aborted'), { code: 'ABORT_ERR' });
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return (await Promise.race([pending, aborted])).socket;
  } catch (error) {
    // A proxy that connects after the abort must not leave its socket open.
    pending.then(({ socket }) => socket.destroy()).catch(() => {});
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}
