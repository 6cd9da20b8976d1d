import type { WebhookDelivery } from '@leadproof/sdk';
import { Badge, type BadgeVariant } from '@leadproof/ui';

/** Delivery status → badge tone, in the order statuses' colours (SPEC §4): done green, waiting outline. */
const tones: Record<WebhookDelivery['status'], BadgeVariant> = {
  pending: 'outline',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'destructive',
};

/** A delivery's status as a badge: pending, retrying (amber), succeeded (green) or failed (red). */
export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  return <Badge variant={tones[status]}>{status}</Badge>;
}
