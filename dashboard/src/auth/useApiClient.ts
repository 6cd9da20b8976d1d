import type { Leadproof } from '@leadproof/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from './apiClient';
import { loadRuntimeConfig } from './runtimeConfig';
import { useAuth } from './useAuth';

/**
 * The SDK client of the current page, signed in as the current session (inside an `AuthProvider`).
 * Its `storageURL` comes from `/config.json`; the client is rebuilt once when the config arrives, which
 * happens before `loading` turns false, so screens behind `RequireAuth` always get the final client.
 */
export function useApiClient(): Leadproof {
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

  return useMemo(() => createApiClient({ accessToken: () => tokenRef.current, storageURL }), [storageURL]);
}
