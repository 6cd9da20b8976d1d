/**
 * Request parsing against the `@leadproof/sdk` contract. A schema failure throws a ZodError, which
 * the error handler answers with 400 naming the field; malformed JSON gets its own clear 400.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ApiError } from './errors/apiError';

/** Parses the JSON body with `schema`. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError({ code: 'bad_request', message: 'The request body must be valid JSON.' });
  }
  return schema.parse(body);
}

/** Parses the query string with `schema`. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query());
}

/** Answers with `data` after checking it against the contract's response schema. */
export function respond<S extends z.ZodType>(
  c: Context,
  schema: S,
  data: z.input<S>,
  status: ContentfulStatusCode = 200,
) {
  return c.json(schema.parse(data) as object, status);
}
