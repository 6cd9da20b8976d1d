import type { ApiKey } from '@leadproof/contract/api-keys';
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@leadproof/ui';
import { formatDate, formatDateTime } from '../lib/format-date';
import * as page from '../lib/page.css';
import * as styles from './api-keys.css';
import { scopeLabel } from './api-key-choices';

/** Props of `ApiKeysTable`. */
export interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  /** Revoke one key (the caller confirms). */
  onRevoke: (key: ApiKey) => void;
  /** The id of the key being revoked: its button is busy. */
  revokingId?: string | null;
  /** The time expiries are compared with; defaults to now (stories and tests pin it). */
  now?: Date;
}

/** The user's API keys: name, prefix, scope, created, last used, expiry, and Revoke. Secrets are never listed. */
export function ApiKeysTable({ keys, onRevoke, revokingId, now = new Date() }: ApiKeysTableProps) {
  if (keys.length === 0) return <p className={page.emptyState}>No API keys yet.</p>;
  return (
    <Table layout="cards" aria-label="API keys">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Key</TableHead>
          <TableHead>Scope</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>
            <span className={page.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key.id}>
            <TableCell>{key.name}</TableCell>
            <TableCell label="Key" className={styles.prefix}>
              {key.prefix}…
            </TableCell>
            <TableCell label="Scope">{scopeLabel(key.scope)}</TableCell>
            <TableCell label="Created">{formatDateTime(key.createdAt)}</TableCell>
            <TableCell label="Last used">
              {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}
            </TableCell>
            <TableCell label="Expires">
              {key.expiresAt === null ? (
                'Never'
              ) : Date.parse(key.expiresAt) <= now.getTime() ? (
                <Badge variant="destructive" title={formatDateTime(key.expiresAt)}>
                  Expired
                </Badge>
              ) : (
                formatDate(key.expiresAt)
              )}
            </TableCell>
            <TableCell className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onRevoke(key)}
                busy={revokingId === key.id}
                busyLabel="Revoking..."
              >
                Revoke<span className={page.visuallyHidden}> {key.name}</span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
