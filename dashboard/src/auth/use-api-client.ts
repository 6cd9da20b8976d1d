import { createApiClient } from '@leadproof/auth/api-client';
import { loadRuntimeConfig } from '@leadproof/auth/runtime-config';
import { useAuth } from '@leadproof/auth/use-auth';
import type { Leadproof } from '@leadproof/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';

/** `fetch` that calls `onUnauthorized` when an `/api` call of this origin is answered 401. */
function reportingUnauthorized(onUnauthorized: () => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.status === 401) {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith('/api/')) onUnauthorized();
    }
    return response;
  };
}

/** Options of `useApiClient`. */
export interface UseApiClientOptions {
  /** Called when an `/api` call is answered 401 (the session was refused); the call still fails as usual. */
  onUnauthorized?: () => void;
}

/**
 * The SDK client of the current page, signed in as the current session (inside an `AuthProvider`); it does not
 * check answers against the contract (the API did).
 * Its `storageURL` comes from `/config.json`; the client is rebuilt once when the config arrives, which
 * happens before `loading` turns false, so screens behind `RequireAuth` always get the final client.
 */
export function useApiClient({ onUnauthorized }: UseApiClientOptions = {}): Leadproof {
  const { session } = useAuth();
  // A ref, so the token provider reads the newest session without rebuilding the client.
  const tokenRef = useRef<string | null>(session?.access_token ?? null);
  tokenRef.current = session?.access_token ?? null;
  const [storageURL, setStorageURL] = useState<string | undefined>(undefined);

  useEffect(() => {
    let active = true;
    loadRuntimeConfig()
      .then((config) => {
        if (active && config.storageUrl) setStorageURL(config.storageUrl);
      })
      .catch(() => {
        // The AuthProvider already logged it; uploads then use the SDK's default storage URL.
      });
    return () => {
      active = false;
    };
  }, []);

  // A ref as well: the client is not rebuilt when the caller's handler changes.
  const unauthorizedRef = useRef(onUnauthorized);
  unauthorizedRef.current = onUnauthorized;

  return useMemo(
    () =>
      createApiClient({
        accessToken: () => tokenRef.current,
        storageURL,
        fetch: reportingUnauthorized(() => unauthorizedRef.current?.()),
        // The API checks every answer against the contract before sending it (`respond`, in every mode), and the
        // dashboard ships with the API that serves it, so a second check here would only load zod and every schema
        // into the start (docs/decisions/contract-and-sdk.md, "Route paths apart from their schemas").
        validateResponses: false,
      }),
    [storageURL],
  );
}
