/**
 * The token a `/dev` checkout or portal page puts in its forms, without which their POSTs change nothing. Only a
 * visitor who read the page (a loopback peer) has it: a webhook, or another site's form posting to localhost,
 * knows the page's id but not its token. Bound to the page's session and its owner, signed with the local
 * webhook secret that every process of the server shares.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token of the page of session `sessionId`, owned by `ownerId`. */
export function devPageToken(secret: string, sessionId: string, ownerId: string): string {
  return createHmac('sha256', secret)
    .update(`leadproof dev page\0${sessionId}\0${ownerId}`)
    .digest('base64url');
}

/** Whether `token` (a form field, anything) is the token of that page. */
export function isDevPageToken(secret: string, sessionId: string, ownerId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(devPageToken(secret, sessionId, ownerId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
