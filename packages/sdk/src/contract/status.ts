import { z } from 'zod';
import { timestampSchema } from './common';

/** One part of the service as `/status` shows it: `operational`, or `down` when its check failed. */
export const serviceComponentStateSchema = z.enum(['operational', 'down']);

/**
 * `GET /api/status`: the public service status behind the `/status` page. Says nothing about any customer:
 * states of the parts, and how long ago the latest order (anyone's) completed.
 */
export const serviceStatusResponseSchema = z.object({
  /** `operational` when every component is; `degraded` otherwise. */
  status: z.enum(['operational', 'degraded']),
  components: z.object({
    api: serviceComponentStateSchema,
    database: serviceComponentStateSchema,
    jobQueue: serviceComponentStateSchema,
  }),
  /** Seconds since the latest order completed, or null when none has. */
  lastOrderCompletedSecondsAgo: z.number().int().nonnegative().nullable(),
  checkedAt: timestampSchema,
});

export type ServiceComponentState = z.infer<typeof serviceComponentStateSchema>;
export type ServiceStatusResponse = z.infer<typeof serviceStatusResponseSchema>;
