import { isFinalOrderStatus } from '@leadproof/contract/final-order-statuses';
import type { OrderMeasuredAccuracy, OrderReportCount } from '@leadproof/contract/order-report';
import type {
  Order,
  OrderBilling,
  OrderMailboxStats,
  OrderProgress,
  OrderStats,
} from '@leadproof/contract/orders';
import { Orders } from '@leadproof/sdk';
import { downloadFileName, orderName, resolveOrderId, shortId, statusLabel } from '../orders';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof orders show`. */
export interface OrdersShowOptions extends CommandOptions {
  /** The order's id, or the first characters of it (at least 4; `orders list` shows 8). */
  id: string;
}

/** `leadproof orders show ID`: one order, its progress and what verification found. */
export async function runOrdersShow(options: OrdersShowOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const signal = options.runtime.signal;
  const order = await client.orders.retrieve(await resolveOrderId(client, options.id, signal), { signal });
  output.result(order, () => describeOrder(order));
}

/** The receipt in one line: what was held, and once settled what was charged and what came back, and why. */
export function describeBilling(billing: OrderBilling): string {
  const held = `${formatNumber(billing.held)} held for ${formatNumber(billing.rowsCounted)} rows`;
  if (billing.charged === null || billing.refunded === null) return `${held}; settled when the order ends`;
  const notCharged = [
    ...(billing.duplicates ? [`${formatNumber(billing.duplicates)} duplicates`] : []),
    ...(billing.unverifiable ? [`${formatNumber(billing.unverifiable)} unverifiable`] : []),
  ];
  const why = notCharged.length > 0 ? ` (${notCharged.join(', ')} not charged)` : '';
  return `${held}, ${formatNumber(billing.charged)} charged, ${formatNumber(billing.refunded)} refunded${why}`;
}

/** An in-progress order's progress: rows verified, then in the probe step the addresses their servers answered for. */
export function describeProgress(progress: OrderProgress): string {
  const rows = `${formatNumber(progress.rowsProcessed)} / ${formatNumber(progress.rowsTotal)} rows`;
  const mailbox = progress.mailbox;
  if (progress.phase !== 'probing' || !mailbox) return rows;
  const checked = `${formatNumber(mailbox.addressesChecked)} / ${formatNumber(mailbox.addressesTotal)} addresses`;
  const waiting =
    mailbox.waitingForRetry && mailbox.retryAt
      ? `, waiting to retry greylisted addresses at ${formatTime(mailbox.retryAt)}`
      : '';
  return `${rows}; mailbox check: ${checked}${waiting}`;
}

/** What the mailbox check did, in one line: its verdicts, or why it did not run or not fully. */
export function describeMailboxCheck(mailbox: OrderMailboxStats): string {
  if (!mailbox.checked) return mailbox.note ?? 'not run';
  const counts = `${formatNumber(mailbox.addresses)} addresses: ${mailbox.valid} valid, ${mailbox.risky} risky, ${mailbox.invalid} invalid, ${mailbox.unknown} unknown`;
  const catchAll = mailbox.catchAllDomains
    ? `; ${formatNumber(mailbox.catchAllDomains)} catch-all domains`
    : '';
  return mailbox.note ? `${counts}${catchAll}. ${mailbox.note}` : `${counts}${catchAll}`;
}

/** Entries a breakdown line lists before it stops: the terminal line stays short, `--json` has them all. */
const LINE_ENTRIES = 5;

/** `code count` pairs, most first: `mobile 4,210, fixed_line 2,180`; `none` when empty. */
export function describeCounts(counts: readonly OrderReportCount[]): string {
  if (counts.length === 0) return 'none';
  const shown = counts.slice(0, LINE_ENTRIES).map((count) => `${count.code} ${formatNumber(count.rows)}`);
  const more = counts.length > LINE_ENTRIES ? `, +${counts.length - LINE_ENTRIES} more` : '';
  return `${shown.join(', ')}${more}`;
}

/** Duplicate rows, split by reason when the order has the split. */
export function describeDuplicates(stats: OrderStats): string {
  const reasons = stats.duplicateReasons;
  if (!reasons || stats.duplicates === 0) return formatNumber(stats.duplicates);
  return `${formatNumber(stats.duplicates)} (${formatNumber(reasons.sameEmail)} same e-mail, ${formatNumber(reasons.samePhone)} same phone, ${formatNumber(reasons.similarName)} similar name)`;
}

/** The score histogram in one line, bucket start and rows: `0+ 120, 10+ 340, …, 90+ 600`. */
export function describeScores(histogram: NonNullable<OrderStats['scoreHistogram']>): string {
  return histogram.map((bucket) => `${bucket.from}+ ${formatNumber(bucket.rows)}`).join(', ');
}

/** The report's breakdowns, one table row each, under labels of at most 12 characters (the column's width). */
function breakdownRows(stats: OrderStats): string[][] {
  const rows: string[][] = [];
  if (stats.phoneTypes) rows.push(['Line types', describeCounts(stats.phoneTypes)]);
  if (stats.phoneReasons?.length) rows.push(['Phone issues', describeCounts(stats.phoneReasons)]);
  if (stats.emailReasons) rows.push(['Top reasons', describeCounts(stats.emailReasons)]);
  if (stats.suggestions?.length) {
    const fixes = stats.suggestions.map((s) => ({ code: `${s.from} → ${s.to}`, rows: s.rows }));
    rows.push(['Corrections', describeCounts(fixes)]);
  }
  if (stats.scoreHistogram) rows.push(['Scores', describeScores(stats.scoreHistogram)]);
  return rows;
}

/** The order's measured accuracy in the words: "97.4% (valid addresses: 195; reported hard bounces: 5)". */
export function describeMeasuredAccuracy(measured: OrderMeasuredAccuracy): string {
  return `${Orders.formatMeasuredAccuracy(measured)} (valid addresses: ${formatNumber(measured.validAddresses)}; reported hard bounces: ${formatNumber(measured.reportedHardBounces)})`;
}

/**
 * What became of an ended order's files: deleted (when), deleted on a date to come (the file retention), or kept
 * until deleted; undefined for an open order, whose files are still in use.
 */
export function describeFiles(order: Order): string | undefined {
  if (!isFinalOrderStatus(order.status)) return undefined;
  if (order.filesDeletedAt) return `deleted ${formatTime(order.filesDeletedAt)}`;
  const now = `\`leadproof orders delete-files ${shortId(order.id)}\` deletes them now`;
  if (order.filesDeleteAt) return `kept until ${formatTime(order.filesDeleteAt)}; ${now}`;
  return `kept until you delete them; ${now}`;
}

/** The text `orders show` prints for an order. */
export function describeOrder(order: Order): string[] {
  const rows: string[][] = [
    ['Order', order.id],
    ...(orderName(order) ? [['Name', orderName(order)]] : []),
    ...(order.sheet ? [['Sheet', order.sheet]] : []),
    ['Status', statusLabel(order.status)],
    ['Type', order.type],
    ['Created', formatTime(order.createdAt)],
    ['Rows', order.rowCount === null ? 'N/A' : formatNumber(order.rowCount)],
    ['Credits used', formatNumber(order.creditsUsed ?? 0)],
  ];
  if (order.billing) rows.push(['Billing', describeBilling(order.billing)]);
  if (order.progress && order.status === 'in_progress')
    rows.push(['Progress', describeProgress(order.progress)]);
  if (order.statusMessage) rows.push(['Message', order.statusMessage]);
  if (order.stats) {
    const { emails, phones, meanScore } = order.stats;
    rows.push(
      [
        'E-mails',
        `${emails.valid} valid, ${emails.risky} risky, ${emails.invalid} invalid, ${emails.unknown} unknown, ${emails.missing} missing`,
      ],
      ['Phones', `${phones.valid} valid, ${phones.invalid} invalid, ${phones.missing} missing`],
      ['Duplicates', describeDuplicates(order.stats)],
      ['Mean score', meanScore === null ? 'N/A' : formatNumber(meanScore)],
      ...breakdownRows(order.stats),
    );
    if (order.stats.mailbox) rows.push(['Mailboxes', describeMailboxCheck(order.stats.mailbox)]);
  }
  if (order.measuredAccuracy) rows.push(['Accuracy', describeMeasuredAccuracy(order.measuredAccuracy)]);
  const files = describeFiles(order);
  if (files) rows.push(['Files', files]);
  rows.push([
    'Results',
    order.filesDeletedAt
      ? 'files deleted'
      : order.resultFilePath && order.status === 'completed'
        ? `leadproof download ${shortId(order.id)}  (saves ${downloadFileName(order, 'results')})`
        : 'not ready',
  ]);
  return table(rows.map(([label, value]) => [`${label}:`, value ?? '']));
}
