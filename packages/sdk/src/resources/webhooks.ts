import {
  type WebhookDeliveryListQuery,
  type WebhookEndpointCreateBody,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointCreateResponseSchema,
  webhookEndpointListResponseSchema,
} from '@leadproof/contract/webhooks';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';
import { path } from '../internal/path';
import { verifyWebhook } from '../lib/verify-webhook';

/** `/api/webhooks`: endpoints that receive signed events, their delivery log, and the verifier for receivers. */
export class Webhooks<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /**
   * Verifies a received webhook (Standard Webhooks signature and timestamp) and returns its typed event; needs no
   * client. Throws `WebhookVerificationError`.
   */
  static verify = verifyWebhook;

  /** As `Webhooks.verify`, on a client. */
  verify(...args: Parameters<typeof verifyWebhook>) {
    return verifyWebhook(...args);
  }

  /** `POST /api/webhooks`: registers an endpoint; its `whsec_` signing `secret` is in this response only. */
  create(body: WebhookEndpointCreateBody, options?: RequestOptions) {
    return this._client.post('/api/webhooks', webhookEndpointCreateResponseSchema, { ...options, body });
  }

  /** `GET /api/webhooks`: the user's endpoints, oldest first (never their secrets). */
  list(options?: RequestOptions) {
    return this._client.get('/api/webhooks', webhookEndpointListResponseSchema, options);
  }

  /** `DELETE /api/webhooks/{id}`: removes an endpoint; its pending deliveries are dropped. */
  delete(id: string, options?: RequestOptions) {
    return this._client.delete(path`/api/webhooks/${id}`, options);
  }

  /** `POST /api/webhooks/{id}/test`: queues a `webhook.test` event to the endpoint and returns its delivery. */
  sendTest(id: string, options?: RequestOptions) {
    return this._client.post(path`/api/webhooks/${id}/test`, webhookDeliverySchema, options);
  }

  /** `GET /api/webhooks/{id}/deliveries`: the endpoint's latest deliveries, newest first, with every attempt. */
  deliveries(id: string, query: WebhookDeliveryListQuery = {}, options?: RequestOptions) {
    return this._client.get(path`/api/webhooks/${id}/deliveries`, webhookDeliveryListResponseSchema, {
      ...options,
      query,
    });
  }
}
