// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { orderTypeSchema } from './orders';

/** One row of the pricing table: credits charged per data row for an order type. */
export const pricingEntrySchema = z.object({
  type: orderTypeSchema,
  price_per_row: z.number().nonnegative(),
});

/** `GET /api/pricing` (no auth): every order type with its price per row. */
export const pricingListResponseSchema = z.array(pricingEntrySchema);

export type PricingEntry = z.infer<typeof pricingEntrySchema>;
export type PricingListResponse = z.infer<typeof pricingListResponseSchema>;
