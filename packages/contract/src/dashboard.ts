// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { countSchema } from './common';

/** `GET /api/dashboard/summary`: greeting data and the three stat cards of the dashboard home. */
export const dashboardSummaryResponseSchema = z.object({
  user: z.object({
    firstName: z.string().nullable(),
    email: z.string(),
  }),
  stats: z.object({
    activeOrders: countSchema,
    completedOrders: countSchema,
    totalValidatedLeads: countSchema,
  }),
  /** Set when part of the summary could not be computed (the dashboard shows its amber banner). */
  error: z.boolean().optional(),
});

export type DashboardSummaryResponse = z.infer<typeof dashboardSummaryResponseSchema>;
