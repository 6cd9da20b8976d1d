import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreateBody,
} from '@leadproof/contract/webhooks';
import type { Leadproof } from '@leadproof/sdk';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { WEBHOOK_DELIVERY_POLL_MS } from '../api/query-client';

/** Deliveries the log shows: the latest 50, the server's default page. */
export const DELIVERY_LOG_LIMIT = 50;

/** Query keys of webhooks; `webhooksKeys.all` is the root to invalidate. */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhooksKeys.all, 'list'] as const,
  deliveries: (endpointId: string) => [...webhooksKeys.all, 'deliveries', endpointId] as const,
};

/** Whether the server still has work to do on a delivery: its status can change. */
export function isInFlight(delivery: Pick<WebhookDelivery, 'status'>): boolean {
  return delivery.status === 'pending' || delivery.status === 'retrying';
}

/** The log's refetch interval: every few seconds while a delivery is in flight, otherwise never. */
export function deliveryLogRefetchInterval(
  deliveries: readonly WebhookDelivery[] | undefined,
): number | false {
  return deliveries?.some(isInFlight) ? WEBHOOK_DELIVERY_POLL_MS : false;
}

/** `GET /api/webhooks`: the user's endpoints, oldest first (never their secrets). */
export function webhooksQuery(client: Leadproof) {
  return queryOptions({
    queryKey: webhooksKeys.list(),
    queryFn: async ({ signal }) => (await client.webhooks.list({ signal })).items,
  });
}

/**
 * `GET /api/webhooks/{id}/deliveries`: newest first, each with its attempts. Fetched again each time the log
 * opens, since events arrive without the dashboard's doing, and polled while a delivery is in flight.
 */
export function webhookDeliveriesQuery(client: Leadproof, endpointId: string) {
  return queryOptions({
    queryKey: webhooksKeys.deliveries(endpointId),
    queryFn: async ({ signal }) =>
      (await client.webhooks.deliveries(endpointId, { limit: DELIVERY_LOG_LIMIT }, { signal })).items,
    refetchOnMount: 'always',
    refetchInterval: (query) => deliveryLogRefetchInterval(query.state.data),
  });
}

/** `POST /api/webhooks`: a new endpoint, its signing secret in the answer only; refreshes the list. */
export function createWebhookMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (body: WebhookEndpointCreateBody) => client.webhooks.create(body),
    onSuccess: (_endpoint, _body, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKeys.list() }),
  });
}

/** `DELETE /api/webhooks/{id}`: no more events go to the endpoint; refreshes the list. */
export function removeWebhookMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (endpoint: WebhookEndpoint) => client.webhooks.delete(endpoint.id),
    onSuccess: (_void, endpoint, _result, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: webhooksKeys.deliveries(endpoint.id) });
      return queryClient.invalidateQueries({ queryKey: webhooksKeys.list() });
    },
  });
}

/** `POST /api/webhooks/{id}/test`: sends a `webhook.test` event now; refreshes that endpoint's log. */
export function sendTestWebhookMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (endpoint: WebhookEndpoint) => client.webhooks.sendTest(endpoint.id),
    onSuccess: (_delivery, endpoint, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(endpoint.id) }),
  });
}
