import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@leadproof/ui';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import { shortId } from '../lib/short-id';
// The orders list's look: a name that links to the page over a short id, dates on one line.
import * as listStyles from '../orders/orders-table.css';
import { BounceStatusBadge } from './bounce-status-badge';
import * as styles from './bounces.css';
import { bounceReportTitle } from './bounce-labels';

/** A figure of a report that is known once it is processed; a dash before. */
function figure(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatNumber(value);
}

/**
 * The bounce reports' history, newest first: each report by its file's name (a link to its page) with its short
 * id, its status in words, rows read, hard bounces, credits refunded (or waiting for review) and when it was
 * uploaded. On a narrow screen each row is a card.
 */
export function BounceReportsTable({ reports }: { reports: readonly BounceReport[] }) {
  return (
    <Table layout="cards" aria-label="Bounce reports">
      <TableHeader>
        <TableRow>
          <TableHead>Report</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Rows read</TableHead>
          <TableHead>Hard bounces</TableHead>
          <TableHead>Credits refunded</TableHead>
          <TableHead>Uploaded</TableHead>
          <TableHead>
            <span className={page.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reports.map((report) => {
          const title = bounceReportTitle(report);
          return (
            <TableRow key={report.id}>
              <TableCell className={listStyles.nameCell}>
                <Link to={`/bounces/${report.id}`} className={listStyles.name}>
                  {title}
                </Link>
                {report.fileName ? <span className={listStyles.id}>{shortId(report.id)}</span> : null}
              </TableCell>
              <TableCell label="Status">
                <BounceStatusBadge status={report.status} />
              </TableCell>
              <TableCell label="Rows read" className={styles.number}>
                {figure(report.rowsRead)}
              </TableCell>
              <TableCell label="Hard bounces" className={styles.number}>
                {figure(report.bounces?.hard)}
              </TableCell>
              <TableCell label="Credits refunded" className={styles.number}>
                {report.status === 'awaiting_review'
                  ? `${formatNumber(report.refundableCredits)} waiting for review`
                  : formatNumber(report.refundedCredits)}
              </TableCell>
              <TableCell label="Uploaded">
                <time dateTime={report.createdAt} className={listStyles.created}>
                  {formatDateTime(report.createdAt)}
                </time>
              </TableCell>
              <TableCell className={listStyles.actions}>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/bounces/${report.id}`} aria-label={`View Details of ${title}`}>
                    View Details
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
