import { z } from 'zod';

/** `POST /api/billing/checkout/session` body: the plan's product id (SPEC §9). */
export const checkoutSessionCreateBodySchema = z.object({ product_id: z.string().min(1) });

/** `POST /api/billing/checkout/session` and `POST /api/billing/portal`: where to send the browser. */
export const redirectUrlResponseSchema = z.object({ url: z.url() });

export type CheckoutSessionCreateBody = z.infer<typeof checkoutSessionCreateBodySchema>;
export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;
