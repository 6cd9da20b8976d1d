import type { ErrorResponse } from '@leadproof/sdk';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { ApiError } from '../../errors/apiError';
import { type ErrorCode, errorCodes } from '../../errors/codes';
import type { Logger } from '../../logger';

function body(code: ErrorCode, message: string): ErrorResponse {
  return { error: { code, message } };
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
      return c.json(body(error.code, error.message), error.status as ContentfulStatusCode);
    }
    if (error instanceof ZodError) {
      const detail = error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      return c.json(body('bad_request', detail), 400);
    }
    if (error instanceof HTTPException) {
      return c.json(body(codeForStatus(error.status), error.message || 'Request failed'), error.status);
    }
    if (isClientAbort(error)) {
      // The client went away mid-request (closed the tab, lost the network, stalled past the idle
      // timeout): nobody is left to answer and nothing failed on our side.
      logger.info(`client closed the connection during ${c.req.method} ${c.req.path}`);
      return c.body(null, 400);
    }
    // Unhandled errors are not user-facing: log the detail, answer with a generic message.
    logger.error(`unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json(body('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  };
}
