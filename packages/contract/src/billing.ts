// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/**
 * Where a checkout sends the customer back: `pricing` (the default) returns a payment to the billing page and a
 * cancel to /pricing; `billing` returns both to the billing page; `upload` returns both to the dashboard's home,
 * where the upload that needed the credits waits.
 */
export const checkoutReturnSchema = z.enum(['pricing', 'billing', 'upload']);

/** `POST /api/billing/checkout/session` body: the plan's product id (`/config.json`) and where to come back to. */
export const checkoutSessionCreateBodySchema = z.object({
  product_id: z.string().min(1),
  return_to: checkoutReturnSchema.default('pricing'),
});

/** `POST /api/billing/checkout/session` and `POST /api/billing/portal`: where to send the browser. */
export const redirectUrlResponseSchema = z.object({ url: z.url() });

export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;
export type CheckoutSessionCreateBody = z.input<typeof checkoutSessionCreateBodySchema>;
export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;
