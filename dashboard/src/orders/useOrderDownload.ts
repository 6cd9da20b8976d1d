import type { Order, OrderFile } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { useClient } from '../api/ApiClientProvider';
import { orderDownloadMutation } from './queries';

const failure: Record<OrderFile, string> = {
  original: 'Failed to download original file',
  results: 'Failed to download results file',
};

/** Downloads the whole original or results file of an order, with SPEC §8's toasts. */
export function useOrderDownload(order: Pick<Order, 'id'>, file: OrderFile) {
  const client = useClient();
  const mutation = useMutation(orderDownloadMutation(client, order.id, file));
  return {
    /** Starts the download; toasts when the browser has the file, or why not. */
    download: () =>
      mutation.mutate(undefined, {
        onSuccess: () => toast({ title: 'Download started' }),
        onError: () =>
          toast({ variant: 'destructive', title: 'Download failed', description: failure[file] }),
      }),
    downloading: mutation.isPending,
  };
}
