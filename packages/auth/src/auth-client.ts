import type { GoTrueClient, GoTrueClientOptions } from '@supabase/auth-js';
import { rememberingStorage } from './remembering-storage';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** Where the auth client keeps the session (localStorage or sessionStorage, see `rememberingStorage`). */
export const AUTH_STORAGE_KEY = 'leadproof-auth';

/**
 * The options `createClient(supabaseUrl, anonKey, {auth})` of supabase-js would give its auth client:
 * `<supabaseUrl>/auth/v1`, the anon key as `apikey` and bearer token. Only the auth part of supabase-js
 * is loaded (`@supabase/auth-js`, the same package supabase-js wraps): the browser needs no database,
 * storage, functions or realtime client, and the whole of supabase-js cost 54 KB gzip per page.
 */
export function authClientOptions(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>) {
  const base = config.supabaseUrl.trim();
  if (!/^https?:\/\//i.test(base)) throw new Error(`Invalid supabaseUrl: ${base} is not an HTTP(S) URL`);
  return {
    url: new URL('auth/v1', base.endsWith('/') ? base : `${base}/`).href,
    headers: { Authorization: `Bearer ${config.supabaseAnonKey}`, apikey: config.supabaseAnonKey },
    storageKey: AUTH_STORAGE_KEY,
    storage: rememberingStorage,
    persistSession: true,
    autoRefreshToken: true,
    // Confirmation links carry token_hash to /auth/confirm, which verifies explicitly; nothing
    // should be read from other pages' URLs.
    detectSessionInUrl: false,
    flowType: 'implicit',
  } satisfies GoTrueClientOptions;
}

let client: Promise<GoTrueClient> | undefined;

/**
 * The page's one Supabase Auth client, built from `/config.json` on first use. Token refresh is
 * auth-js's own (the same as supabase-js's `auth`): a 30 s tick that refreshes when 3 ticks (90 s)
 * remain, retrying from 200 ms, doubling, within 30 s.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  if (!client) {
    // auth-js is its own chunk, fetched beside /config.json: a page's form or shell draws and hydrates
    // without waiting for it (issue 38), and nothing can use the client before the config is in anyway.
    client = Promise.all([loadRuntimeConfig(), import('@supabase/auth-js')])
      .then(([config, { AuthClient }]) => new AuthClient(authClientOptions(config)))
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
  }
  return client;
}
