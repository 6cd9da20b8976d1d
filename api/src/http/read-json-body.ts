/**
 * Reads a request's JSON body within limits every JSON route shares: at most 1 MB, at most 32 levels
 * deep, and only text PostgreSQL can store (no NUL character, no lone UTF-16 surrogate). Without these,
 * a body the schema accepts could still end in a 500: PostgreSQL refuses `\u0000` and lone surrogates,
 * and re-serialising a deeply nested value overflows the stack.
 */
import type { Context } from 'hono';

/** Largest JSON body a route reads; our bodies are a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of objects and arrays accepted; our bodies nest four levels. */
export const MAX_JSON_DEPTH = 32;

/** Why a body was refused; `tooLarge` maps to 413, everything else to 400. */
export class JsonBodyError extends Error {
  override name = 'JsonBodyError';

  constructor(
    readonly reason: 'tooLarge' | 'contentType' | 'syntax' | 'tooDeep' | 'badText',
    message: string,
  ) {
    super(message);
  }
}

/** The error of a body past the limit, however it was found (Content-Length, or counted while streaming). */
export const bodyTooLargeError = () =>
  new JsonBodyError(
    'tooLarge',
    `The request body is too large: send at most ${MAX_JSON_BODY_BYTES} bytes of JSON.`,
  );

async function readText(c: Context): Promise<string> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw bodyTooLargeError();
  // Already read whole through Hono's cache (the idempotency middleware does): the stream is used up.
  const cached = c.req.bodyCache.arrayBuffer;
  if (cached) {
    const bytes = await cached;
    if (bytes.byteLength > MAX_JSON_BODY_BYTES) throw bodyTooLargeError();
    return Buffer.from(bytes).toString('utf8');
  }
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Counted while reading: a chunked body has no Content-Length to check up front.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BODY_BYTES) {
      // Not cancelled: cancelling would reset the connection before the 413 reaches the client; the
      // server drains what is left (and closes the connection, see `parseJsonBody`).
      reader.releaseLock();
      throw bodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkText(text: string, where: string): void {
  if (text.includes('\u0000')) {
    throw new JsonBodyError('badText', `${where}: text must not contain the NUL character (\\u0000).`);
  }
  if (LONE_SURROGATE.test(text)) {
    throw new JsonBodyError(
      'badText',
      `${where}: text must be valid Unicode (it has a lone \\uD800–\\uDFFF surrogate).`,
    );
  }
}

/** Walks the parsed value; the depth check comes first, so the walk itself never recurses deeply. */
function checkValue(value: unknown, path: string[]): void {
  // `path.length` containers enclose this value; if it is one itself, it is one level deeper.
  if (path.length >= MAX_JSON_DEPTH && value !== null && typeof value === 'object') {
    throw new JsonBodyError('tooDeep', `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  const where = path.join('.') || 'body';
  if (typeof value === 'string') checkText(value, where);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) checkValue(item, [...path, String(i)]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkText(key, `${where} (a key)`);
      checkValue(item, [...path, key]);
    }
  }
}

export type ReadJsonBodyOptions = {
  /** Refuse a non-empty body whose Content-Type is not `application/json` (or `application/…+json`). */
  requireJsonContentType: boolean;
};

const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** The parsed body (`{}` when empty); throws `JsonBodyError` naming what to fix. */
export async function readJsonBody(
  c: Context,
  { requireJsonContentType }: ReadJsonBodyOptions,
): Promise<unknown> {
  const text = await readText(c);
  if (text.trim() === '') return {};
  const contentType = c.req.header('content-type') ?? '';
  if (requireJsonContentType && !JSON_CONTENT_TYPE.test(contentType)) {
    throw new JsonBodyError(
      'contentType',
      `Send the body as JSON with the header Content-Type: application/json (got ${contentType ? JSON.stringify(contentType.slice(0, 100)) : 'none'}).`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JsonBodyError('syntax', 'The request body must be valid JSON.');
  }
  checkValue(value, []);
  return value;
}
