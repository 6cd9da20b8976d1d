import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import { toast } from '@leadproof/ui';
import { useMutation } from '@tanstack/react-query';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import { sendTestWebhookMutation } from './queries';

/** "Send test event": sends a `webhook.test` event, says so in a toast, and refreshes that endpoint's log. */
export function useSendTestEvent() {
  const client = useClient();
  const mutation = useMutation(sendTestWebhookMutation(client));
  const send = (endpoint: WebhookEndpoint) =>
    mutation.mutate(endpoint, {
      onSuccess: () =>
        toast({ title: 'Test event sent', description: `Its delivery to ${endpoint.url} is in the log.` }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: 'Could not send the test event',
          description: errorMessage(failure),
        }),
    });
  return { send, sendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}
