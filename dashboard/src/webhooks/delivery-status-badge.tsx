import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import { Badge, type BadgeVariant } from '@leadproof/ui';

/** Delivery status → badge tone, in the order statuses' colours: done green, waiting outline. */
const tones: Record<WebhookDelivery['status'], BadgeVariant> = {
  pending: 'outline',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'destructive',
};

/** A delivery's status as a word. */
const labels: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** A delivery's status as a badge: Pending, Retrying (amber), Succeeded (green) or Failed (red). */
export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  return <Badge variant={tones[status]}>{labels[status]}</Badge>;
}
