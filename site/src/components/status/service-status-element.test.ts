// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:8787/status"}
import type { ServiceStatusResponse } from '@leadproof/contract/status';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServiceStatus, serviceStatusOf } from './service-status-element';

const operational: ServiceStatusResponse = {
  status: 'operational',
  components: { api: 'operational', database: 'operational', jobQueue: 'operational' },
  checkedAt: '2026-11-25T12:00:00.000Z',
};

function mount(): HTMLElement {
  defineServiceStatus();
  const element = document.createElement('lp-service-status');
  element.dataset.refreshSeconds = '30';
  element.innerHTML = `
    <p data-overall>Checking the service…</p>
    <dd data-component="api">Checking…</dd>
    <dd data-component="database">Checking…</dd>
    <dd data-component="jobQueue">Checking…</dd>
    <p data-checked-at></p>`;
  document.body.append(element);
  return element;
}

const text = (element: HTMLElement, selector: string) => element.querySelector(selector)?.textContent;

describe('<lp-service-status>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('accepts only a body of the contract shape', () => {
    expect(serviceStatusOf(operational)).toEqual(operational);
    expect(serviceStatusOf({ ...operational, status: 'fine' })).toBeUndefined();
    expect(serviceStatusOf({ ...operational, components: { api: 'operational' } })).toBeUndefined();
    expect(serviceStatusOf({ ...operational, checkedAt: 5 })).toBeUndefined();
    expect(serviceStatusOf('<html>')).toBeUndefined();
  });

  it('shows every part operational from GET /api/status', async () => {
    const fetch = vi.fn(async () => Response.json(operational));
    vi.stubGlobal('fetch', fetch);
    const element = mount();
    await vi.waitFor(() => expect(text(element, '[data-overall]')).toBe('All systems operational'));
    expect(fetch).toHaveBeenCalledWith('/api/status', expect.objectContaining({ cache: 'no-store' }));
    expect(text(element, '[data-component="api"]')).toBe('Operational');
    expect(text(element, '[data-component="jobQueue"]')).toBe('Operational');
    expect(element.dataset.state).toBe('operational');
  });

  it('shows a part that is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          ...operational,
          status: 'degraded',
          components: { ...operational.components, jobQueue: 'down' },
        }),
      ),
    );
    const element = mount();
    await vi.waitFor(() => expect(text(element, '[data-component="jobQueue"]')).toBe('Down'));
    expect(text(element, '[data-overall]')).toBe('Some systems are not working normally');
  });

  it('says the API cannot be reached when the request fails or answers an error, and recovers on the next refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValue(Response.json(operational));
    vi.stubGlobal('fetch', fetch);
    const element = mount();
    await vi.waitFor(() => expect(element.dataset.state).toBe('unreachable'));
    expect(text(element, '[data-overall]')).toMatch(/cannot be read right now/);
    expect(text(element, '[data-component="database"]')).toBe('Unknown');
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(element.dataset.state).toBe('unreachable');
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(element.dataset.state).toBe('operational'));
  });

  it('stops refreshing once removed from the page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetch = vi.fn(async () => Response.json(operational));
    vi.stubGlobal('fetch', fetch);
    const element = mount();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    element.remove();
    vi.advanceTimersByTime(90_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
