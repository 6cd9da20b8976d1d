import { redirectUrlResponseSchema } from '@leadproof/contract/billing';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../errors/api-error';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { requireLiveSession } from '../middleware/require-live-session';
import { respond } from '../validate';

// Stripe's events are a few kilobytes; anything this big is not one.
const WEBHOOK_MAX_BYTES = 1024 * 1024;

/** `/api/billing` routes. */
export function billingRoutes() {
  const app = new Hono<AppEnv>();

  // A checkout URL for the plan sold under product_id, returning to return_to
  contractRoute(app, 'billing.createCheckoutSession', async (c) => {
    const body = c.req.valid('json');
    const { id, email } = c.var.user;
    // Stripe's idempotency is keyed by this request's execution, not the caller's key text, which is ours to forget.
    const session = await c.var.services.billing.startCheckout(
      { id, email },
      body.product_id,
      c.var.idempotentExecution?.id,
      body.return_to,
    );
    return respond(c, redirectUrlResponseSchema, session);
  });

  // The billing portal URL of the caller's customer
  contractRoute(
    app,
    'billing.createPortalSession',
    async (c) => {
      const { id, email } = c.var.user;
      const session = await c.var.services.billing.openPortal({ id, email });
      return respond(c, redirectUrlResponseSchema, session);
    },
    { use: [requireLiveSession()] },
  );

  // POST /api/billing/webhook – payment events, signed by Stripe (or the local checkout). Public, and outside the
  // contract: Stripe calls it, not our clients, and its signature (verified by the handler) stands for a token.
  app.post(
    '/billing/webhook',
    bodyLimit({
      maxSize: WEBHOOK_MAX_BYTES,
      onError: () => {
        throw new ApiError({ code: 'payload_too_large', message: 'A webhook event must be under 1 MB.' });
      },
    }),
    async (c) => {
      // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const result = await c.var.services.billing.handleWebhook(raw, c.req.header('stripe-signature'));
      return c.json({ received: true, duplicate: result.duplicate, outcome: result.outcome });
    },
  );

  return app;
}
