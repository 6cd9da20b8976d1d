// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountDashboard } from './mountDashboard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('mountDashboard', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('renders the dashboard for the current /dashboard path', async () => {
    window.history.replaceState(null, '', '/dashboard/orders/abc');
    const element = document.createElement('div');
    document.body.append(element);
    const mounted = await act(async () => mountDashboard(element, { basename: '/dashboard' }));
    expect(element.querySelector('[data-testid="dashboard-app"]')).not.toBeNull();
    expect(element.textContent).toContain('/orders/abc');
    act(() => mounted.unmount());
  });

  it('leaves no DOM behind after unmount', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const element = document.createElement('div');
    element.innerHTML = '<p>Loading</p>';
    document.body.append(element);
    const mounted = await act(async () => mountDashboard(element));
    expect(element.textContent).toContain('Dashboard');
    act(() => mounted.unmount());
    expect(element.childNodes.length).toBe(0);
  });
});
