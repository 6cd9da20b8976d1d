// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineSiteHeader, HEADER_COMPACT_AFTER_PX, type SiteHeaderElement } from './site-header-element';

function mount(): SiteHeaderElement {
  // Built with createElement and appended, so connectedCallback runs now (not at a later upgrade).
  const header = document.createElement('lp-site-header') as SiteHeaderElement;
  header.innerHTML = `
      <button type="button" data-menu-button aria-expanded="false">Menu</button>
      <nav><a href="/#features">Features</a></nav>
      <div data-account-slot><div data-signed-out><a href="/login">Sign In</a></div></div>`;
  document.body.append(header);
  return header;
}

let frames: FrameRequestCallback[] = [];

/** Scrolls the window to `y` and runs the animation frame the scroll asked for. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  for (const callback of frames.splice(0)) callback(0);
}

describe('<lp-site-header>', () => {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    defineSiteHeader();
    scrollTo(0);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('turns compact once the page is scrolled past 50 px, and back', () => {
    const header = mount();
    expect(header.compact).toBe(false);
    scrollTo(HEADER_COMPACT_AFTER_PX);
    expect(header.compact).toBe(false);
    scrollTo(HEADER_COMPACT_AFTER_PX + 1);
    expect(header.compact).toBe(true);
    scrollTo(10);
    expect(header.compact).toBe(false);
  });

  it('starts compact when the page opens scrolled down (back navigation)', () => {
    scrollTo(400);
    expect(mount().compact).toBe(true);
  });

  it('opens and closes the small-screen menu; Escape and following a link close it', () => {
    const header = mount();
    const button = header.querySelector<HTMLButtonElement>('[data-menu-button]');
    button?.click();
    expect(header.hasAttribute('data-menu-open')).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    header.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(header.hasAttribute('data-menu-open')).toBe(false);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    button?.click();
    header
      .querySelector<HTMLAnchorElement>('nav a')
      ?.addEventListener('click', (event) => event.preventDefault());
    header.querySelector<HTMLAnchorElement>('nav a')?.click();
    expect(header.hasAttribute('data-menu-open')).toBe(false);
  });

  it('leaves the signed-out links alone for a visitor without a stored session', () => {
    const header = mount();
    expect(header.querySelector<HTMLElement>('[data-signed-out]')?.hidden).toBe(false);
  });
});
