import { z } from 'zod';

/** `GET /api/users/me/balance`: the signed-in user's credits (derived from the ledger). */
export const balanceResponseSchema = z.object({ balance: z.number() });

export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
