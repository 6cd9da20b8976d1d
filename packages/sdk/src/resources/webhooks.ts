import type { WebhookEndpointCreateBody } from '@leadproof/contract/webhooks';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';
import { verifyWebhook } from '../lib/verify-webhook';

/** Body of `webhooks.create`: the endpoint's URL and the events it wants. */
export type WebhookCreateParams = WebhookEndpointCreateBody;

/** Query of `webhooks.deliveries`: how many of the latest deliveries (default 50, at most 100). */
export interface WebhookDeliveriesParams {
  limit?: number | undefined;
}

/** Routes under /api/webhooks: endpoints that receive signed events, their delivery log, and the verifier for receivers. */
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
  create(body: WebhookCreateParams, options?: RequestOptions) {
    return this._client.call('webhooks.create', { body }, options);
  }

  /** `GET /api/webhooks`: the user's endpoints, oldest first (never their secrets). */
  list(options?: RequestOptions) {
    return this._client.call('webhooks.list', {}, options);
  }

  /** `GET /api/webhooks/{id}`: one endpoint (never its secret), with whether and why it was disabled. */
  retrieve(id: string, options?: RequestOptions) {
    return this._client.call('webhooks.retrieve', { params: { id } }, options);
  }

  /** `DELETE /api/webhooks/{id}`: removes an endpoint; its pending deliveries are dropped. */
  delete(id: string, options?: RequestOptions) {
    return this._client.call('webhooks.delete', { params: { id } }, options);
  }

  /** `POST /api/webhooks/{id}/test`: queues a `webhook.test` event to the endpoint and returns its delivery. */
  sendTest(id: string, options?: RequestOptions) {
    return this._client.call('webhooks.sendTest', { params: { id } }, options);
  }

  /** `GET /api/webhooks/{id}/deliveries`: the endpoint's latest deliveries, newest first, with every attempt. */
  deliveries(id: string, query: WebhookDeliveriesParams = {}, options?: RequestOptions) {
    return this._client.call('webhooks.deliveries', { params: { id }, query }, options);
  }
}
