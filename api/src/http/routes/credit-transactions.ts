import { creditTransactionListResponseSchema } from '@leadproof/contract/credit-transactions';
import { Hono } from 'hono';
import { toTransactionResponse } from '../../credits/transaction-response';
import { transactionsCsv } from '../../credits/transactions-csv';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** `/api/credit-transactions` routes. */
export function creditTransactionsRoutes() {
  const app = new Hono<AppEnv>();

  // One page of the ledger (?limit&offset), newest first
  contractRoute(app, 'creditTransactions.list', async (c) => {
    const { items, nextOffset } = await c.var.services.creditLedger.list(c.var.user.id, c.req.valid('query'));
    return respond(c, creditTransactionListResponseSchema, {
      items: items.map(toTransactionResponse),
      nextOffset,
    });
  });

  // Every transaction as CSV, for spreadsheets
  contractRoute(app, 'creditTransactions.export', async (c) => {
    const csv = await transactionsCsv(c.var.services.creditLedger, c.var.user.id);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="leadproof-credit-transactions.csv"');
    return c.body(csv);
  });

  return app;
}
