import type { AuthBackend } from '@leadproof/auth/auth-types';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { DashboardApp } from '../dashboard';
import { preloadDashboardPages } from '../routes';
import { createFakeApi, type FakeRoutes } from './fake-api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The whole app renders per test; on two busy cores the default 1 s wait for findBy… is too short.
configure({ asyncUtilTimeout: 5_000 });
// The pages load on demand in the product; here their code is in before any test renders, so a test's wait
// covers what it asserts (data, navigation), not a cold transform of the page's modules.
await preloadDashboardPages();

/** Options of `renderDashboard`. */
export interface RenderDashboardOptions {
  /** The dashboard path to open, e.g. '/dashboard/orders'. */
  path?: string;
  routes?: FakeRoutes;
  /** User metadata of the signed-in session; null renders signed out. */
  user?: { email: string; metadata?: Record<string, string> } | null;
  /** What the in-memory auth backend answers differently. */
  authOverrides?: Partial<AuthBackend>;
}

/** Renders the whole dashboard at `path`, signed in, over the fake API; returns the calls, navigations and auth backend. */
export function renderDashboard({
  path = '/dashboard',
  routes,
  user = { email: 'ada@example.com', metadata: { firstName: 'Ada' } },
  authOverrides = {},
}: RenderDashboardOptions = {}) {
  window.history.replaceState(null, '', path);
  const api = createFakeApi(routes);
  const navigate = vi.fn();
  const backend = createFakeAuthBackend({
    session: user ? fakeSession(user.email, user.metadata ?? {}) : null,
    overrides: authOverrides,
  });
  const view = render(
    <DashboardApp basename="/dashboard" authBackend={backend} apiClient={api.client} navigate={navigate} />,
  );
  return { ...view, api, navigate, backend };
}
