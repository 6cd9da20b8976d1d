import type { LeadPresetCreateBody, LeadPresetRenameBody, LeadQuoteBody } from '@leadproof/contract/leads';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Body of `leads.quote`: the ideal customer profile and how many leads to price. */
export type LeadQuoteParams = LeadQuoteBody;

/** Body of `leads.presets.create`: the preset's name, its profile and optionally a count. */
export type LeadPresetCreateParams = LeadPresetCreateBody;

/** Body of `leads.presets.rename`: the new name. */
export type LeadPresetRenameParams = LeadPresetRenameBody;

/** Routes under /api/leads/presets: the user's saved ideal customer profiles, unique by name (whatever its case). */
export class LeadPresets<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * `GET /api/leads/presets`: the user's presets, by name.
   * @example
   * const { items } = await client.leads.presets.list();
   */
  list(options?: RequestOptions) {
    return this._client.call('leadPresets.list', {}, options);
  }

  /**
   * `POST /api/leads/presets`: saves a profile (and optionally a count) under a name; a name you already
   * have throws `ConflictError` (409).
   * @example
   * const preset = await client.leads.presets.create({
   *   name: 'US SaaS VPs',
   *   icp: { industries: ['Software'], countries: ['US'], seniorities: ['vp'] },
   *   count: 50,
   * });
   */
  create(body: LeadPresetCreateParams, options?: RequestOptions) {
    return this._client.call('leadPresets.create', { body }, options);
  }

  /**
   * `POST /api/leads/presets/{id}`: renames a preset; a name you already have throws `ConflictError` (409).
   * @example
   * await client.leads.presets.rename(preset.id, { name: 'US SaaS leaders' });
   */
  rename(id: string, body: LeadPresetRenameParams, options?: RequestOptions) {
    return this._client.call('leadPresets.rename', { params: { id }, body }, options);
  }

  /**
   * `DELETE /api/leads/presets/{id}`: deletes a preset.
   * @example
   * await client.leads.presets.delete(preset.id);
   */
  delete(id: string, options?: RequestOptions) {
    return this._client.call('leadPresets.delete', { params: { id } }, options);
  }
}

/** Routes under /api/leads: pre-verified leads matching an ideal customer profile (buy them with `orders.create`). */
export class Leads<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** Saved profiles: `list()`, `create(body)`, `rename(id, {name})`, `delete(id)`. */
  readonly presets: LeadPresets<TNullOn401> = new LeadPresets(this._client);

  /**
   * `GET /api/leads/facets`: what the inventory on offer holds (industries, countries with names,
   * seniorities, company-size bands), each with its count, most first; `demo` when it is the demo inventory.
   * @example
   * const { industries, countries } = await client.leads.facets();
   */
  facets(options?: RequestOptions) {
    return this._client.call('leads.facets', {}, options);
  }

  /**
   * `POST /api/leads/quote`: how many leads match the profile, how many you can buy, and the cost of
   * `count` of them. Changes nothing.
   * @example
   * const quote = await client.leads.quote({ icp: { industries: ['Software'], countries: ['US'] }, count: 50 });
   */
  quote(body: LeadQuoteParams, options?: RequestOptions) {
    return this._client.call('leads.quote', { body }, options);
  }
}
