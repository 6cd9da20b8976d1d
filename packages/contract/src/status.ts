// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { timestampSchema } from './common';

/** One part of the service as `/status` shows it: `operational`, or `down` when its check failed. */
export const serviceComponentStateSchema = z.enum(['operational', 'down']);

/**
 * `GET /api/status`: the public service status behind the `/status` page: the state of each part and of the whole.
 * Nothing about customers or business volume (no order counts or ages: docs/decisions/site.md, "Status page").
 */
export const serviceStatusResponseSchema = z.object({
  /** `operational` when every component is; `degraded` otherwise. */
  status: z.enum(['operational', 'degraded']),
  components: z.object({
    api: serviceComponentStateSchema,
    database: serviceComponentStateSchema,
    jobQueue: serviceComponentStateSchema,
  }),
  checkedAt: timestampSchema,
});

export type ServiceComponentState = z.infer<typeof serviceComponentStateSchema>;
export type ServiceStatusResponse = z.infer<typeof serviceStatusResponseSchema>;
