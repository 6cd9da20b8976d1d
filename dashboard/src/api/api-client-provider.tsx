import { useAuth } from '@leadproof/auth/use-auth';
import { AuthenticationError, type Leadproof } from '@leadproof/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useApiClient } from '../auth/use-api-client';

const ApiClientContext = createContext<Leadproof | null>(null);

/** Props of `ApiClientProvider`. */
export interface ApiClientProviderProps {
  /** A ready client (tests, stories); without one the signed-in client of the auth code is used. */
  client?: Leadproof | undefined;
  children?: ReactNode;
}

/**
 * What the dashboard does with a 401: asks the auth code whether the session is over. A token that only needed a
 * refresh gets the refused screens loaded again; an ended session is forgotten, and the shell's guard goes to
 * sign-in with a message (issue 40, item 11) instead of leaving a shell of error states.
 */
function useUnauthorizedHandler(): () => void {
  const { sessionRejected } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void sessionRejected().then((outcome) => {
      if (outcome !== 'refreshed') return;
      void queryClient.refetchQueries({
        predicate: (query) => query.state.error instanceof AuthenticationError,
      });
    });
  }, [sessionRejected, queryClient]);
}

function SessionClientProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient({ onUnauthorized: useUnauthorizedHandler() });
  // Queries and mutations are not retried (`createQueryClient`); the SDK's own transport retries would break that.
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
