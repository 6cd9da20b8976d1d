// @vitest-environment happy-dom

import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './api/query-client';
import { mountDashboard } from './mount-dashboard';
import { preloadDashboardPages } from './routes';
import { createFakeApi } from './testing/fake-api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Registration = { target: EventTarget; type: string; listener: unknown; capture: boolean };

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

function signedIn() {
  return {
    authBackend: createFakeAuthBackend({ session: fakeSession('ada@example.com', { firstName: 'Ada' }) }),
    apiClient: createFakeApi().client,
  };
}

describe('mountDashboard', () => {
  // The pages load on demand; a 50 ms settle is for rendering, not for a cold transform of their code.
  beforeAll(() => preloadDashboardPages());

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('renders the signed-in dashboard for the current /dashboard path', async () => {
    window.history.replaceState(null, '', '/dashboard/orders/new');
    const element = document.createElement('div');
    document.body.append(element);
    const mounted = await act(async () => mountDashboard(element, { basename: '/dashboard', ...signedIn() }));
    await settle();
    expect(element.querySelector('[data-testid="dashboard-app"]')).not.toBeNull();
    expect(element.querySelector('h1')?.textContent).toBe('Source + Verify');
    act(() => mounted.unmount());
  });

  it("shows 'Loading' and sends a signed-out visitor to /login", async () => {
    window.history.replaceState(null, '', '/dashboard/billing');
    const element = document.createElement('div');
    document.body.append(element);
    const navigate = vi.fn();
    const mounted = await act(async () =>
      mountDashboard(element, {
        authBackend: createFakeAuthBackend(),
        navigate,
        apiClient: createFakeApi().client,
      }),
    );
    await settle();
    expect(element.textContent).toContain('Loading');
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Fbilling', { replace: true });
    act(() => mounted.unmount());
  });

  it('unmount removes its DOM, its window and document listeners, and its query cache', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const added: Registration[] = [];
    const removed: Registration[] = [];
    const captureOf = (options: boolean | EventListenerOptions | undefined) =>
      typeof options === 'boolean' ? options : Boolean(options?.capture);
    // happy-dom's window and document carry their own listener methods: spy on the instances.
    for (const target of [window, document] as EventTarget[]) {
      const addListener = target.addEventListener.bind(target);
      const removeListener = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        added.push({ target, type, listener, capture: captureOf(options) });
        addListener(type, listener, options);
      });
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
        removed.push({ target, type, listener, capture: captureOf(options) });
        removeListener(type, listener, options);
      });
    }

    const element = document.createElement('div');
    element.innerHTML = '<p>Loading</p>';
    document.body.append(element);
    const queryClient = createQueryClient();
    const mounted = await act(async () => mountDashboard(element, { ...signedIn(), queryClient }));
    await settle();
    expect(element.textContent).toContain('Welcome, Ada');
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThan(0);

    act(() => mounted.unmount());
    expect(element.childNodes.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    const leftover = added.filter(
      (a) =>
        !removed.some(
          (r) =>
            r.target === a.target &&
            r.type === a.type &&
            r.listener === a.listener &&
            r.capture === a.capture,
        ),
    );
    expect(leftover.map((l) => `${l.target === window ? 'window' : 'document'}:${l.type}`)).toEqual([]);
  });
});
