/**
 * `Idempotency-Key` on every POST of the contract (issue #26), as Stripe defines it: the first request with a key
 * runs and its answer is kept for 24 hours per user; a repeat with the same route and body, from the same credential,
 * gets that answer again, with `Idempotent-Replayed: true`, without running. The same key with another route, body or
 * credential is refused with 422 `idempotency_key_reused`, and a repeat while the first still runs with 409
 * `idempotency_key_in_use` and `Retry-After: 1` (the SDK retries it, then gets the replay). Answers that say "try
 * again" are not kept, so a retry runs again: 400 (the request was refused before running), 404, 409, 429 and 5xx.
 * An answer too large to keep, or one carrying a secret (`answerNotKept`), is kept as its hash: a repeat gets 409
 * `idempotency_key_reused` and runs nothing. Without the header nothing changes.
 *
 * Issue #34: a claim starts one execution (`c.var.idempotentExecution`), which routes key their charges by; the key
 * belongs to the credential that used it, and a route API keys may not call refuses them before anything is replayed.
 */

import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@leadproof/contract/idempotency';
import { type ContractRoute, type ContractRouteId, contractRoutes } from '@leadproof/contract/routes';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../../../errors/api-error';
import {
  type ClaimedRequest,
  claimKey,
  completeKey,
  type KeyRef,
  releaseKey,
  type StoredAnswer,
  sha256Hex,
} from '../../../idempotency/idempotency-store';
import type { AppEnv } from '../../app-env';
import { bodyTooLargeError, MAX_JSON_BODY_BYTES } from '../../read-json-body';

/** The caller's `Idempotency-Key`, checked: visible ASCII, at most 255 characters; undefined without one. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const checked = idempotencyKeySchema.safeParse(key);
  if (!checked.success) {
    throw new ApiError({
      code: 'bad_request',
      message: checked.error.issues[0]?.message ?? 'Bad Idempotency-Key',
    });
  }
  return checked.data;
}

/**
 * For a route whose answer carries a secret shown once (a new API key's token): with an Idempotency-Key it still runs
 * once, but its answer is kept as a hash only, so a repeat is refused rather than handed the secret again.
 */
export function answerNotKept(): MiddlewareHandler<AppEnv> {
  return async function markAnswerNotKept(c, next) {
    c.set('idempotentAnswerNotKept', true);
    await next();
  };
}

/** Whether an answer is kept for the key: not the ones that ask for another try, nor a path that is no route. */
function isKept(status: number): boolean {
  return status < 500 && status !== 400 && status !== 404 && status !== 409 && status !== 429;
}

/** The credential a key belongs to: the session, or one API key. */
function principalOf(c: Context<AppEnv>): string {
  return c.var.authMethod === 'apiKey' ? `apiKey:${c.var.apiKeyId}` : 'session';
}

/** The body's bytes, at most the JSON limit (a larger body is refused as the route itself would). */
async function readBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw bodyTooLargeError();
  // `bodyLimit` fails the stream past the limit, so this never holds more than that. Read through Hono's cache of the
  // body, which the route reads it from again (`readJsonBody`): no second request is built around the bytes.
  return new Uint8Array(await c.req.arrayBuffer());
}

/** JSON with its object keys sorted, so two bodies that differ only in key order are one request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What makes two requests the same one: the path (an order's id is in it) and the body, parsed where it is JSON. */
function requestHashOf(path: string, body: Uint8Array): string {
  const text = Buffer.from(body).toString('utf8');
  let canonical: string;
  try {
    canonical = text.trim() === '' ? '' : canonicalJson(JSON.parse(text));
  } catch {
    canonical = text;
  }
  return sha256Hex(`${path}\n${canonical}`);
}

/** Statuses whose response has no body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The answer's body as text: the text `respond` kept, or (any other answer) decoded as `Response.text()` does, read
 * once: the route's response is rebuilt from the bytes read, not cloned. A clone tees the body into two streams and
 * sends the answer as a stream; a response made from bytes goes out on @hono/node-server's direct path, which saved
 * about 60 µs of CPU per call.
 */
async function readAnswer(c: Context<AppEnv>): Promise<string> {
  const answered = c.res;
  // The text `respond` answered with, while its response is the one going out (no middleware replaced it): nothing to
  // read, and the response goes out as it is.
  const known = c.var.answerText;
  if (known?.response === answered) return known.text;
  const bytes = new Uint8Array(await answered.arrayBuffer());
  // Unset first: Hono builds a response assigned over another from that one's body stream.
  c.res = undefined;
  c.res = new Response(NULL_BODY_STATUSES.has(answered.status) ? null : bytes, {
    status: answered.status,
    statusText: answered.statusText,
    headers: answered.headers,
  });
  return new TextDecoder().decode(bytes);
}

function replay(c: Context, answer: StoredAnswer): Response {
  const headers: Record<string, string> = { [IDEMPOTENT_REPLAYED_HEADER]: 'true' };
  if (answer.contentType) headers['Content-Type'] = answer.contentType;
  const body = answer.status === 204 || answer.status === 304 ? null : answer.body;
  return c.newResponse(body, answer.status as 200, headers);
}

/** Why a held key is not this request's: another route, body or credential used it. */
function reusedError(held: ClaimedRequest, request: ClaimedRequest): ApiError {
  const what =
    held.routeId !== request.routeId
      ? `for another route (${held.routeId})`
      : held.principal !== request.principal
        ? 'by another credential (a session or another API key)'
        : 'for a request with other parameters';
  return new ApiError({
    code: 'idempotency_key_reused',
    message: `This ${IDEMPOTENCY_KEY_HEADER} was used in the last 24 hours ${what}. Send a new key for a new request.`,
  });
}

/**
 * Builds the middleware for the POST route `routeId`; mount it after `authenticate` (keys are per user), the API-key
 * scope check and the session-only rule, so that a replay is only ever handed to a caller the route admits.
 */
export function idempotentRoute(routeId: ContractRouteId): MiddlewareHandler<AppEnv> {
  return async function idempotentPost(c, next) {
    const key = idempotencyKeyOf(c);
    const user = c.get('user');
    if (key === undefined || user === undefined) return next();
    // A route API keys may not call refuses them itself, before anything could be replayed to them.
    const route: ContractRoute = contractRoutes[routeId];
    if (c.var.authMethod === 'apiKey' && !route.apiKey) return next();

    const body = await readBody(c);
    const request: ClaimedRequest = {
      routeId,
      requestHash: requestHashOf(c.req.path, body),
      principal: principalOf(c),
    };
    const ref: KeyRef = { userId: user.id, key };
    const { database } = c.var.services;

    // A key released between the claim's two statements is claimed again; twice in a row is no more likely.
    for (let attempt = 0; ; attempt++) {
      const claim = await claimKey(database, ref, request);
      if (claim.kind === 'gone' && attempt < 3) continue;
      if (claim.kind === 'claimed') {
        c.set('idempotentExecution', { id: claim.claimId, resumed: claim.resumed });
        break;
      }
      if (claim.kind === 'gone') {
        throw new Error(`Idempotency-Key of user ${user.id} kept vanishing between its claim and its read`);
      }
      if (
        claim.routeId !== request.routeId ||
        claim.requestHash !== request.requestHash ||
        claim.principal !== request.principal
      ) {
        throw reusedError(claim, request);
      }
      if (claim.kind === 'running') {
        c.header('Retry-After', '1');
        throw new ApiError({
          code: 'idempotency_key_in_use',
          message: `A request with this ${IDEMPOTENCY_KEY_HEADER} is in progress: retry once it has ended.`,
        });
      }
      if (claim.answer.body === null) {
        throw new ApiError({
          code: 'idempotency_key_reused',
          // 409, not the 422 of a key reused for another request: this is the same request, which ran.
          status: 409,
          message:
            `The request with this ${IDEMPOTENCY_KEY_HEADER} already ran (it answered ${claim.answer.status}), but ` +
            'its answer is not kept: it was too large, or it held a secret shown only once. It is not run again; ' +
            'send a new key to run it again.',
        });
      }
      return replay(c, claim.answer);
    }

    try {
      await next();
    } catch (error) {
      await releaseKey(database, ref);
      throw error;
    }
    const status = c.res.status;
    if (!isKept(status)) {
      await releaseKey(database, ref);
      return;
    }
    const text = await readAnswer(c);
    try {
      await completeKey(
        database,
        ref,
        { status, contentType: c.res.headers.get('Content-Type'), body: text },
        { keepBody: !c.var.idempotentAnswerNotKept },
      );
    } catch (error) {
      // The request did its work: its answer goes out. A repeat gets 409 until the claim counts as abandoned.
      c.var.services.logger.warn(`Idempotency-Key answer not kept: ${(error as Error).message}`);
    }
  };
}
