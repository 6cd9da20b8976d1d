import { type HealthResponse, healthResponseSchema } from '@leadproof/sdk';
import { Hono } from 'hono';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppEnv } from '../appEnv';

/** `/api/health` routes. */
export function healthRoutes() {
  const app = new Hono<AppEnv>();

  // GET /api/health – liveness, version and the backends in use
  app.get('/', (c) => {
    const { config, database } = c.var.services;
    const response: HealthResponse = healthResponseSchema.parse({
      status: 'ok',
      version: packageJson.version,
      mode: config.mode,
      db: database.driver,
    });
    return c.json(response);
  });

  return app;
}
