// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/** The request header that makes a POST idempotent (as Stripe defines it); every POST route takes it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The response header of an answer replayed for a repeated Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long the first answer to a key is kept and replayed. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** An Idempotency-Key: 1 to 255 visible ASCII characters, e.g. a UUID. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID.')
  .describe(
    'Makes the POST idempotent: a repeat with the same key, route and body from the same credential within 24 ' +
      'hours gets the first answer again (with `Idempotent-Replayed: true`) and runs nothing; the same key with ' +
      'another route, body or credential is refused with 422 `idempotency_key_reused`; a repeat while the first ' +
      'still runs gets 409 `idempotency_key_in_use` with `Retry-After`; a repeat whose answer was not kept (over ' +
      '16 KB compressed, or a new API key) gets 409 `idempotency_key_reused` and runs nothing. Keys are per user. ' +
      'The SDK sends a new UUID per call.',
  );
