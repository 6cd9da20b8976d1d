import type { Leadproof } from '@leadproof/sdk';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useApiClient } from '../auth';

const ApiClientContext = createContext<Leadproof | null>(null);

/** Props of `ApiClientProvider`. */
export interface ApiClientProviderProps {
  /** A ready client (tests, stories); without one the signed-in client of the auth code is used. */
  client?: Leadproof | undefined;
  children?: ReactNode;
}

function SessionClientProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient();
  // SPEC §9: queries and mutations are not retried; the SDK's own transport retries would break that.
  const noRetries = useMemo(() => client.withOptions({ maxRetries: 0 }), [client]);
  return <ApiClientContext.Provider value={noRetries}>{children}</ApiClientContext.Provider>;
}

/** Makes the SDK client available to the screens' queries (inside the auth code's `AuthProvider`). */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  if (client) return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
  return <SessionClientProvider>{children}</SessionClientProvider>;
}

/** The SDK client of the dashboard; throws outside an `ApiClientProvider`. */
export function useClient(): Leadproof {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useClient must be used within an ApiClientProvider');
  return client;
}
