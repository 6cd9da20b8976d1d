/**
 * Leadproof's tables live in a schema of their own, never in `public`: on a Supabase database, `public` is what the
 * Data API (PostgREST) serves with the anon key that `/config.json` publishes (docs/security.md, "Database").
 */
export const LEADPROOF_SCHEMA = 'leadproof';

/** Every connection resolves unqualified names here first; `public` stays reachable for extensions. */
export const SEARCH_PATH = `${LEADPROOF_SCHEMA}, public`;

/** Supabase's API roles: whatever the Data API does, it does as one of these. */
export const DATA_API_ROLES = ['anon', 'authenticated'] as const;
