import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';

export type DashboardProps = {
  /** URL prefix the dashboard lives under. @default '/dashboard' */
  basename?: string;
};

function DashboardHome() {
  return (
    <section>
      <h1>Dashboard</h1>
      <p>Your account overview will appear here.</p>
    </section>
  );
}

function DashboardPage() {
  const location = useLocation();
  return (
    <section>
      <h1>Dashboard</h1>
      <p>
        Page <code>{location.pathname}</code> — <Link to="/">back to the dashboard home</Link>
      </p>
    </section>
  );
}

/** The dashboard app: router and data layer under one root. */
export function DashboardApp({ basename = '/dashboard' }: DashboardProps) {
  // One QueryClient per mounted dashboard, so unmounting drops its cache and timers.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename}>
        <main data-testid="dashboard-app">
          <Routes>
            <Route index element={<DashboardHome />} />
            <Route path="*" element={<DashboardPage />} />
          </Routes>
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
