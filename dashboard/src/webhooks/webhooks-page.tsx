import type { WebhookEndpoint, WebhookEndpointCreateResponse } from '@leadproof/contract/webhooks';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@leadproof/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { SecretOnceDialog } from '../lib/secret-once-dialog';
import { SectionCard } from '../lib/section-card';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { DeliveryLogSheet } from './delivery-log-sheet';
import { createWebhookMutation, removeWebhookMutation, webhooksQuery } from './queries';
import { useSendTestEvent } from './use-send-test-event';
import { WebhookEndpointsTable } from './webhook-endpoints-table';

/**
 * /dashboard/webhooks: add endpoints (signing secret shown once), send test events, read each endpoint's
 * delivery log, and remove endpoints.
 */
export function WebhooksPage() {
  const client = useClient();
  const endpoints = useQuery(webhooksQuery(client));
  const create = useMutation(createWebhookMutation(client));
  const remove = useMutation(removeWebhookMutation(client));
  const { send, sendingId } = useSendTestEvent();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointCreateResponse | null>(null);
  const [confirming, setConfirming] = useState<WebhookEndpoint | null>(null);
  const [logFor, setLogFor] = useState<WebhookEndpoint | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const removeEndpoint = (endpoint: WebhookEndpoint) =>
    remove.mutate(endpoint, {
      onSuccess: () => {
        toast({ title: 'Endpoint removed', description: `${endpoint.url} gets no more events.` });
        // Its row, which held the focus, is gone.
        addButton.current?.focus();
      },
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: 'Could not remove the endpoint',
          description: errorMessage(failure),
        }),
    });

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Webhooks</h1>
          <p className={page.subtitle}>
            Leadproof calls your endpoints when an order ends or your credits run low. Each request is signed
            with the endpoint's secret, so your server can check it came from us.
          </p>
        </div>
        <Button
          ref={addButton}
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          <Plus size={14} aria-hidden />
          Add endpoint
        </Button>
      </header>

      <SectionCard titleId="webhook-endpoints-title" title="Your endpoints">
        <WebhookEndpointsTable
          endpoints={endpoints.data}
          error={endpoints.isError ? errorMessage(endpoints.error) : undefined}
          onRetry={() => void endpoints.refetch()}
          onSendTest={send}
          onShowLog={setLogFor}
          onRemove={setConfirming}
          sendingId={sendingId}
          removingId={remove.isPending ? (remove.variables?.id ?? null) : null}
        />
      </SectionCard>

      <AddEndpointDialog
        open={adding}
        onOpenChange={setAdding}
        busy={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : undefined}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (endpoint) => {
              setAdding(false);
              setCreated(endpoint);
            },
          })
        }
      />

      <SecretOnceDialog
        secret={created?.secret ?? null}
        title="Endpoint added"
        description="Copy this signing secret now: it will not be shown again. Your server uses it to check the webhook-signature header of each request (Standard Webhooks)."
        testId="webhook-secret"
        onClose={() => setCreated(null)}
        returnFocusTo={addButton}
      />

      <DeliveryLogSheet
        endpoint={logFor}
        onClose={() => setLogFor(null)}
        onSendTest={send}
        sending={logFor !== null && sendingId === logFor.id}
      />

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove this endpoint?</DialogTitle>
            <DialogDescription>
              {confirming?.url} gets no more events, and deliveries still waiting are dropped. This cannot be
              undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                if (confirming) removeEndpoint(confirming);
                setConfirming(null);
              }}
            >
              Remove endpoint
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
