import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import {
  Badge,
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import * as styles from './webhooks.css';

/** Props of `WebhookEndpointsTable`. */
export interface WebhookEndpointsTableProps {
  /** The endpoints; undefined while they load. */
  endpoints: readonly WebhookEndpoint[] | undefined;
  /** Why they could not be loaded. */
  error?: string | undefined;
  onRetry?: () => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onShowLog: (endpoint: WebhookEndpoint) => void;
  /** Remove one endpoint (the caller confirms). */
  onRemove: (endpoint: WebhookEndpoint) => void;
  /** The id of the endpoint a test event is being sent to: its button is busy. */
  sendingId?: string | null;
  /** The id of the endpoint being removed: its button is busy. */
  removingId?: string | null;
}

/**
 * The user's webhook endpoints: URL and description (and, for one disabled after days of failures, why and how to
 * turn it back on), events, credits.low threshold, created, and actions.
 */
export function WebhookEndpointsTable({
  endpoints,
  error,
  onRetry,
  onSendTest,
  onShowLog,
  onRemove,
  sendingId,
  removingId,
}: WebhookEndpointsTableProps) {
  if (error !== undefined)
    return (
      <div className={page.emptyState} role="alert">
        <p>Unable to load webhook endpoints: {error}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  if (endpoints === undefined)
    return (
      <div className={page.stack} aria-busy="true">
        <Skeleton height="2.25rem" />
        <Skeleton height="2.25rem" />
      </div>
    );
  if (endpoints.length === 0)
    return (
      <div className={page.emptyState}>
        <p>No webhook endpoints yet.</p>
        <p>
          Add one and Leadproof sends it a signed request when an order is completed, needs a fix or fails, or
          when your credits run low: your scripts no longer need to poll.
        </p>
      </div>
    );
  return (
    <Table layout="cards" aria-label="Webhook endpoints">
      <TableHeader>
        <TableRow>
          <TableHead>Endpoint</TableHead>
          <TableHead>Events</TableHead>
          <TableHead>Low-credit threshold</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>
            <span className={page.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {endpoints.map((endpoint) => (
          <TableRow key={endpoint.id}>
            <TableCell>
              <div className={styles.endpointCell}>
                <span className={styles.url}>{endpoint.url}</span>
                {endpoint.description ? <span className={page.muted}>{endpoint.description}</span> : null}
                {endpoint.disabledAt === null ? null : (
                  <>
                    <span>
                      <Badge variant="destructive">Disabled</Badge>
                    </span>
                    <span className={page.muted}>
                      {endpoint.disabledReason ?? 'Every delivery attempt failed for days.'} Leadproof sends
                      it no events. Fix the receiver: a test event answered 2xx turns it back on.
                    </span>
                  </>
                )}
              </div>
            </TableCell>
            <TableCell label="Events">
              <div className={styles.badges}>
                {endpoint.events.map((event) => (
                  <Badge key={event} variant="secondary">
                    {event}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell label="Low-credit threshold" className={styles.nowrap}>
              {endpoint.creditsLowThreshold === null
                ? '—'
                : `${formatNumber(endpoint.creditsLowThreshold)} credits`}
            </TableCell>
            <TableCell label="Created" className={styles.nowrap}>
              {formatDateTime(endpoint.createdAt)}
            </TableCell>
            <TableCell>
              <div className={styles.actions}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onSendTest(endpoint)}
                  busy={sendingId === endpoint.id}
                  busyLabel="Sending..."
                >
                  Send test event<span className={page.visuallyHidden}> to {endpoint.url}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-haspopup="dialog"
                  onClick={() => onShowLog(endpoint)}
                >
                  Delivery log<span className={page.visuallyHidden}> of {endpoint.url}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRemove(endpoint)}
                  busy={removingId === endpoint.id}
                  busyLabel="Removing..."
                >
                  Remove<span className={page.visuallyHidden}> {endpoint.url}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
