/**
 * `Idempotency-Key` on every POST of the contract (issue #26), as Stripe defines it: the first request with a key
 * runs and its answer is kept for 24 hours per user; a repeat with the same route and body gets that answer again,
 * with `Idempotent-Replayed: true`, without running. The same key with another route or body is refused with 422
 * `idempotency_key_reused`, and a repeat while the first still runs with 409 `idempotency_key_in_use` and
 * `Retry-After: 1` (the SDK retries it, then gets the replay). Answers that say "try again" are not kept, so a retry
 * runs again: 400 (the request was refused before running), 409, 429 and 5xx. Without the header nothing changes.
 */
import {
  type ContractRouteId,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@leadproof/sdk';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../../../errors/apiError';
import {
  claimKey,
  completeKey,
  type KeyRef,
  releaseKey,
  type StoredAnswer,
  sha256Hex,
} from '../../../idempotency/idempotencyStore';
import type { AppEnv } from '../../appEnv';
import { MAX_JSON_BODY_BYTES } from '../../readJsonBody';
import { contractRouteIdOf } from '../apiKeyScope';

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

/** Whether an answer is kept for the key: not the ones that ask for another try. */
function isKept(status: number): boolean {
  return status < 500 && status !== 400 && status !== 409 && status !== 429;
}

/** The body's bytes, at most the JSON limit (a larger body is refused as the route itself would). */
async function readBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => {
    c.header('Connection', 'close');
    return new ApiError({
      code: 'payload_too_large',
      message: `The request body is too large: send at most ${MAX_JSON_BODY_BYTES} bytes of JSON.`,
    });
  };
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
  if (bytes.byteLength > MAX_JSON_BODY_BYTES) throw tooLarge();
  return bytes;
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
  return sha256Hex(`${path.replace(/\/$/, '')}\n${canonical}`);
}

function replay(c: Context, answer: StoredAnswer): Response {
  const headers: Record<string, string> = { [IDEMPOTENT_REPLAYED_HEADER]: 'true' };
  if (answer.contentType) headers['Content-Type'] = answer.contentType;
  const body = answer.status === 204 || answer.status === 304 ? null : answer.body;
  return c.newResponse(body, answer.status as 200, headers);
}

/** Builds the middleware; mount it after `authenticate` (keys are per user) and the API-key scope check. */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async function idempotentPost(c, next) {
    if (c.req.method !== 'POST') return next();
    const key = idempotencyKeyOf(c);
    const routeId: ContractRouteId | undefined = contractRouteIdOf(c.req.method, c.req.path);
    const user = c.get('user');
    if (key === undefined || routeId === undefined || user === undefined) return next();

    const body = await readBody(c);
    // The route reads the body again: hand it a request with the bytes read here.
    c.req.raw = new Request(c.req.raw, { body });
    const requestHash = requestHashOf(c.req.path, body);
    const ref: KeyRef = { userId: user.id, key };
    const { database } = c.var.services;

    // A key released between the claim's two statements is claimed again; twice in a row is no more likely.
    for (let attempt = 0; ; attempt++) {
      const claim = await claimKey(database, ref, routeId, requestHash);
      if (claim.kind === 'gone' && attempt < 3) continue;
      if (claim.kind === 'claimed') break;
      if (claim.kind === 'gone') {
        throw new Error(`Idempotency-Key of user ${user.id} kept vanishing between its claim and its read`);
      }
      if (claim.routeId !== routeId || claim.requestHash !== requestHash) {
        throw new ApiError({
          code: 'idempotency_key_reused',
          message:
            claim.routeId === routeId
              ? `This ${IDEMPOTENCY_KEY_HEADER} was used in the last 24 hours for a request with other parameters. ` +
                'Send a new key for a new request.'
              : `This ${IDEMPOTENCY_KEY_HEADER} was used in the last 24 hours for another route (${claim.routeId}). ` +
                'Send a new key for a new request.',
        });
      }
      if (claim.kind === 'running') {
        c.header('Retry-After', '1');
        throw new ApiError({
          code: 'idempotency_key_in_use',
          message: `A request with this ${IDEMPOTENCY_KEY_HEADER} is in progress: retry once it has ended.`,
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
    const text = await c.res.clone().text();
    try {
      await completeKey(database, ref, {
        status,
        contentType: c.res.headers.get('Content-Type'),
        body: text,
      });
    } catch (error) {
      // The request did its work: its answer goes out. A repeat gets 409 until the claim counts as abandoned.
      c.var.services.logger.warn(`Idempotency-Key answer not kept: ${(error as Error).message}`);
    }
  };
}
