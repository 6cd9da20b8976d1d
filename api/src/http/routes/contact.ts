import { CONTACT_RESPONSE_TIME, contactMessageCreateResponseSchema } from '@leadproof/contract/contact';
import { Hono } from 'hono';
import { ContactRateLimitedError, receiveContactMessage } from '../../contact/receive-contact-message';
import type { AppEnv } from '../app-env';
import { clientIp } from '../client-ip';
import { contractRoute } from '../contract-route';
import { idempotencyKeyOf } from '../middleware/idempotency';
import { respond } from '../validate';

/** `/api/contact` routes. */
export function contactRoutes() {
  const app = new Hono<AppEnv>();

  // A message from the /contact form: stored, e-mailed to the operator; public, per-client limit
  contractRoute(app, 'contact.create', async (c) => {
    const { config, database, jobs } = c.var.services;
    // The Idempotency-Key middleware keys answers by user; this route has none, so it keys the message itself.
    const idempotencyKey = idempotencyKeyOf(c);
    const message = c.req.valid('json');
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
