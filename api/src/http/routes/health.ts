import {
  type HealthResponse,
  healthResponseSchema,
  readinessResponseSchema,
} from '@leadproof/contract/health';
import { Hono } from 'hono';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** `/api/health` routes. */
export function healthRoutes() {
  const app = new Hono<AppEnv>();

  // Liveness, version and the backends in use
  contractRoute(app, 'health.check', (c) => {
    const { config, database } = c.var.services;
    const response: HealthResponse = healthResponseSchema.parse({
      status: 'ok',
      version: packageJson.version,
      mode: config.mode,
      db: database.driver,
    });
    return c.json(response);
  });

  // Readiness: 200 when this process should get traffic, else 503 with the reason
  contractRoute(app, 'health.ready', async (c) => {
    const report = await c.var.services.readiness.report();
    // A load balancer or a probe must see each answer afresh.
    c.header('Cache-Control', 'no-store');
    return respond(c, readinessResponseSchema, report, report.status === 'ready' ? 200 : 503);
  });

  return app;
}
