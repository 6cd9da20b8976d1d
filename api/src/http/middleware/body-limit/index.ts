/**
 * The request body limit on every route, enforced while the body streams in (issue #34, finding 2). A chunked body
 * has no Content-Length to refuse up front, so it is counted as it arrives and its stream fails at the first chunk
 * past the limit: whoever reads it (a route's JSON parser, the idempotency middleware's hash, a payment webhook's raw
 * bytes) gets a `JsonBodyError('tooLarge')`, answered 413, having held at most the limit. A body that declares a
 * length within the limit is left alone (the HTTP parser ends it there); readers keep their own Content-Length check,
 * which refuses a declared size before reading anything. A route that answers without reading the body (a 404, a
 * form that ignores it) would let an over-limit body pass: what is left of it is then read and discarded, up to the
 * limit, and past it the answer becomes the same 413.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyTooLargeError, MAX_JSON_BODY_BYTES } from '../../read-json-body';

/** Paths that stream bodies of their own size to disk (the signed uploads, up to 50 MB) and check it themselves. */
const OWN_LIMIT_PREFIXES = ['/storage/v1/'];

/**
 * `body` as a stream that fails with `bodyTooLargeError()` once more than `maxBytes` have passed through it;
 * `drainRest()` reads and discards what nobody read, and says whether the whole body stayed within the limit.
 */
function limitedStream(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  let size = 0;
  let ended = false;
  let tooLarge = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          controller.close();
          return;
        }
        size += value.byteLength;
        if (size > maxBytes) {
          tooLarge = true;
          // Released, not cancelled: cancelling resets the connection before the 413 reaches the client.
          reader.releaseLock();
          controller.error(bodyTooLargeError());
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // Nothing is read before someone asks.
    { highWaterMark: 0 },
  );
  /** Reads what is left, keeping none of it, until the end (true) or just past the limit (false). */
  async function drainRest(): Promise<boolean> {
    while (!ended && !tooLarge) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      size += value.byteLength;
      if (size > maxBytes) {
        tooLarge = true;
        reader.releaseLock();
      }
    }
    return !tooLarge;
  }
  return { stream, ended: () => ended, tooLarge: () => tooLarge, drainRest };
}

/** Builds the middleware; mount it first, before anything that may read a body. */
export function bodyLimit(maxBytes = MAX_JSON_BODY_BYTES): MiddlewareHandler {
  return async function limitRequestBody(c, next) {
    const declared = c.req.header('content-length');
    if (
      (declared !== undefined && Number(declared) <= maxBytes) ||
      OWN_LIMIT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))
    ) {
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const limited = limitedStream(body, maxBytes);
    c.req.raw = new Request(c.req.raw, { body: limited.stream, duplex: 'half' } as RequestInit);
    await next();
    if (limited.ended()) return;
    // A reader may still hold the stream (a route streaming its answer while it reads): leave it be, and end the
    // connection, which the unread rest makes unfit for another request.
    // The route refused the body itself (its reader passed the limit, or it refused a declared length with its own
    // 413, as the auth routes do in GoTrue's shape): its answer stands.
    if (limited.stream.locked || limited.tooLarge() || c.res.status === 413) {
      c.header('Connection', 'close');
      return;
    }
    // Nobody read the body (or not all of it): the route's answer stands only if the body was within the limit.
    if (!(await limited.drainRest())) throw bodyTooLargeError();
  };
}
