import { checkoutSessionCreateBodySchema, redirectUrlResponseSchema } from '@leadproof/contract/billing';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../errors/apiError';
import type { AppEnv } from '../appEnv';
import { requireLiveSession } from '../middleware/requireLiveSession';
import { parseJsonBody, respond } from '../validate';

// Stripe's events are a few kilobytes; anything this big is not one.
const WEBHOOK_MAX_BYTES = 1024 * 1024;

/** `/api/billing` routes. */
export function billingRoutes() {
  const app = new Hono<AppEnv>();

  // POST /api/billing/checkout/session – a checkout URL for the plan sold under product_id, returning to return_to
  app.post('/checkout/session', async (c) => {
    const body = await parseJsonBody(c, checkoutSessionCreateBodySchema);
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

  // POST /api/billing/portal – the billing portal URL of the caller's customer
  app.post('/portal', requireLiveSession(), async (c) => {
    const { id, email } = c.var.user;
    const session = await c.var.services.billing.openPortal({ id, email });
    return respond(c, redirectUrlResponseSchema, session);
  });

  // POST /api/billing/webhook – payment events, signed by Stripe (or the local checkout); public
  app.post(
    '/webhook',
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
