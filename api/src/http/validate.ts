/**
 * Request parsing against the `@leadproof/contract` contract. A schema failure throws a ZodError, which
 * the error handler answers with 400 naming the field; malformed JSON gets its own clear 400.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ApiError } from '../errors/api-error';
import { JsonBodyError, readJsonBody } from './read-json-body';

/** Parses the JSON body with `schema`; a body must come as `application/json` (or `…+json`). */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    // The Content-Type is required so that a cross-site form or text/plain post is never read as JSON.
    body = await readJsonBody(c, { requireJsonContentType: true });
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    // The rest of a refused body is not read: the client must not send its next request on this connection.
    if (error.reason === 'tooLarge') c.header('Connection', 'close');
    throw new ApiError({
      code: error.reason === 'tooLarge' ? 'payload_too_large' : 'bad_request',
      message: error.message,
    });
  }
  return schema.parse(body);
}

/** Parses the query string with `schema`. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query());
}

/**
 * Answers with `data` after checking it against the contract's response schema. Data that fails it is our
 * fault, not the caller's: it becomes a plain error (logged, 500), never the ZodError a request's 400 is made of.
 */
export function respond<S extends z.ZodType>(
  c: Context,
  schema: S,
  data: z.input<S>,
  status: ContentfulStatusCode = 200,
) {
  const checked = schema.safeParse(data);
  if (!checked.success) {
    const detail = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`the response to ${c.req.method} ${c.req.path} breaks its schema: ${detail.join('; ')}`);
  }
  // As `c.json` answers, with the text kept beside the response: the idempotency middleware stores it without reading
  // the response back (which would turn @hono/node-server's light response into a WHATWG one and rebuild it).
  const text = JSON.stringify(checked.data);
  const response = c.body(text, status, { 'Content-Type': 'application/json' });
  c.set('answerText', { response, text });
  return response;
}
