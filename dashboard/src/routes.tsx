import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { DashboardShell } from './shell/dashboard-shell';
import { type LazyPage, lazyPage } from './shell/lazy-page';
import { NotFoundPage } from './shell/not-found-page';

// Every page is its own chunk, fetched when first shown (issue 38): the first paint waits for the shell and the
// page at hand only. The shell's Suspense boundary holds the page's room meanwhile; later navigations keep the
// old page on screen until the new one is there (the router navigates in a transition).
/** The pages inside the shell, by path under /dashboard ('' is the home page). */
const pages: ReadonlyArray<{ path: string; page: LazyPage }> = [
  {
    path: '',
    page: lazyPage(
      () => import('./home/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'orders',
    page: lazyPage(
      () => import('./orders/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'orders/new',
    page: lazyPage(
      () => import('./orders/new/new-order-page'),
      (m) => m.NewOrderPage,
    ),
  },
  {
    path: 'orders/:id',
    page: lazyPage(
      () => import('./orders/order-page'),
      (m) => m.OrderPage,
    ),
  },
  {
    path: 'bounces',
    page: lazyPage(
      () => import('./bounces/bounces-page'),
      (m) => m.BouncesPage,
    ),
  },
  {
    path: 'bounces/:id',
    page: lazyPage(
      () => import('./bounces/bounce-report-page'),
      (m) => m.BounceReportPage,
    ),
  },
  {
    path: 'billing',
    page: lazyPage(
      () => import('./billing/billing-page'),
      (m) => m.BillingPage,
    ),
  },
  {
    path: 'api-keys',
    page: lazyPage(
      () => import('./api-keys/api-keys-page'),
      (m) => m.ApiKeysPage,
    ),
  },
  {
    path: 'webhooks',
    page: lazyPage(
      () => import('./webhooks/webhooks-page'),
      (m) => m.WebhooksPage,
    ),
  },
  {
    path: 'account',
    page: lazyPage(
      () => import('./account/account-page'),
      (m) => m.AccountPage,
    ),
  },
];

/** Starts loading the code of the page at `pathname` (inside the basename), if it is one of the shell's pages. */
export function preloadPageAt(pathname: string): void {
  const matched = matchRoutes(
    pages.map(({ path, page }) => (path ? { path, page } : { index: true, page })),
    pathname,
  );
  void matched?.at(-1)?.route.page.preload();
}

/** Loads every page's code now (tests, where a page must be there on the first render). */
export function preloadDashboardPages(): Promise<unknown> {
  return Promise.all(pages.map(({ page }) => page.preload()));
}

/** A path (inside the /dashboard basename) with another `dashboard` segment, e.g. /orders/dashboard/x. */
export function hasSecondDashboardSegment(pathname: string): boolean {
  return /(^|\/)dashboard(\/|$)/.test(pathname);
}

/**
 * The routes under /dashboard. /billing/pricing and paths with a second /dashboard/ segment
 * redirect to /dashboard at once (before the auth guard); unknown paths get the 404 screen in the shell.
 */
export function DashboardRoutes() {
  const { pathname } = useLocation();
  if (hasSecondDashboardSegment(pathname)) return <Navigate to="/" replace />;
  // The page's code downloads while the auth guard still waits for the session, not after it.
  preloadPageAt(pathname);
  return (
    <Routes>
      <Route path="billing/pricing" element={<Navigate to="/" replace />} />
      <Route element={<DashboardShell />}>
        {pages.map(({ path, page: Page }) =>
          path ? (
            <Route key={path} path={path} element={<Page />} />
          ) : (
            <Route key="index" index element={<Page />} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
