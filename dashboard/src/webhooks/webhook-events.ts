import type { WebhookDelivery, WebhookEventType } from '@leadproof/contract/webhooks';

/** The events an endpoint can subscribe to, in the form's order, each with what makes it fire. */
export const webhookEventChoices: readonly { value: WebhookEventType; description: string }[] = [
  { value: 'order.completed', description: 'An order is verified and its results are ready to download.' },
  { value: 'order.needs_fix', description: 'An order stopped because its file needs a fix.' },
  { value: 'order.failed', description: 'An order could not be processed.' },
  { value: 'credits.low', description: 'A debit takes your balance below the threshold you set.' },
];

/** How a delivery's event shows in the log: the event name, or 'test event' for "Send test event". */
export function deliveryEventLabel(eventType: WebhookDelivery['eventType']): string {
  return eventType === 'webhook.test' ? 'test event' : eventType;
}
