/**
 * The API server: opens the services, runs the workers in-process in embedded mode, and serves HTTP.
 */
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Config } from './config/config';
import { embeddedRoutes } from './embedded/embedded-routes';
import { createApp } from './http/app';
import { lingerOnClose } from './http/lingering-close';
import { seedDemoInventory } from './leads/demo/seed-demo-inventory';
import type { Logger } from './logger';
import { startConfiguredMetricsListener } from './metrics/metrics-listener';
import { openServices } from './open-services';
import type { Services } from './services';
import { startWorkers } from './workers';

export type RunningServer = {
  /** Where the server listens, e.g. http://127.0.0.1:8787. */
  url: string;
  services: Services;
  /** Stops accepting requests, finishes or releases running jobs, closes the database. */
  stop(): Promise<void>;
};

type NodeServer = ReturnType<typeof serve> & { closeIdleConnections?: () => void };

function listen(app: ReturnType<typeof createApp>, config: Config): Promise<NodeServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as NodeServer;
    // Outlive the idle timeouts of proxies and clients (60 s is common), so a reused keep-alive
    // connection is not closed under a request that is just being sent (ECONNRESET).
    (server as unknown as { keepAliveTimeout: number; headersTimeout: number }).keepAliveTimeout = 65_000;
    (server as unknown as { keepAliveTimeout: number; headersTimeout: number }).headersTimeout = 66_000;
    // Node never times out a socket mid-request by default (only the whole request, after 5 minutes): a
    // client that sends part of a body and stalls would hold its connection and upload for that long.
    (server as unknown as { timeout: number }).timeout = config.httpIdleTimeoutMs;
    // A 413 sent before the body was read must reach a client that is still sending it.
    lingerOnClose(server as HttpServer);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${config.port} is already in use on ${config.host}. Set PORT to a free port.`)
          : error,
      );
    });
  });
}

/** Starts the whole product in one process. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const opened = await openServices(config, logger);
  let server: NodeServer;
  try {
    // Before listening, so the first purchase on a fresh embedded install already finds leads.
    if (config.leadsDemoInventory) await seedDemoInventory(opened.services.database, logger);
    // Production normally runs workers as separate processes (`leadproof-api worker`).
    if (config.workersInProcess) await startWorkers(opened.services.jobs, opened.services);
    server = await listen(
      createApp(opened.services, embeddedRoutes(opened.embedded, config, logger)),
      config,
    );
  } catch (error) {
    await opened.close();
    throw error;
  }
  const metrics = await startConfiguredMetricsListener(config).catch(async (error: Error) => {
    await new Promise((resolve) => server.close(resolve));
    await opened.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    services: opened.services,
    stop: () => {
      stopping ??= (async () => {
        // Draining: `ready` answers 503 while requests are still served, until the load balancer has noticed.
        opened.services.readiness.drain();
        if (config.shutdownDrainMs > 0)
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections?.();
        await closed;
        await metrics?.close();
        await opened.close();
      })();
      return stopping;
    },
  };
}
