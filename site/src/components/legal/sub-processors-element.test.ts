// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:8787/privacy"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineSubProcessors, subProcessorsOf } from './sub-processors-element';

function mount(): HTMLElement {
  defineSubProcessors();
  const element = document.createElement('lp-sub-processors');
  element.innerHTML = `
    <p data-sub-processor="stripe">Depends on the configuration</p>
    <p data-sub-processor="email-relay">Depends on the configuration</p>`;
  document.body.append(element);
  return element;
}

const cell = (id: string) => document.querySelector(`[data-sub-processor="${id}"]`)?.textContent;

describe('<lp-sub-processors>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('reads only a list of ids', () => {
    expect(subProcessorsOf({ subProcessors: ['stripe'] })).toEqual(['stripe']);
    expect(subProcessorsOf({ subProcessors: 'stripe' })).toBeUndefined();
    expect(subProcessorsOf({})).toBeUndefined();
    expect(subProcessorsOf(null)).toBeUndefined();
  });

  it('marks each provider in use or not from /config.json', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ subProcessors: ['email-relay'] })),
    );
    const element = mount();
    await vi.waitFor(() => expect(element.dataset.state).toBe('checked'));
    expect(cell('email-relay')).toBe('In use on this service');
    expect(cell('stripe')).toBe('Not used on this service');
  });

  it('keeps the static text when the configuration cannot be read', async () => {
    const fetch = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    const element = mount();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(element.dataset.state).toBeUndefined();
    expect(cell('stripe')).toBe('Depends on the configuration');
  });
});
