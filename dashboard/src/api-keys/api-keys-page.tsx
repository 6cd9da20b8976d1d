import type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
import type { ApiKey, ApiKeyCreateResponse } from '@leadproof/contract/api-keys';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Skeleton,
  toast,
} from '@leadproof/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { SectionCard } from '../lib/section-card';
import * as styles from './api-keys.css';
import { ApiKeysTable } from './api-keys-table';
import { expiresAtFor, expiryChoices, scopeChoices } from './api-key-choices';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { apiKeysQuery, createApiKeyMutation, revokeApiKeyMutation } from './queries';
import { SelectField } from './select-field';

/** /dashboard/api-keys: create (secret shown once), list and revoke the keys scripts and the CLI use. */
export function ApiKeysPage() {
  const client = useClient();
  const keys = useQuery(apiKeysQuery(client));
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('full');
  // The index into `expiryChoices`: a select's value is a string, and null (never) is one of the choices.
  const [expiry, setExpiry] = useState(0);
  const [created, setCreated] = useState<ApiKeyCreateResponse | null>(null);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);

  const create = useMutation(createApiKeyMutation(client));
  const revoke = useMutation(revokeApiKeyMutation(client));

  const revokeKey = (key: ApiKey) =>
    revoke.mutate(key, {
      onSuccess: () => toast({ title: 'API key revoked', description: `${key.name} no longer works.` }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: 'Could not revoke the key',
          description: errorMessage(failure),
        }),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    // The expiry is computed at submit, so "30 days" counts from when the key is made.
    const expiresAt = expiresAtFor(expiryChoices[expiry]?.days ?? null);
    create.mutate(
      { name: trimmed, scope, expiresAt },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setScope('full');
          setExpiry(0);
        },
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: 'Could not create the key',
            description: errorMessage(failure),
          }),
      },
    );
  };

  return (
    <div className={page.page}>
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/billing">
            <ArrowLeft size={14} aria-hidden />
            Back to Billing
          </Link>
        </Button>
      </div>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>API Keys</h1>
          <p className={page.subtitle}>
            Scripts and the command-line tool sign in with a key. Anyone holding a key can spend your credits:
            keep keys secret and revoke the ones you no longer use.
          </p>
        </div>
      </header>

      <SectionCard
        titleId="new-key-title"
        title="Create a key"
        description={
          'Name it after where it will be used, e.g. "nightly import". Verify only: upload and verify CSVs, no lead purchases or billing. Read only: list and download.'
        }
      >
        <form className={styles.form} onSubmit={onSubmit}>
          <div className={styles.field}>
            <Label htmlFor="api-key-name">Key name</Label>
            <Input
              id="api-key-name"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              required
            />
          </div>
          <SelectField
            id="api-key-scope"
            label="Access"
            value={scope}
            options={scopeChoices}
            onChange={(value) => setScope(value as ApiKeyScope)}
          />
          <SelectField
            id="api-key-expiry"
            label="Expires"
            value={String(expiry)}
            options={expiryChoices.map((choice, index) => ({ value: String(index), label: choice.label }))}
            onChange={(value) => setExpiry(Number(value))}
          />
          <Button type="submit" busy={create.isPending} busyLabel="Creating..." disabled={!name.trim()}>
            Create key
          </Button>
        </form>
      </SectionCard>

      <SectionCard titleId="keys-title" title="Your keys">
        {keys.isPending ? (
          <div className={page.stack} aria-busy="true">
            <Skeleton height="2.25rem" />
            <Skeleton height="2.25rem" />
          </div>
        ) : keys.isError ? (
          <div className={page.emptyState} role="alert">
            <p>Unable to load API keys: {errorMessage(keys.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ApiKeysTable
            keys={keys.data}
            onRevoke={setConfirming}
            revokingId={revoke.isPending ? (revoke.variables?.id ?? null) : null}
          />
        )}
      </SectionCard>

      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke {confirming?.name}?</DialogTitle>
            <DialogDescription>
              Scripts using this key stop working at once. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                if (confirming) revokeKey(confirming);
                setConfirming(null);
              }}
            >
              Revoke key
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
