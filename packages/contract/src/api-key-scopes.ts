// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';

/**
 * What an API key may do. `read`: look only (GET routes). `verify`: read, plus the CSV upload flow (create an
 * upload order, get its upload URL, confirm the upload). `full`: every route an API key may call. A route's
 * least scope is its `apiKeyScope` in `contractRoutes`; buying leads needs `full` (`requiredApiKeyScope`).
 */
export const apiKeyScopeSchema = z.enum(['full', 'verify', 'read']);

export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

// Each scope includes every scope ranked below it.
const rank: Record<ApiKeyScope, number> = { read: 0, verify: 1, full: 2 };

/** What each scope allows, in the words a 403 message and the dashboard use. */
export const apiKeyScopeDescriptions: Record<ApiKeyScope, string> = {
  read: 'read-only calls (listing and downloading orders, balance, transactions, profile)',
  verify: 'read-only calls and verifying CSV uploads, but not buying leads or billing',
  full: 'every call an API key may make',
};

/** True when a key of scope `scope` may make a call that needs `needed`. */
export function apiKeyScopeCovers(scope: ApiKeyScope, needed: ApiKeyScope): boolean {
  return rank[scope] >= rank[needed];
}
