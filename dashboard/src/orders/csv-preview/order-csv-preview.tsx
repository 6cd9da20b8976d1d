import type { Order, OrderFile } from '@leadproof/contract/orders';
import { GoneError } from '@leadproof/sdk';
import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../api/api-client-provider';
import { errorMessage } from '../../lib/error-message';
import { FilesDeletedNotice } from '../files/files-deleted-notice';
import { orderCsvQuery, PREVIEW_ROW_LIMIT } from '../queries';
import { useOrderDownload } from '../use-order-download';
import { CsvPreview } from './csv-preview';
import { ResultsDownloadMenu } from './results-download-menu';

/** Props of `OrderCsvPreview`. */
export interface OrderCsvPreviewProps {
  order: Pick<Order, 'id' | 'fileName'> & Partial<Pick<Order, 'originalFormat'>>;
  file: OrderFile;
  label: string;
}

/**
 * The preview of an order file (its first 100 rows through `?limit=`) with the full-file Download and, for the
 * results, the menu of filtered downloads beside it; once the order's files are deleted, the server's words for
 * when and why, in place of both.
 */
export function OrderCsvPreview({ order, file, label }: OrderCsvPreviewProps) {
  const client = useClient();
  const csv = useQuery(orderCsvQuery(client, order.id, file));
  const { download, downloading, downloadingFilter } = useOrderDownload(order, file);
  if (csv.error instanceof GoneError) return <FilesDeletedNotice message={errorMessage(csv.error)} />;
  // A failed request is "no content" too: the preview says 'No data available'.
  const text = csv.isError ? null : csv.data;
  return (
    <CsvPreview
      text={text}
      label={label}
      limit={PREVIEW_ROW_LIMIT}
      onDownload={download}
      downloading={downloading && downloadingFilter === undefined}
      // The customer's data as they gave it; the download keeps the guard for spreadsheets.
      unguard={file === 'results'}
      downloadMenu={
        file === 'results' ? (
          <ResultsDownloadMenu
            onDownload={download}
            busy={downloadingFilter !== undefined}
            disabled={downloading || text === undefined}
          />
        ) : null
      }
    />
  );
}
