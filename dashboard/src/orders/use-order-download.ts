import type { Order, OrderFile } from '@leadproof/contract/orders';
import { GoneError } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import { orderDownloadMutation, type ResultsDownload } from './queries';

const failure: Record<OrderFile, string> = {
  original: 'Failed to download original file',
  results: 'Failed to download results file',
};

/**
 * Downloads the whole original or results file of an order, or one filter's rows of the results, with the
 * 'Download started' and 'Download failed' toasts.
 */
export function useOrderDownload(
  order: Pick<Order, 'id' | 'fileName'> & Partial<Pick<Order, 'originalFormat'>>,
  file: OrderFile,
) {
  const client = useClient();
  const mutation = useMutation(orderDownloadMutation(client, order, file));
  return {
    /**
     * Starts the download (of one filter's rows, or as a workbook, when `choice` says so); toasts when the browser has
     * the file, or why not.
     */
    download: (choice?: ResultsDownload) => {
      // One download at a time: the Download button stays enabled while a filtered one runs from the menu.
      if (mutation.isPending) return;
      mutation.mutate(choice, {
        onSuccess: () => toast({ title: 'Download started' }),
        // Files deleted since the preview loaded: the server says when and why, which helps more than the generic
        // 'Failed to download … file'.
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Download failed',
            description: error instanceof GoneError ? errorMessage(error) : failure[file],
          }),
      });
    },
    /** A download of this file is running, whole or filtered. */
    downloading: mutation.isPending,
    /** The menu choice of the running download; undefined when none runs or it is the whole CSV. */
    downloadingFilter: mutation.isPending ? mutation.variables : undefined,
  };
}
