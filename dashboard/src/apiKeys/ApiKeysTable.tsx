import type { ApiKey } from '@leadproof/sdk';
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@leadproof/ui';
import { formatDateTime } from '../lib/formatDate';
import * as page from '../lib/page.css';
import * as styles from './ApiKeys.css';

/** Props of `ApiKeysTable`. */
export interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  /** Revoke one key (the caller confirms). */
  onRevoke: (key: ApiKey) => void;
  /** The id of the key being revoked: its button is busy. */
  revokingId?: string | null;
}

/** The user's API keys: name, prefix, created, last used, and Revoke. Secrets are never listed. */
export function ApiKeysTable({ keys, onRevoke, revokingId }: ApiKeysTableProps) {
  if (keys.length === 0) return <p className={page.emptyState}>No API keys yet.</p>;
  return (
    <Table aria-label="API keys">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Key</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead>
            <span className={styles.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key.id}>
            <TableCell>{key.name}</TableCell>
            <TableCell className={styles.prefix}>{key.prefix}…</TableCell>
            <TableCell>{formatDateTime(key.createdAt)}</TableCell>
            <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</TableCell>
            <TableCell className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onRevoke(key)}
                busy={revokingId === key.id}
                busyLabel="Revoking..."
              >
                Revoke<span className={styles.visuallyHidden}> {key.name}</span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
