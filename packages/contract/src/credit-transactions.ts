// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { offsetPageSchema, offsetPagingShape, timestampSchema } from './common';

/** One signed ledger entry. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  /** Signed: positive credits added, negative credits spent or expired. */
  amount: z.number(),
  reason: z.string().describe('grant, purchase, refund, order, expiry, adjustment, or a later reason'),
  description: z.string().nullable().optional(),
  orderId: z.string().nullable().optional(),
  createdAt: timestampSchema,
});

/** `GET /api/credit-transactions` query: one page, newest first (page size 20, at most 100). */
export const creditTransactionListQuerySchema = z.object(offsetPagingShape);

/** `GET /api/credit-transactions` response: a page; a non-null `nextOffset` means more. */
export const creditTransactionListResponseSchema = offsetPageSchema(creditTransactionSchema);

export type CreditTransaction = z.infer<typeof creditTransactionSchema>;
export type CreditTransactionListQuery = z.infer<typeof creditTransactionListQuerySchema>;
export type CreditTransactionListResponse = z.infer<typeof creditTransactionListResponseSchema>;
