import { AuthProvider } from '@leadproof/auth/AuthProvider';
import type { AuthBackend } from '@leadproof/auth/auth-types';
import type { PageNavigator } from '@leadproof/auth/browser-navigator';
import { NavigationProvider } from '@leadproof/auth/navigation';
import type { Leadproof } from '@leadproof/sdk';
import { OnDemandToaster, ThemeRoot } from '@leadproof/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApiClientProvider } from './api/api-client-provider';
import { createQueryClient } from './api/query-client';
import * as styles from './dashboard.css';
import { DashboardRoutes } from './routes';

/** Props of `DashboardApp` (and options of `mountDashboard`). */
export type DashboardProps = {
  /** URL prefix the dashboard lives under. @default '/dashboard' */
  basename?: string;
  /** The auth backend; tests and stories pass a fake. @default the Supabase Auth client from /config.json */
  authBackend?: AuthBackend;
  /** The SDK client; tests and stories pass one over a fake `fetch`. @default the signed-in browser client */
  apiClient?: Leadproof;
  /** How full-page navigations (sign-in, billing portal) happen; tests record them. @default `location` */
  navigate?: PageNavigator;
  /** A query client to use instead of a new one (tests). The dashboard clears it when it unmounts. */
  queryClient?: QueryClient;
};

/** The dashboard app: theme, toasts, data layer, auth and router under one root. */
export function DashboardApp({
  basename = '/dashboard',
  authBackend,
  apiClient,
  navigate,
  queryClient: givenClient,
}: DashboardProps) {
  // One QueryClient per mounted dashboard, so unmounting drops its cache and timers.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  useEffect(() => () => queryClient.clear(), [queryClient]);

  // The session in storage draws the shell and the page; auth-js loads when the page is idle (issue 38).
  const app = (
    <QueryClientProvider client={queryClient}>
      <AuthProvider {...(authBackend ? { backend: authBackend } : {})} storedSessionFirst>
        <ApiClientProvider client={apiClient}>
          <BrowserRouter basename={basename}>
            <DashboardRoutes />
          </BrowserRouter>
        </ApiClientProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
  return (
    <ThemeRoot className={styles.root}>
      <div data-testid="dashboard-app">
        {navigate ? <NavigationProvider navigate={navigate}>{app}</NavigationProvider> : app}
      </div>
      <OnDemandToaster />
    </ThemeRoot>
  );
}
