/**
 * What the product did, counted where it happens: orders by final status, rows the engine verified, credits
 * debited and refunded, the mailbox check's replies and webhook deliveries. Counters are per process and start at
 * zero; Prometheus' `rate()` and `increase()` sum them across processes and restarts.
 */
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const ordersEnded = new Counter({
  name: 'leadproof_orders_ended_total',
  help: 'Orders that reached a final status, by type and status.',
  labelNames: ['type', 'status'] as const,
  registers: [metricsRegistry],
});

const orderDuration = new Histogram({
  name: 'leadproof_order_duration_seconds',
  help: "Seconds from an order's creation to its final status (the upload included), by type and status.",
  labelNames: ['type', 'status'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
  registers: [metricsRegistry],
});

/**
 * Counts an order that reached its final status, and times it when its dates are given (not for pending uploads
 * closed unpaid, whose hour of waiting would say nothing of how fast orders are served).
 */
export function countOrderEnded(order: {
  type: string;
  status: string;
  created_at?: Date;
  completed_at?: Date | null;
}): void {
  const labels = { type: order.type, status: order.status };
  ordersEnded.inc(labels);
  if (order.created_at && order.completed_at) {
    orderDuration.observe(labels, (order.completed_at.getTime() - order.created_at.getTime()) / 1000);
  }
}

/** Rows the engine verified (a retried attempt counts its rows again). */
export const rowsVerified = new Counter({
  name: 'leadproof_rows_verified_total',
  help: 'Rows the verification engine read and verified, over every run (a retried run counts again).',
  registers: [metricsRegistry],
});

/** Credits spent, by ledger reason (order, realtime, adjustment). */
export const creditsDebited = new Counter({
  name: 'leadproof_credits_debited_total',
  help: 'Credits debited from balances, by reason (order, realtime, adjustment).',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/** Credits given back to balances (unbilled rows, failed orders, undelivered leads). */
export const creditsRefunded = new Counter({
  name: 'leadproof_credits_refunded_total',
  help: 'Credits refunded to balances.',
  registers: [metricsRegistry],
});

/** The mailbox check's verdicts, by status and reason (the reply class). */
export const probeReplies = new Counter({
  name: 'leadproof_mailbox_probe_replies_total',
  help: 'Mailbox check verdicts by status (valid, invalid, risky, unknown) and reason (e.g. mailbox_not_found, greylisted).',
  labelNames: ['status', 'reason'] as const,
  registers: [metricsRegistry],
});

/** 1 while this process's mailbox prober holds probes because outbound port 25 looks blocked, else 0. */
export const probeOutage = new Gauge({
  name: 'leadproof_mailbox_probe_outage',
  help: "1 while this process's mailbox check holds probes because outbound port 25 looks blocked (re-checked every few seconds), else 0.",
  registers: [metricsRegistry],
});

/** Webhook delivery attempts by what followed: succeeded, retrying (another attempt scheduled) or failed (given up). */
export const webhookDeliveries = new Counter({
  name: 'leadproof_webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome: succeeded, retrying (another attempt is scheduled), failed (given up).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
