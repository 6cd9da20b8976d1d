/**
 * `POST /api/verify` with `stream: true`: the answer as NDJSON, one event per line, so a caller can show the
 * verdict of the offline and DNS checks at once and the mailbox check's when it comes (issue 40, item 5). The
 * checks, the charge and the final answer are the same as the JSON answer's; only the order of telling differs.
 */
import {
  type ContactVerdict,
  type VerifyContactResponse,
  type VerifyStreamEvent,
  verifyStreamEventSchema,
} from '@leadproof/contract/verify';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { ApiError } from '../errors/api-error';
import type { AppEnv } from '../http/app-env';
import { errorBody, logUnhandledError } from '../http/errors/handle-error';

/** The media type of the streamed answer. */
export const NDJSON = 'application/x-ndjson; charset=utf-8';

/**
 * Answers 200 with the events of `check` as they happen: `provisional` (when a mailbox check follows), then
 * `result`, or `error` when the check fails after the answer has started (its status says what it would have been).
 */
export function streamVerdict(
  c: Context<AppEnv>,
  check: (onProvisional: (verdict: ContactVerdict) => void) => Promise<VerifyContactResponse>,
): Response {
  c.header('Content-Type', NDJSON);
  c.header('Cache-Control', 'no-store');
  // Proxies such as nginx hold a response back until it ends unless told otherwise.
  c.header('X-Accel-Buffering', 'no');
  return stream(c, async (out) => {
    // Checked against the contract as `respond` checks a JSON answer: a mismatch is our fault, and ends as a 500.
    const send = (event: VerifyStreamEvent) =>
      out.write(`${JSON.stringify(verifyStreamEventSchema.parse(event))}\n`);
    try {
      const result = await check((verdict) => void send({ type: 'provisional', verdict }));
      await send({ type: 'result', result });
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? { status: error.status, ...errorBody(c, error.code, error.message) }
          : unexpected(c, error);
      await send({ type: 'error', ...failure });
    }
  });
}

function unexpected(c: Context<AppEnv>, error: unknown) {
  logUnhandledError(c.var.services.logger, c, error instanceof Error ? error : new Error(String(error)));
  return {
    status: 500,
    ...errorBody(c, 'internal_error', 'Something went wrong on our side. Please try again.'),
  };
}
