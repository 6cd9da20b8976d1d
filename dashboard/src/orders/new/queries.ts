import type { LeadPreset, LeadPresetCreateBody, LeadQuoteBody } from '@leadproof/contract/leads';
import type { Leadproof } from '@leadproof/sdk';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { billingKeys } from '../../billing/queries';
import { summaryKeys } from '../../home/queries';
import { ordersKeys } from '../queries';

/** Query keys of lead sourcing; `leadsKeys.all` is the root to invalidate. */
export const leadsKeys = {
  all: ['leads'] as const,
  facets: () => [...leadsKeys.all, 'facets'] as const,
  quotes: () => [...leadsKeys.all, 'quote'] as const,
  quote: (body: LeadQuoteBody) => [...leadsKeys.quotes(), body] as const,
  presets: () => [...leadsKeys.all, 'presets'] as const,
};

/** `GET /api/leads/facets`: the options of the profile form, with their counts. */
export function leadFacetsQuery(client: Leadproof) {
  return queryOptions({
    queryKey: leadsKeys.facets(),
    queryFn: ({ signal }) => client.leads.facets({ signal }),
  });
}

/**
 * `POST /api/leads/quote` for one profile and count. The request is aborted (TanStack Query's `signal`) when
 * the form moves on to another profile before it answers. Fetched again on each visit: what is available
 * changes with every purchase and upload.
 */
export function leadQuoteQuery(client: Leadproof, body: LeadQuoteBody) {
  return queryOptions({
    queryKey: leadsKeys.quote(body),
    queryFn: ({ signal }) => client.leads.quote(body, { signal }),
    staleTime: 0,
  });
}

/** `GET /api/leads/presets`: the user's saved profiles, by name. */
export function leadPresetsQuery(client: Leadproof) {
  return queryOptions({
    queryKey: leadsKeys.presets(),
    queryFn: async ({ signal }) => (await client.leads.presets.list({ signal })).items,
  });
}

/** `POST /api/leads/presets`: saves the profile under a name (409 when the user has that name); refreshes the list. */
export function createLeadPresetMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (body: LeadPresetCreateBody) => client.leads.presets.create(body),
    onSuccess: (_preset, _body, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: leadsKeys.presets() }),
  });
}

/** `POST /api/leads/presets/{id}`: renames a preset (409 when the user has that name); refreshes the list. */
export function renameLeadPresetMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: ({ preset, name }: { preset: LeadPreset; name: string }) =>
      client.leads.presets.rename(preset.id, { name }),
    onSuccess: (_preset, _variables, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: leadsKeys.presets() }),
  });
}

/** `DELETE /api/leads/presets/{id}`; refreshes the list. */
export function deleteLeadPresetMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (preset: LeadPreset) => client.leads.presets.delete(preset.id),
    onSuccess: (_void, _preset, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: leadsKeys.presets() }),
  });
}

/**
 * `POST /api/orders {type: 'buy_leads'}`: buys `count` leads matching the profile, debited now. Like an upload,
 * the screen moves on first (`onCreated`), then the summary, orders, credits and quotes are refreshed.
 */
export function buyLeadsMutation(client: Leadproof, onCreated: (body: LeadQuoteBody) => void) {
  return mutationOptions({
    mutationFn: ({ icp, count }: LeadQuoteBody) =>
      client.orders.create({ type: 'buy_leads', requestDetails: { source: 'icp', icp, count } }),
    onSuccess: (_order, body, _result, { client: queryClient }) => {
      onCreated(body);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: summaryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.quotes() }),
      ]);
    },
  });
}
