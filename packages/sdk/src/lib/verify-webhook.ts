/**
 * Verifies a Leadproof webhook as the Standard Webhooks specification says (https://www.standardwebhooks.com):
 * `webhook-signature` holds one or more `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{raw body}`,
 * keyed by the base64-decoded part of the endpoint's `whsec_` secret, and `webhook-timestamp` must be recent.
 * Written on Web Crypto rather than on the `standardwebhooks` package, so the SDK keeps zod as its only dependency
 * and the verifier runs in Node 20+, Deno, Bun and edge runtimes alike.
 */
import type { WebhookEvent } from '@leadproof/contract/webhooks';
import { WebhookVerificationError } from '../core/error';

/** The request's headers: a fetch `Headers`, or a plain object such as Node's `req.headers`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** Limits of `verifyWebhook`. */
export type VerifyWebhookOptions = {
  /** How far `webhook-timestamp` may be from now, either way, against replays. @default 300 @unit seconds */
  toleranceSeconds?: number;
  /** The time to check the timestamp against (tests). @default the current time */
  now?: Date;
};

const SECRET_PREFIX = 'whsec_';

function header(headers: WebhookHeaders, name: string): string {
  const value =
    headers instanceof Headers ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()]);
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) throw new WebhookVerificationError(`The request has no ${name} header; is it from Leadproof?`);
  return text;
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function secretKey(secret: string): Uint8Array {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  try {
    return Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  } catch {
    throw new WebhookVerificationError(
      'The webhook secret is not a whsec_ secret; copy the one shown when the endpoint was created.',
    );
  }
}

/** Compares in time that does not depend on where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Checks the signature and timestamp of a webhook request and returns its event, typed; throws
 * `WebhookVerificationError` otherwise. `payload` must be the raw body, byte for byte (not re-serialized JSON).
 *
 * @example
 * const event = await verifyWebhook(await request.text(), request.headers, process.env.LEADPROOF_WEBHOOK_SECRET);
 * if (event.type === 'order.completed') console.log(event.data.order.id);
 */
export async function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  const seconds = Number(timestamp);
  const now = (options.now ?? new Date()).getTime() / 1000;
  const tolerance = options.toleranceSeconds ?? 300;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - seconds) > tolerance) {
    throw new WebhookVerificationError(
      `The webhook-timestamp ${timestamp} is more than ${tolerance} s from now: a replay, or a clock that is off.`,
    );
  }
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const key = await crypto.subtle.importKey(
    'raw',
    secretKey(secret) as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = base64(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)),
  );
  const matches = signatures
    .split(' ')
    .some((entry) => entry.startsWith('v1,') && sameText(entry.slice(3), expected));
  if (!matches) {
    throw new WebhookVerificationError(
      "No webhook-signature matches: check the secret is this endpoint's, and that the body is passed raw, unparsed.",
    );
  }
  // Loaded here, not with the SDK: `Webhooks.verify` is a static of every client, and the event schemas are zod.
  const { webhookEventSchema } = await import('@leadproof/contract/webhooks');
  const parsed = webhookEventSchema.safeParse(JSON.parse(body));
  if (!parsed.success) {
    throw new WebhookVerificationError(
      'The webhook is signed, but its body is not an event this SDK knows; update @leadproof/sdk.',
    );
  }
  return parsed.data;
}
