import type { Order, OrderFile } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { useClient } from '../api/ApiClientProvider';
import { saveStreamAsFile } from '../lib/saveFile';
import { shortId } from '../lib/shortId';

/** SPEC §9's download name: `order-{short id}-original.csv` or `order-{short id}-results.csv`. */
export function orderFileName(orderId: string, file: OrderFile): string {
  return `order-${shortId(orderId)}-${file}.csv`;
}

const failure: Record<OrderFile, string> = {
  original: 'Failed to download original file',
  results: 'Failed to download results file',
};

/** Downloads the whole original or results file of an order, with SPEC §8's toasts. */
export function useOrderDownload(order: Pick<Order, 'id'>, file: OrderFile) {
  const client = useClient();
  return useMutation({
    mutationFn: async () => {
      const stream = await client.orders.download(order.id, file);
      await saveStreamAsFile(stream, orderFileName(order.id, file));
    },
    onSuccess: () => toast({ title: 'Download started' }),
    onError: () => toast({ variant: 'destructive', title: 'Download failed', description: failure[file] }),
  });
}
