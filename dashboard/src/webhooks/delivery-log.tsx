import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import {
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../lib/format-date';
import * as page from '../lib/page.css';
import { DeliveryAttempts } from './delivery-attempts';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { formatDuration } from './format-duration';
import * as styles from './webhooks.css';
import { deliveryEventLabel } from './webhook-events';

/** Props of `DeliveryLog`. */
export interface DeliveryLogProps {
  /** Newest first; undefined while they load. */
  deliveries: readonly WebhookDelivery[] | undefined;
  /** Why they could not be loaded. */
  error?: string | undefined;
  onRetry?: () => void;
  /** Deliveries shown with their attempts open (stories pin it). */
  defaultExpanded?: readonly string[];
}

/**
 * An endpoint's deliveries: event, status, attempts, last response code and duration, time and next retry.
 * Each row opens to show every attempt.
 */
export function DeliveryLog({ deliveries, error, onRetry, defaultExpanded = [] }: DeliveryLogProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (error !== undefined)
    return (
      <div className={page.emptyState} role="alert">
        <p>Unable to load deliveries: {error}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  if (deliveries === undefined)
    return (
      <div className={page.stack} aria-busy="true">
        <Skeleton height="2.25rem" />
        <Skeleton height="2.25rem" />
        <Skeleton height="2.25rem" />
      </div>
    );
  if (deliveries.length === 0)
    return <p className={page.emptyState}>No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <Table aria-label="Deliveries">
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Response</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Time</TableHead>
          <TableHead>Next retry</TableHead>
          <TableHead>
            <span className={page.visuallyHidden}>Details</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => {
          const last = delivery.attempts.at(-1);
          const open = expanded.has(delivery.id);
          const attemptsId = `delivery-attempts-${delivery.id}`;
          return (
            <Fragment key={delivery.id}>
              <TableRow>
                <TableCell className={styles.eventName}>{deliveryEventLabel(delivery.eventType)}</TableCell>
                <TableCell>
                  <DeliveryStatusBadge status={delivery.status} />
                </TableCell>
                <TableCell>{delivery.attempts.length}</TableCell>
                <TableCell className={styles.nowrap}>
                  {last === undefined ? '—' : (last.responseStatus ?? 'No response')}
                </TableCell>
                <TableCell className={styles.nowrap}>
                  {last === undefined ? '—' : formatDuration(last.durationMs)}
                </TableCell>
                <TableCell className={styles.nowrap}>{formatDateTime(delivery.createdAt)}</TableCell>
                <TableCell className={styles.nowrap}>
                  {delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}
                </TableCell>
                <TableCell>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={open}
                    aria-controls={open ? attemptsId : undefined}
                    onClick={() => toggle(delivery.id)}
                  >
                    {open ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
                    Attempts
                    <span className={page.visuallyHidden}>
                      {' '}
                      of the {deliveryEventLabel(delivery.eventType)} of {formatDateTime(delivery.createdAt)}
                    </span>
                  </Button>
                </TableCell>
              </TableRow>
              {open ? (
                <TableRow>
                  <TableCell colSpan={8}>
                    <DeliveryAttempts id={attemptsId} attempts={delivery.attempts} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
