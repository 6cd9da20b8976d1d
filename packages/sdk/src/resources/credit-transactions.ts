import {
  type CreditTransaction,
  type CreditTransactionListQuery,
  creditTransactionListResponseSchema,
} from '@leadproof/contract/credit-transactions';
import type { RequestOptions } from '../core/options';
import { OffsetPage, PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';

/** Query of `creditTransactions.list`: page size (default 20, at most 100) and offset. */
export type CreditTransactionListParams = Partial<CreditTransactionListQuery>;

/** `/api/credit-transactions`: the credit ledger, newest first. */
export class CreditTransactions<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `GET /api/credit-transactions`: await for one page, or `for await` for every transaction.
   * @example for await (const tx of client.creditTransactions.list({ limit: 100 })) console.log(tx.amount);
   */
  list(params: CreditTransactionListParams = {}, options?: RequestOptions): PagePromise<CreditTransaction> {
    const fetchPage = async (offset: number | undefined): Promise<OffsetPage<CreditTransaction>> => {
      const query = { limit: params.limit, offset };
      // Paging always throws on 401: a null page has no next page to follow.
      const page = await this._client.get('/api/credit-transactions', creditTransactionListResponseSchema, {
        ...options,
        query,
        nullOn401: false,
      });
      if (page === null) throw new TypeError('unreachable: nullOn401 is false');
      return new OffsetPage(page.items, page.nextOffset, fetchPage);
    };
    return new PagePromise(() => fetchPage(params.offset));
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
    return this._client.getStream('/api/credit-transactions/export', options);
  }
}
