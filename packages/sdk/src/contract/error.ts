import { z } from 'zod';

/** The body of every `/api` error response: a stable snake_case code and a message for people. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
