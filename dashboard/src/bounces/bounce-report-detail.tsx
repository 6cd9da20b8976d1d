import type { BounceReport } from '@leadproof/contract/bounce-reports';
import {
  Banner,
  Button,
  Card,
  CardContent,
  cx,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import { SectionCard } from '../lib/section-card';
import { shortId } from '../lib/short-id';
// The order page's figures: label over value, as many side by side as fit.
import * as figures from '../orders/order-detail.css';
import { BounceStatusBadge } from './bounce-status-badge';
import * as styles from './bounces.css';
import { bounceFormatLabels, bounceReportTitle, notRefundableLabels } from './bounce-labels';

/** Props of `BounceReportDetail`. */
export interface BounceReportDetailProps {
  report: BounceReport;
  /** The back control above the header ('Back to Bounces'). */
  back?: ReactNode;
}

/** "1 address", "12 addresses". */
function addresses(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'address' : 'addresses'}`;
}

/**
 * One bounce report on /dashboard/bounces/{id}: what its status means (processing, waiting for review, a duplicate,
 * a failure and what to fix), then once read: rows read, bounces by kind, the matches per order with links to the
 * orders, the credits refunded, and what was not refundable and why.
 */
export function BounceReportDetail({ report, back }: BounceReportDetailProps) {
  const read = report.rowsRead !== null && report.bounces !== null;
  return (
    <div className={page.page}>
      {back}
      <header className={page.header}>
        <div>
          <h1 className={cx(page.title, figures.title)}>{bounceReportTitle(report)}</h1>
          <p className={page.subtitle}>
            <span className={figures.shortId}>{shortId(report.id)}</span> · uploaded{' '}
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          </p>
        </div>
        <div className={page.actions}>
          <BounceStatusBadge status={report.status} />
        </div>
      </header>

      <StatusNotice report={report} />

      {read ? <Figures report={report} /> : null}
      {read && report.bounces ? (
        <SectionCard
          titleId="bounce-kinds-title"
          title="Bounces by kind"
          description="Each address counts once, by the worst bounce the file reports for it."
        >
          <dl className={styles.kinds}>
            <div className={styles.kind}>
              <dt>Hard</dt>
              <dd className={styles.kindCount}>{formatNumber(report.bounces.hard)}</dd>
              <dd className={page.muted}>The mailbox does not exist. Refunded when we called it valid.</dd>
            </div>
            <div className={styles.kind}>
              <dt>Soft</dt>
              <dd className={styles.kindCount}>{formatNumber(report.bounces.soft)}</dd>
              <dd className={page.muted}>
                Mailbox full, greylisted, throttled or blocked by policy: the address may still exist.
              </dd>
            </div>
            <div className={styles.kind}>
              <dt>Unclear</dt>
              <dd className={styles.kindCount}>{formatNumber(report.bounces.unknown)}</dd>
              <dd className={page.muted}>
                The bounce says too little to tell a missing mailbox from a passing failure.
              </dd>
            </div>
          </dl>
        </SectionCard>
      ) : null}
      {read ? <Matches report={report} /> : null}
      {read && report.notRefundable.length > 0 ? (
        <SectionCard titleId="bounce-not-refundable-title" title="Not refunded, and why">
          <ul className={styles.reasons}>
            {report.notRefundable.map((item) => (
              <li key={item.reason} className={styles.reason}>
                <span className={styles.reasonHeading}>
                  {notRefundableLabels[item.reason]}: {addresses(item.addresses)}
                </span>
                <span className={page.muted}>{item.message}</span>
                {item.reportIds?.map((id) => (
                  <Link key={id} to={`/bounces/${id}`} className={styles.orderLink}>
                    Report {shortId(id)}
                  </Link>
                ))}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}

/** What the report's status means for the customer, and what to do about it. */
function StatusNotice({ report }: { report: BounceReport }) {
  switch (report.status) {
    case 'pending':
      return (
        <Banner
          tone="amber"
          title="Upload not finished"
          actions={<LinkButton to="/bounces">Upload the file again</LinkButton>}
        >
          This report's file never finished uploading, so it was not read and nothing was refunded.
        </Banner>
      );
    case 'processing':
      return (
        <div className={styles.processing} role="status">
          <ProgressBar value={null} label="Reading the bounce log" />
          <p className={page.muted}>
            We are reading your bounce log and matching its hard bounces to your orders. This page updates by
            itself when it is done.
          </p>
        </div>
      );
    case 'awaiting_review':
      return (
        <Banner tone="amber" title="Waiting for review">
          This report asks for {formatNumber(report.refundableCredits)} credits back. Each order's refunds may
          reach 5 % of its charged rows, counting what earlier reports refunded or hold for it, and only{' '}
          {formatNumber(report.reviewCap)} of these credits fit in that room. So that a forged log cannot
          drain credits, a person at Leadproof reviews such a report before anything is given back. Once it is
          approved, the refund shows here and in your credit history.
        </Banner>
      );
    case 'duplicate':
      return (
        <Banner
          tone="amber"
          title="Reported before"
          actions={
            report.duplicateOf ? (
              <LinkButton to={`/bounces/${report.duplicateOf}`}>Open the earlier report</LinkButton>
            ) : null
          }
        >
          This same file was uploaded before, and its bounces were counted then. A file counts once, so this
          upload changed nothing: no credits were added or taken.
        </Banner>
      );
    case 'failed':
      return (
        <Banner
          tone="amber"
          role="alert"
          title="We could not read this file"
          actions={<LinkButton to="/bounces">Upload a corrected file</LinkButton>}
        >
          {report.statusMessage ?? 'The file could not be read as a bounce log.'}
        </Banner>
      );
    case 'completed':
      // An operator's refusal of a refund that waited for review says so.
      return report.statusMessage ? (
        <Banner tone="amber" title="Reviewed">
          {report.statusMessage}
        </Banner>
      ) : null;
  }
}

function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** Rows read, hard bounces, the refund, and the export the file was read as. */
function Figures({ report }: { report: BounceReport }) {
  const waiting = report.status === 'awaiting_review';
  return (
    <Card>
      <CardContent>
        <dl className={figures.list}>
          <div className={figures.field}>
            <dt>Rows read</dt>
            <dd>{formatNumber(report.rowsRead ?? 0)}</dd>
          </div>
          <div className={figures.field}>
            <dt>Hard bounces</dt>
            <dd>{formatNumber(report.bounces?.hard ?? 0)}</dd>
          </div>
          <div className={figures.field}>
            <dt>{waiting ? 'Credits waiting for review' : 'Credits refunded'}</dt>
            <dd>
              {formatNumber(waiting ? report.refundableCredits : report.refundedCredits)}
              {report.refundedCredits > 0 ? (
                <Link to="/billing" className={figures.receipt}>
                  In your credit history
                </Link>
              ) : null}
            </dd>
          </div>
          {report.format ? (
            <div className={figures.field}>
              <dt>Read as</dt>
              <dd>{bounceFormatLabels[report.format]}</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The hard bounces of addresses we called valid, per order (and one line for real-time checks). */
function Matches({ report }: { report: BounceReport }) {
  // Before a refund is given (waiting for review, or refused by the review) the counts are what it would give.
  const refundColumn = report.refundedCredits > 0 ? 'Refunded' : 'Refundable';
  return (
    <SectionCard
      titleId="bounce-matches-title"
      title="Matched to your orders"
      description="Hard bounces of addresses an order or a real-time check called valid in the 60 days before. Each order and address is refunded once, whatever the number of reports."
    >
      {report.matched.length === 0 ? (
        <p className={page.muted}>
          None of the hard-bounced addresses were called valid by your orders or real-time checks of the last
          60 days, so nothing is refundable.
        </p>
      ) : (
        <Table layout="cards" aria-label="Matches per order">
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Called valid, bounced hard</TableHead>
              <TableHead>{refundColumn}</TableHead>
              <TableHead>Charged rows</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.matched.map((match) => (
              <TableRow key={match.orderId ?? 'realtime'}>
                <TableCell>
                  {match.orderId ? (
                    <Link to={`/orders/${match.orderId}`} className={styles.orderLink}>
                      Order {shortId(match.orderId)}
                    </Link>
                  ) : (
                    'Real-time checks'
                  )}
                </TableCell>
                <TableCell label="Called valid, bounced hard" className={styles.number}>
                  {formatNumber(match.validHardBounces)}
                </TableCell>
                <TableCell label={refundColumn} className={styles.number}>
                  {formatNumber(match.refundable)}
                </TableCell>
                <TableCell label="Charged rows" className={styles.number}>
                  {formatNumber(match.chargedRows)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
