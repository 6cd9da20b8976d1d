import { orderTitle } from '@leadproof/contract/order-names';
import type { Order } from '@leadproof/contract/orders';
import {
  Banner,
  Card,
  CardContent,
  Countdown,
  cx,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@leadproof/ui';
import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import { shortId } from '../lib/short-id';
import { BillingReceipt } from './billing-receipt';
import { OrderCsvPreview } from './csv-preview/order-csv-preview';
import { DemoDataBadge } from './demo-data-badge';
import { OrderFilesBar } from './files/order-files-bar';
import { MailboxCheck } from './mailbox-check';
import { OrderLeadRequest } from './new/order-lead-request';
import * as styles from './order-detail.css';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { isOpenOrder, orderTypeLabel } from './order-labels';
import { OrderReport } from './report/order-report';

/** Props of `OrderDetail`. */
export interface OrderDetailProps {
  order: Order;
  /** The back control above the header ('Back to Orders'). */
  back?: ReactNode;
}

/**
 * One order on /dashboard/orders/{id}: header with its name (the uploaded file, or a purchase's lead
 * profile; 'Order {short id}' without either), short id, type, countdown and status; Credits Used, Total Rows, Created; when its files are deleted, with Delete files; tabs 'Original
 * Upload' and 'Results' with CSV previews.
 */
export function OrderDetail({ order, back }: OrderDetailProps) {
  const resultsReady = Boolean(order.resultFilePath);
  const uploaded = order.type === 'upload_csv';
  const title = orderTitle(order);
  const shortTitle = `Order ${shortId(order.id)}`;
  return (
    <div className={page.page}>
      {back}
      <header className={page.header}>
        <div>
          <h1 className={cx(page.title, styles.title)}>{title}</h1>
          <p className={cx(page.subtitle, styles.typeLine)}>
            {title === shortTitle ? null : <span className={styles.shortId}>{shortTitle}</span>}
            {orderTypeLabel(order.type)}
            {order.demo ? <DemoDataBadge /> : null}
          </p>
        </div>
        <div className={page.actions}>
          {isOpenOrder(order) ? <Countdown createdAt={order.createdAt} /> : null}
          <OrderStatusBadge status={order.status} />
        </div>
      </header>

      {order.statusMessage && (order.status === 'needs_fix' || order.status === 'failed') ? (
        <Banner
          tone="amber"
          title={order.status === 'needs_fix' ? 'This file needs a fix' : 'Processing failed'}
        >
          {order.statusMessage}
        </Banner>
      ) : null}

      {order.status === 'in_progress' && order.progress ? <OrderProgress progress={order.progress} /> : null}

      {order.status === 'completed' && order.stats?.mailbox ? (
        <MailboxCheck mailbox={order.stats.mailbox} />
      ) : null}

      <Card>
        <CardContent>
          <dl className={styles.list}>
            <div className={styles.field}>
              <dt>Credits Used</dt>
              <dd>
                {formatNumber(order.creditsUsed ?? 0)}
                {order.billing ? <BillingReceipt billing={order.billing} /> : null}
              </dd>
            </div>
            <div className={styles.field}>
              <dt>Total Rows</dt>
              <dd>{order.rowCount === null ? 'N/A' : formatNumber(order.rowCount)}</dd>
            </div>
            {order.sheet ? (
              <div className={styles.field}>
                <dt>Sheet</dt>
                <dd>{order.sheet}</dd>
              </div>
            ) : null}
            <div className={styles.field}>
              <dt>Created</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {order.leadRequest ? <OrderLeadRequest request={order.leadRequest} /> : null}

      {order.status === 'completed' && order.stats ? (
        <OrderReport stats={order.stats} billing={order.billing} measuredAccuracy={order.measuredAccuracy} />
      ) : null}

      <OrderFilesBar order={order} />

      {/* A lead purchase has no upload of its own: its file is the delivered leads. */}
      <Tabs defaultValue={uploaded ? 'original' : 'results'}>
        <TabsList aria-label="Order files">
          {uploaded ? <TabsTrigger value="original">Original Upload</TabsTrigger> : null}
          <TabsTrigger value="results" disabled={!resultsReady}>
            {resultsReady ? 'Results' : 'Results (Not Ready)'}
          </TabsTrigger>
        </TabsList>
        {uploaded ? (
          <TabsContent value="original">
            <OrderCsvPreview order={order} file="original" label="Original Upload preview" />
          </TabsContent>
        ) : null}
        <TabsContent value="results">
          {resultsReady && order.status === 'completed' ? (
            <OrderCsvPreview order={order} file="results" label="Results preview" />
          ) : (
            <div className={page.emptyState}>
              <p className={styles.notReadyTitle}>Results Not Ready</p>
              <p>Your order is being processed. Results will appear here when complete.</p>
            </div>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
