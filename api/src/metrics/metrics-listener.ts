/**
 * `/metrics` on a listener of its own (`METRICS_PORT`): for workers, which have no HTTP app, and for servers whose
 * operators keep metrics off the public port. It binds to `METRICS_HOST` (loopback unless told otherwise).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Config } from '../config/config';
import { metricsRoutes } from './metrics-route';

/** A running metrics listener. */
export type MetricsListener = {
  /** Where it answers, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  close(): Promise<void>;
};

/** Starts serving `/metrics` on `host:port`, with `token` required when set. */
export function startMetricsListener(options: {
  port: number;
  host: string;
  token: string | undefined;
}): Promise<MetricsListener> {
  const app = metricsRoutes({ token: options.token });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host });
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`METRICS_PORT ${options.port} is already in use on ${options.host}.`)
          : error,
      ),
    );
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolve({
        url: `http://${host}:${port}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
          }),
      });
    });
  });
}

/** Starts the `METRICS_PORT` listener when the configuration asks for one; resolves undefined otherwise. */
export async function startConfiguredMetricsListener(config: Config): Promise<MetricsListener | undefined> {
  const { serve: where, token } = config.metrics;
  return where.on === 'listener'
    ? startMetricsListener({ port: where.port, host: where.host, token })
    : undefined;
}
