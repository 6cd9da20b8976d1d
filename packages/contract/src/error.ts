// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/**
 * The body of every `/api` error response: a stable snake_case code, a message for people, and the request's id
 * (also in the `X-Request-Id` header) to quote to support, which finds the request's log lines by it.
 */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
