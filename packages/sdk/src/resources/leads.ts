import { type LeadQuoteBody, leadQuoteResponseSchema } from '../contract/leads';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/leads`: pre-verified leads matching an ideal customer profile (buy them with `orders.create`). */
export class Leads<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `POST /api/leads/quote`: how many leads match the profile, how many you can buy, and the cost of
   * `count` of them. Changes nothing.
   * @example
   * const quote = await client.leads.quote({ icp: { industries: ['Software'], countries: ['US'] }, count: 50 });
   */
  quote(body: LeadQuoteBody, options?: RequestOptions) {
    return this._client.post('/api/leads/quote', leadQuoteResponseSchema, { ...options, body });
  }
}
