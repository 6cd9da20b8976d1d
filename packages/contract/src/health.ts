// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/** `GET /api/health`: liveness and which backends this deployment runs on. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(['embedded', 'production']),
  db: z.enum(['pglite', 'postgres']),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET /api/health/ready`: whether this process should get traffic. 200 with `ready`; 503 with `starting`
 * (migrations not applied yet), `unavailable` (the database or the job queue does not answer) or `draining`
 * (shutting down: it finishes what it has, and takes nothing new). Each check is true when it passed.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  checks: z.object({
    database: z.boolean(),
    queue: z.boolean(),
    migrations: z.boolean(),
  }),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
