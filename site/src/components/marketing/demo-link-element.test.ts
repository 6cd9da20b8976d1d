// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:8787/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineDemoLink, demoBookingUrlOf } from './demo-link-element';

const fallback = 'mailto:sales@leadproof.io';

function mount(): HTMLAnchorElement {
  defineDemoLink();
  const element = document.createElement('lp-demo-link');
  element.innerHTML = `<a href="${fallback}" target="_blank" rel="noopener noreferrer">Request a demo</a>`;
  document.body.append(element);
  return element.querySelector('a') as HTMLAnchorElement;
}

describe('<lp-demo-link>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('reads demoBookingUrl only when it is an http(s) URL', () => {
    expect(demoBookingUrlOf({ demoBookingUrl: 'https://example.test/demo' })).toBe(
      'https://example.test/demo',
    );
    expect(demoBookingUrlOf({ demoBookingUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(demoBookingUrlOf({})).toBeUndefined();
    expect(demoBookingUrlOf(null)).toBeUndefined();
  });

  it('points the link at the configured scheduling page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ demoBookingUrl: 'https://example.test/demo' })),
    );
    const link = mount();
    await vi.waitFor(() => expect(link.href).toBe('https://example.test/demo'));
    expect(link.target).toBe('_blank');
  });

  it('keeps the fallback when /config.json cannot be read', async () => {
    const fetchStub = vi.fn(async () => new Response('nope', { status: 503 }));
    vi.stubGlobal('fetch', fetchStub);
    const link = mount();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    await Promise.resolve();
    expect(link.getAttribute('href')).toBe(fallback);
  });
});
