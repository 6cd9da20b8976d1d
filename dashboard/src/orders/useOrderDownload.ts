import type { Order, OrderFile, OrderResultsFilter } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { useClient } from '../api/ApiClientProvider';
import { orderDownloadMutation } from './queries';

const failure: Record<OrderFile, string> = {
  original: 'Failed to download original file',
  results: 'Failed to download results file',
};

/**
 * Downloads the whole original or results file of an order, or one filter's rows of the results, with SPEC §8's
 * toasts.
 */
export function useOrderDownload(order: Pick<Order, 'id'>, file: OrderFile) {
  const client = useClient();
  const mutation = useMutation(orderDownloadMutation(client, order.id, file));
  return {
    /** Starts the download (of `filter`'s rows only, when given); toasts when the browser has the file, or why not. */
    download: (filter?: OrderResultsFilter) => {
      // One download at a time: the Download button stays enabled while a filtered one runs from the menu.
      if (mutation.isPending) return;
      mutation.mutate(filter, {
        onSuccess: () => toast({ title: 'Download started' }),
        onError: () =>
          toast({ variant: 'destructive', title: 'Download failed', description: failure[file] }),
      });
    },
    /** A download of this file is running, whole or filtered. */
    downloading: mutation.isPending,
    /** The filter of the running download; undefined when none runs or it is the whole file. */
    downloadingFilter: mutation.isPending ? mutation.variables : undefined,
  };
}
