/**
 * The signed-in SDK client of a command: from `LEADPROOF_API_KEY`, or from the credentials `login` saved
 * for this API URL. A password session's access token is refreshed shortly before it expires.
 * @module
 */
import { Leadproof } from '@leadproof/sdk/node';
import { AuthServerError, refreshSession } from './auth-server';
import {
  readCredentials,
  type SessionCredentials,
  withCredentialsLock,
  writeCredentials,
} from './credentials';
import { NotSignedInError } from './errors';
import type { CommandOptions } from './runtime';

/** Refresh when the access token has less than this left, so no call goes out with a token about to expire. @unit seconds */
export const REFRESH_MARGIN_SECONDS = 60;

/** How the client authenticates, for `whoami`. */
export interface SignIn {
  method: 'session' | 'apiKey';
  /** `env`: LEADPROOF_API_KEY; `credentials`: saved by `login`; `injected`: given by the caller. */
  source: 'env' | 'credentials' | 'injected';
  /** The first characters of the API key (never the whole secret). */
  apiKeyPrefix?: string;
}

/** A client for anonymous calls (pricing, health). */
export function anonymousClient(options: CommandOptions): Leadproof {
  return options.client ?? new Leadproof({ baseURL: options.apiUrl, fetch: options.runtime.fetch });
}

/** The signed-in client, or `NotSignedInError` (exit 3) when there are no credentials for this API URL. */
export async function signedInClient(
  options: CommandOptions,
): Promise<{ client: Leadproof; signIn: SignIn }> {
  const { runtime, apiUrl } = options;
  if (options.client) return { client: options.client, signIn: { method: 'session', source: 'injected' } };
  const base = { baseURL: apiUrl, fetch: runtime.fetch };
  if (runtime.env.apiKey) {
    return {
      client: new Leadproof({ ...base, apiKey: runtime.env.apiKey }),
      signIn: { method: 'apiKey', source: 'env', apiKeyPrefix: keyPrefix(runtime.env.apiKey) },
    };
  }
  const saved = await readCredentials(runtime.env.configDir, apiUrl);
  if (!saved)
    throw new NotSignedInError(`You are not signed in to ${apiUrl}. Run \`leadproof login\` first.`);
  if (saved.method === 'apiKey') {
    return {
      client: new Leadproof({ ...base, apiKey: saved.apiKey }),
      signIn: { method: 'apiKey', source: 'credentials', apiKeyPrefix: keyPrefix(saved.apiKey) },
    };
  }
  return {
    client: new Leadproof({ ...base, accessToken: sessionTokenProvider(options, saved) }),
    signIn: { method: 'session', source: 'credentials' },
  };
}

function keyPrefix(secret: string): string {
  return secret.slice(0, 12);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The `accessToken` option of the SDK for a saved session: its token, refreshed (once at a time) near expiry. */
export function sessionTokenProvider(
  options: CommandOptions,
  initial: SessionCredentials,
): () => Promise<string> {
  const { runtime, apiUrl } = options;
  const { configDir } = runtime.env;
  let current = initial;
  let refreshing: Promise<string> | undefined;
  const fresh = (c: SessionCredentials) => c.expiresAt - nowSeconds() > REFRESH_MARGIN_SECONDS;

  const refresh = () =>
    withCredentialsLock(configDir, async () => {
      // Another leadproof process may have refreshed while this one waited for the lock: use its tokens.
      const saved = await readCredentials(configDir, apiUrl);
      if (saved?.method === 'password' && saved.refreshToken !== current.refreshToken && fresh(saved)) {
        current = saved;
        return current.accessToken;
      }
      try {
        const tokens = await refreshSession(
          { url: current.authUrl, anonKey: current.anonKey },
          current.refreshToken,
          runtime.fetch,
          runtime.signal,
        );
        current = {
          ...current,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          expiresAt: tokens.expiresAt,
        };
      } catch (error) {
        if (error instanceof AuthServerError && error.status < 500) {
          throw new NotSignedInError(
            `Your session on ${apiUrl} has ended. Run \`leadproof login\` to sign in again.`,
          );
        }
        throw error;
      }
      await writeCredentials(configDir, apiUrl, current);
      return current.accessToken;
    });

  return async () => {
    if (fresh(current)) return current.accessToken;
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
}
