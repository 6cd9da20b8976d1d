import {
  CONTACT_RESPONSE_TIME,
  contactMessageCreateBodySchema,
  contactMessageCreateResponseSchema,
} from '@leadproof/contract/contact';
import { Hono } from 'hono';
import { ContactRateLimitedError, receiveContactMessage } from '../../contact/receiveContactMessage';
import type { AppEnv } from '../appEnv';
import { clientIp } from '../clientIp';
import { idempotencyKeyOf } from '../middleware/idempotency';
import { parseJsonBody, respond } from '../validate';

/** `/api/contact` routes. */
export function contactRoutes() {
  const app = new Hono<AppEnv>();

  // POST /api/contact – a message from the /contact form: stored, e-mailed to the operator; public, per-client limit
  app.post('/', async (c) => {
    const { config, database, jobs } = c.var.services;
    // The Idempotency-Key middleware keys answers by user; this route has none, so it keys the message itself.
    const idempotencyKey = idempotencyKeyOf(c);
    const message = await parseJsonBody(c, contactMessageCreateBodySchema);
    try {
      const stored = await receiveContactMessage(
        { database, jobs, perClientPerHour: config.contact.perClientPerHour },
        message,
        { clientIp: clientIp(c, config.trustedProxyHops), idempotencyKey },
      );
      return respond(
        c,
        contactMessageCreateResponseSchema,
        { id: stored.id, receivedAt: stored.receivedAt.toISOString(), responseTime: CONTACT_RESPONSE_TIME },
        201,
      );
    } catch (error) {
      if (error instanceof ContactRateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });

  return app;
}
