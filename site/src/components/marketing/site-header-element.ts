/**
 * `<lp-site-header>`: the site header's behaviour without a framework. It compacts the header once the
 * page is scrolled past 50 px, opens and closes the small-screen menu, and, only when this browser holds
 * a stored session, loads the auth code that shows the signed-in actions.
 */
import { hasStoredSession } from './stored-session';

/** Scroll distance after which the header turns compact and blurred. */
export const HEADER_COMPACT_AFTER_PX = 50;

/** The header's custom element; markup comes from `site-header.astro`. */
export class SiteHeaderElement extends HTMLElement {
  #frame = 0;
  #unmountAccount: (() => void) | undefined;

  connectedCallback(): void {
    this.#applyScroll();
    window.addEventListener('scroll', this.#onScroll, { passive: true });
    this.#menuButton()?.addEventListener('click', this.#onMenuClick);
    this.addEventListener('keydown', this.#onKeydown);
    this.addEventListener('click', this.#onLinkClick);
    if (hasStoredSession()) void this.#showAccount();
  }

  disconnectedCallback(): void {
    window.removeEventListener('scroll', this.#onScroll);
    this.#menuButton()?.removeEventListener('click', this.#onMenuClick);
    this.removeEventListener('keydown', this.#onKeydown);
    this.removeEventListener('click', this.#onLinkClick);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#unmountAccount?.();
    this.#unmountAccount = undefined;
  }

  /** Whether the header is in its compact, blurred state. */
  get compact(): boolean {
    return this.hasAttribute('data-compact');
  }

  #menuButton(): HTMLButtonElement | null {
    return this.querySelector<HTMLButtonElement>('[data-menu-button]');
  }

  // One layout read per frame, however many scroll events arrive.
  #onScroll = (): void => {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#applyScroll();
    });
  };

  #applyScroll(): void {
    this.toggleAttribute('data-compact', window.scrollY > HEADER_COMPACT_AFTER_PX);
  }

  #setMenuOpen(open: boolean): void {
    this.toggleAttribute('data-menu-open', open);
    this.#menuButton()?.setAttribute('aria-expanded', String(open));
  }

  #onMenuClick = (): void => {
    this.#setMenuOpen(!this.hasAttribute('data-menu-open'));
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.hasAttribute('data-menu-open')) return;
    this.#setMenuOpen(false);
    this.#menuButton()?.focus();
  };

  // Following an anchor (#features…) closes the small-screen menu so the section is not covered.
  #onLinkClick = (event: MouseEvent): void => {
    if (event.target instanceof Element && event.target.closest('a')) this.#setMenuOpen(false);
  };

  async #showAccount(): Promise<void> {
    const header = this.querySelector<HTMLElement>('[data-account-slot]');
    if (!header) return;
    try {
      const { mountAccountSlots } = await import('./account-slots');
      if (!this.isConnected) return;
      this.#unmountAccount = mountAccountSlots({
        header,
        cta: document.querySelector<HTMLElement>('[data-account-cta]'),
      });
    } catch (error) {
      // The signed-out links stay; the visitor can still reach /login and /dashboard.
      console.warn('Could not load the account state:', error);
    }
  }
}

/** Registers `<lp-site-header>` once. */
export function defineSiteHeader(): void {
  if (!customElements.get('lp-site-header')) customElements.define('lp-site-header', SiteHeaderElement);
}
