import type { CreditTransaction } from '@leadproof/contract/credit-transactions';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import * as styles from './transaction-history.css';
import { transactionReasonLabel } from './transaction-reasons';

/** Reasons that add credits: their badges are styled positive. */
export const positiveReasons = ['grant', 'purchase', 'refund'] as const;

/** Whether a transaction reason gets the positive badge. */
export function isPositiveReason(reason: string): boolean {
  return (positiveReasons as readonly string[]).includes(reason);
}

/** Props of `TransactionHistory`. */
export interface TransactionHistoryProps {
  /** Transactions loaded so far, newest first; undefined while the first page loads. */
  transactions: readonly CreditTransaction[] | undefined;
  /** The first page failed: the message to show (with Retry). */
  error?: string | null;
  onRetry?: () => void;
  /** There is a next page (a non-null `nextOffset`). */
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed: shown above Load more, which tries again. */
  loadMoreError?: string | null;
  onLoadMore: () => void;
  onExport: () => void;
  exporting: boolean;
}

function signed(amount: number): string {
  return amount > 0 ? `+${formatNumber(amount)}` : formatNumber(amount);
}

/** The billing page's Transaction History card: dated, signed entries with reason badges, Load more, Export. */
export function TransactionHistory({
  transactions,
  error,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreError,
  onLoadMore,
  onExport,
  exporting,
}: TransactionHistoryProps) {
  let body: ReactNode;
  if (error) {
    body = (
      <div className={page.emptyState} role="alert">
        <p>Unable to load transactions: {error}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  } else if (!transactions) {
    body = (
      <div className={page.stack} aria-busy="true">
        <Skeleton height="2.25rem" />
        <Skeleton height="2.25rem" />
        <Skeleton height="2.25rem" />
      </div>
    );
  } else if (transactions.length === 0) {
    body = <p className={page.emptyState}>No transactions yet.</p>;
  } else {
    body = (
      <Table layout="cards" aria-label="Credit transactions">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className={styles.amount}>Credits</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.id}>
              <TableCell className={styles.date}>{formatDateTime(transaction.createdAt)}</TableCell>
              <TableCell label="Description">{transaction.description || '-'}</TableCell>
              <TableCell label="Type">
                <Badge variant={isPositiveReason(transaction.reason) ? 'success' : 'secondary'}>
                  {transactionReasonLabel(transaction.reason)}
                </Badge>
              </TableCell>
              <TableCell label="Credits" className={styles.amount} data-positive={transaction.amount > 0}>
                {signed(transaction.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card aria-labelledby="transactions-title">
      <CardHeader>
        <div className={styles.header}>
          <div>
            <CardTitle as="h2" id="transactions-title">
              Transaction History
            </CardTitle>
            <CardDescription>Credits added and spent, newest first.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={onExport} busy={exporting} busyLabel="Exporting...">
            <Download size={14} aria-hidden />
            Export
          </Button>
        </div>
      </CardHeader>
      <CardContent className={page.stack}>
        {body}
        {hasMore && !error && loadMoreError ? (
          <p className={page.errorText} role="alert">
            Could not load more transactions: {loadMoreError}
          </p>
        ) : null}
        {hasMore && !error ? (
          <div>
            <Button variant="outline" onClick={onLoadMore} busy={loadingMore} busyLabel="Loading...">
              Load more
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
