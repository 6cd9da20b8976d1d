import type { CreditTransaction } from '@leadproof/contract/credit-transactions';
import type { RequestOptions } from '../core/options';
import { OffsetPage, offsetPaged, type PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';

/** Query of `creditTransactions.list`: page size (default 20, at most 100) and offset. */
export interface CreditTransactionListParams {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Routes under /api/credit-transactions: the credit ledger, newest first. */
export class CreditTransactions<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `GET /api/credit-transactions`: await for one page, or `for await` for every transaction.
   * @example for await (const tx of client.creditTransactions.list({ limit: 100 })) console.log(tx.amount);
   */
  list(params: CreditTransactionListParams = {}, options?: RequestOptions): PagePromise<CreditTransaction> {
    return offsetPaged(
      params.offset,
      (offset) =>
        this._client.call(
          'creditTransactions.list',
          { query: { limit: params.limit, offset } },
          { ...options, nullOn401: false },
        ),
      (page, fetchPage) => new OffsetPage(page.items, page.nextOffset, fetchPage),
    );
  }

  /** Every transaction from `params.offset` on, following `nextOffset` until it is null. */
  async listAll(
    params: CreditTransactionListParams = {},
    options?: RequestOptions,
  ): Promise<CreditTransaction[]> {
    const all: CreditTransaction[] = [];
    for await (const transaction of this.list(params, options)) all.push(transaction);
    return all;
  }

  /** `GET /api/credit-transactions/export`: every transaction as a CSV byte stream, to save as a file. */
  export(options?: RequestOptions) {
    return this._client.callStream('creditTransactions.export', {}, options);
  }
}
