import type { ErrorResponse } from '@leadproof/contract/error';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { ApiError } from '../../errors/api-error';
import { type ErrorCode, errorCodes } from '../../errors/codes';
import type { Logger } from '../../logger';
import { JsonBodyError } from '../read-json-body';

/** The contract's error body, with the request's id (set by `middleware/requestId`) to quote to support. */
export function errorBody(c: Context, code: ErrorCode, message: string): ErrorResponse {
  const requestId: string | undefined = c.get('requestId');
  return { error: { code, message, ...(requestId ? { requestId } : {}) } };
}

/** Logs an error nobody expected, with its stack, under the route it broke; the caller answers generically. */
export function logUnhandledError(logger: Logger, c: Context, error: Error): void {
  logger.error('unhandled error', { method: c.req.method, route: routePath(c), err: error });
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(errorCodes).find(([, value]) => value === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** Node's error for a request body cut off by the client (`IncomingMessage` 'aborted'). */
function isClientAbort(error: Error): boolean {
  return (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted';
}

/** Builds the app's `onError`: known errors keep their status and text; anything else is a generic 500. */
export function createErrorHandler(logger: Logger) {
  return function handleError(error: Error, c: Context): Response {
    if (error instanceof ApiError) {
      // SDKs retry a 409 (lock contention, a repeat still running), but `conflict` is a refusal that stays until the
      // caller changes something (a name taken, an order in the wrong state): say so, so a retry does not repeat it.
      // The same for a repeated Idempotency-Key whose answer was not kept (409 `idempotency_key_reused`).
      if (error.code === 'conflict' || error.code === 'idempotency_key_reused')
        c.header('x-should-retry', 'false');
      return c.json(errorBody(c, error.code, error.message), error.status as ContentfulStatusCode);
    }
    if (error instanceof JsonBodyError) {
      // A body read raw (an idempotency hash, a payment webhook) that broke the limit while streaming (`bodyLimit`).
      // The rest of it is not read: the client must not send its next request on this connection.
      if (error.reason === 'tooLarge') c.header('Connection', 'close');
      return c.json(
        errorBody(c, error.reason === 'tooLarge' ? 'payload_too_large' : 'bad_request', error.message),
        error.reason === 'tooLarge' ? 413 : 400,
      );
    }
    if (error instanceof ZodError) {
      const detail = error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      return c.json(errorBody(c, 'bad_request', detail), 400);
    }
    if (error instanceof HTTPException) {
      return c.json(
        errorBody(c, codeForStatus(error.status), error.message || 'Request failed'),
        error.status,
      );
    }
    if (isClientAbort(error)) {
      // The client went away mid-request (closed the tab, lost the network, stalled past the idle
      // timeout): nobody is left to answer and nothing failed on our side.
      logger.info('client closed the connection mid-request', { method: c.req.method, route: routePath(c) });
      return c.body(null, 400);
    }
    // Unhandled errors are not user-facing: log the detail, answer with a generic message.
    logUnhandledError(logger, c, error);
    return c.json(errorBody(c, 'internal_error', 'Something went wrong on our side. Please try again.'), 500);
  };
}
