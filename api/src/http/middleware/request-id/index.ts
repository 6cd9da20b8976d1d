/**
 * Gives every request an id: the proxy's `X-Request-Id` when it looks like one, else a new UUID. The id is echoed in
 * the `X-Request-Id` response header and in error bodies, and every log line written while the request is served
 * carries it (the log context), so one id finds all of a request's lines.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withLogContext } from '../../../logging/log-context';
import type { AppEnv } from '../../app-env';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What a proxy's id may look like: letters, digits and `._:-`, 1 to 128 of them. Anything else is replaced, not
 * trusted: a client can send the header too, and a long value, a line break or an e-mail address has no place in
 * every log line.
 */
const PLAUSIBLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request that came with `header`: the header when plausible, else a new UUID. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && PLAUSIBLE_ID.test(header) ? header : randomUUID();
}

/** Builds the middleware; mount it first, so that everything after it runs in the request's log context. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async function assignRequestId(c, next) {
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    await withLogContext({ requestId: id }, next);
    // On the answer's own headers, as the default Content-Security-Policy is (http/app.ts): `c.header` after the route
    // answered rebuilds the Response around its body's stream, which takes @hono/node-server off its direct path.
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}
