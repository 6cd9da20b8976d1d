/**
 * `<lp-demo-link>`: points its "Request a demo" link at the scheduling page named in `/config.json`
 * (`demoBookingUrl`), so each deployment sets its own without a rebuild. Until the config arrives, or
 * if it cannot be read, the link keeps its fallback (an e-mail to sales).
 */

/** Where the runtime config is served (the same file the auth module reads). */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** The `demoBookingUrl` of a `/config.json` body, if it is an http(s) URL. */
export function demoBookingUrlOf(config: unknown): string | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const url = (config as Record<string, unknown>).demoBookingUrl;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
}

/** The custom element wrapping the demo link. */
export class DemoLinkElement extends HTMLElement {
  connectedCallback(): void {
    void this.#applyConfiguredUrl();
  }

  async #applyConfiguredUrl(): Promise<void> {
    const link = this.querySelector('a');
    if (!link) return;
    try {
      const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const url = demoBookingUrlOf(await response.json());
      if (url) link.href = url;
    } catch {
      // Offline or a static host without /config.json: the fallback link still reaches sales.
    }
  }
}

/** Registers `<lp-demo-link>` once. */
export function defineDemoLink(): void {
  if (!customElements.get('lp-demo-link')) customElements.define('lp-demo-link', DemoLinkElement);
}
