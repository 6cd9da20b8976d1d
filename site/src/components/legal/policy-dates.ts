/**
 * When each policy took effect, shown under its heading. A change to what a policy says gets a new date here in
 * the same commit (and, for a material change, an e-mail to customers before it applies, as the terms promise).
 */
export const policyEffectiveDates = {
  privacy: '2026-11-28',
  terms: '2026-11-28',
} as const;

/** "28 November 2026". */
export function formatPolicyDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
