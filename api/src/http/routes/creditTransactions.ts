import {
  creditTransactionListQuerySchema,
  creditTransactionListResponseSchema,
} from '@leadproof/contract/credit-transactions';
import { Hono } from 'hono';
import { toTransactionResponse } from '../../credits/transactionResponse';
import { transactionsCsv } from '../../credits/transactionsCsv';
import type { AppEnv } from '../appEnv';
import { parseQuery, respond } from '../validate';

/** `/api/credit-transactions` routes. */
export function creditTransactionsRoutes() {
  const app = new Hono<AppEnv>();

  // GET /api/credit-transactions?limit&offset – one page of the ledger, newest first
  app.get('/', async (c) => {
    const page = parseQuery(c, creditTransactionListQuerySchema);
    const { items, nextOffset } = await c.var.services.creditLedger.list(c.var.user.id, page);
    return respond(c, creditTransactionListResponseSchema, {
      items: items.map(toTransactionResponse),
      nextOffset,
    });
  });

  // GET /api/credit-transactions/export – every transaction as CSV, for spreadsheets
  app.get('/export', async (c) => {
    const csv = await transactionsCsv(c.var.services.creditLedger, c.var.user.id);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="leadproof-credit-transactions.csv"');
    return c.body(csv);
  });

  return app;
}
