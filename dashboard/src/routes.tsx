import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AccountPage } from './account/AccountPage';
import { ApiKeysPage } from './apiKeys/ApiKeysPage';
import { BillingPage } from './billing/BillingPage';
import { BounceReportPage } from './bounces/BounceReportPage';
import { BouncesPage } from './bounces/BouncesPage';
import { HomePage } from './home/HomePage';
import { NewOrderPage } from './orders/new/NewOrderPage';
import { OrderPage } from './orders/OrderPage';
import { OrdersPage } from './orders/OrdersPage';
import { DashboardShell } from './shell/DashboardShell';
import { NotFoundPage } from './shell/NotFoundPage';
import { WebhooksPage } from './webhooks/WebhooksPage';

/** A path (inside the /dashboard basename) with another `dashboard` segment, e.g. /orders/dashboard/x. */
export function hasSecondDashboardSegment(pathname: string): boolean {
  return /(^|\/)dashboard(\/|$)/.test(pathname);
}

/**
 * SPEC §2's route table under /dashboard. /billing/pricing and paths with a second /dashboard/ segment
 * redirect to /dashboard at once (before the auth guard); unknown paths get the 404 screen in the shell.
 */
export function DashboardRoutes() {
  const { pathname } = useLocation();
  if (hasSecondDashboardSegment(pathname)) return <Navigate to="/" replace />;
  return (
    <Routes>
      <Route path="billing/pricing" element={<Navigate to="/" replace />} />
      <Route element={<DashboardShell />}>
        <Route index element={<HomePage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/new" element={<NewOrderPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="bounces" element={<BouncesPage />} />
        <Route path="bounces/:id" element={<BounceReportPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="api-keys" element={<ApiKeysPage />} />
        <Route path="webhooks" element={<WebhooksPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
