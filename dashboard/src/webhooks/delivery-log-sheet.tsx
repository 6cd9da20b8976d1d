import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import { Button, Sheet, SheetContent, SheetDescription, SheetTitle } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { DeliveryLog } from './delivery-log';
import { webhookDeliveriesQuery } from './queries';
import * as styles from './webhooks.css';

/** Props of `DeliveryLogSheet`. */
export interface DeliveryLogSheetProps {
  /** The endpoint whose log is open; null closes the sheet. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  /** A test event is being sent to this endpoint. */
  sending: boolean;
}

function EndpointDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const client = useClient();
  const deliveries = useQuery(webhookDeliveriesQuery(client, endpoint.id));
  return (
    <DeliveryLog
      deliveries={deliveries.data}
      error={deliveries.isError ? errorMessage(deliveries.error) : undefined}
      onRetry={() => void deliveries.refetch()}
    />
  );
}

/** An endpoint's delivery log in a sheet, with Send test event; refreshed while a delivery is in flight. */
export function DeliveryLogSheet({ endpoint, onClose, onSendTest, sending }: DeliveryLogSheetProps) {
  return (
    <Sheet open={endpoint !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className={styles.logSheet}>
        <div>
          <SheetTitle>Delivery log</SheetTitle>
          <SheetDescription className={styles.url}>{endpoint?.url}</SheetDescription>
        </div>
        {endpoint ? (
          <>
            <div className={page.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onSendTest(endpoint)}
                busy={sending}
                busyLabel="Sending..."
              >
                Send test event
              </Button>
            </div>
            <EndpointDeliveries endpoint={endpoint} />
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
