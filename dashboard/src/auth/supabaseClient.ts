import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { rememberingStorage } from './rememberingStorage';
import { loadRuntimeConfig } from './runtimeConfig';

/** Where supabase-js keeps the session (localStorage or sessionStorage, see `rememberingStorage`). */
export const AUTH_STORAGE_KEY = 'leadproof-auth';

let client: Promise<SupabaseClient> | undefined;

/**
 * The page's one supabase-js client, built from `/config.json` on first use. Token refresh is
 * supabase-js's own: a 30 s tick that refreshes when 3 ticks (90 s) remain, retrying from 200 ms,
 * doubling, within 30 s (SPEC §4, §9).
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  if (!client) {
    client = loadRuntimeConfig()
      .then((config) =>
        createClient(config.supabaseUrl, config.supabaseAnonKey, {
          auth: {
            storageKey: AUTH_STORAGE_KEY,
            storage: rememberingStorage,
            persistSession: true,
            autoRefreshToken: true,
            // Confirmation links carry token_hash to /auth/confirm, which verifies explicitly; nothing
            // should be read from other pages' URLs.
            detectSessionInUrl: false,
          },
        }),
      )
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
  }
  return client;
}
