/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64-decoded part of the `whsec_` secret.
 * The `standardwebhooks` package does the signing, so it is the reference receivers verify against.
 */
import { Webhook } from 'standardwebhooks';

/** The three headers that identify and sign one attempt. */
export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** Signs `body` of event `eventId` as sent at `sentAt`; the id stays the same on every attempt, the time does not. */
export function signWebhook(
  secret: string,
  eventId: string,
  body: string,
  sentAt: Date,
): WebhookSignatureHeaders {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, sentAt, body),
  };
}
