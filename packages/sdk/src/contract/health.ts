import { z } from 'zod';

/** `GET /api/health`: liveness and which backends this deployment runs on. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(['embedded', 'production']),
  db: z.enum(['pglite', 'postgres']),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
