import type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';

/** The scopes the create form offers, with their labels; `full` first, the default (as keys were before). */
export const scopeChoices: readonly { value: ApiKeyScope; label: string }[] = [
  { value: 'full', label: 'Full access' },
  { value: 'verify', label: 'Verify only' },
  { value: 'read', label: 'Read only' },
];

/** The label of a scope, as the table shows it. */
export function scopeLabel(scope: ApiKeyScope): string {
  return scopeChoices.find((choice) => choice.value === scope)?.label ?? scope;
}

/** The expiries the create form offers, in days; null is never. */
export const expiryChoices: readonly { days: number | null; label: string }[] = [
  { days: null, label: 'Never' },
  { days: 30, label: 'In 30 days' },
  { days: 90, label: 'In 90 days' },
  { days: 365, label: 'In 1 year' },
];

/** The `expiresAt` to send for a choice of `days` from `now`, or null for a key that never expires. */
export function expiresAtFor(days: number | null, now: Date = new Date()): string | null {
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}
