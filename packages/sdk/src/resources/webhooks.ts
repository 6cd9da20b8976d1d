import {
  type WebhookEndpointCreateBody,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointCreateResponseSchema,
  webhookEndpointListResponseSchema,
} from '../contract/webhooks';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';
import { path } from '../internal/path';

/** `/api/webhooks`: endpoints that receive signed events, and their delivery logs. */
export class Webhooks<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/webhooks`: a new endpoint; its `whsec_` signing `secret` is in this response only. */
  create(body: WebhookEndpointCreateBody, options?: RequestOptions) {
    return this._client.post('/api/webhooks', webhookEndpointCreateResponseSchema, { ...options, body });
  }

  /** `GET /api/webhooks`: the user's endpoints (never their secrets). */
  list(options?: RequestOptions) {
    return this._client.get('/api/webhooks', webhookEndpointListResponseSchema, options);
  }

  /** `DELETE /api/webhooks/{id}`: removes an endpoint; its pending deliveries are dropped. */
  delete(id: string, options?: RequestOptions) {
    return this._client.delete(path`/api/webhooks/${id}`, options);
  }

  /** `POST /api/webhooks/{id}/test`: sends a `webhook.test` event now and returns its delivery. */
  sendTest(id: string, options?: RequestOptions) {
    return this._client.post(path`/api/webhooks/${id}/test`, webhookDeliverySchema, options);
  }

  /** `GET /api/webhooks/{id}/deliveries`: the endpoint's latest deliveries (default 50), newest first, with every attempt. */
  // `WebhookDeliveryListQuery` is the schema's input type, whose coerced `limit` is `unknown`: a number is what is sent.
  deliveries(id: string, query: { limit?: number } = {}, options?: RequestOptions) {
    return this._client.get(path`/api/webhooks/${id}/deliveries`, webhookDeliveryListResponseSchema, {
      ...options,
      query,
    });
  }
}
