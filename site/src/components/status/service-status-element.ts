/**
 * `<lp-service-status>`: the live part of the `/status` page. It reads the public `GET /api/status` when it connects
 * and every `data-refresh-seconds` after (and when the tab comes back into view), and writes the states into the
 * static markup it wraps. Until the first answer the markup says "Checking…"; when the API cannot be reached, it
 * says so and keeps trying. A plain `fetch` and the contract's *type* only: the SDK client would bring zod and its own
 * machinery to a page that reads one public JSON document (docs/decisions/site.md, "Marketing site").
 */
import type { ServiceComponentState, ServiceStatusResponse } from '@leadproof/contract/status';

/** Where the status is read. */
export const SERVICE_STATUS_PATH = '/api/status';

type ComponentName = keyof ServiceStatusResponse['components'];
const componentNames: readonly ComponentName[] = ['api', 'database', 'jobQueue'];
const componentStates: readonly ServiceComponentState[] = ['operational', 'down'];

/** The body of `GET /api/status` if it has the contract's shape, else undefined. */
export function serviceStatusOf(body: unknown): ServiceStatusResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status, components, checkedAt } = body as Record<string, unknown>;
  if (status !== 'operational' && status !== 'degraded') return undefined;
  if (typeof components !== 'object' || components === null) return undefined;
  const states = components as Record<string, unknown>;
  if (!componentNames.every((name) => componentStates.includes(states[name] as ServiceComponentState))) {
    return undefined;
  }
  if (typeof checkedAt !== 'string') return undefined;
  return body as ServiceStatusResponse;
}

const stateLabels: Record<ServiceComponentState, string> = { operational: 'Operational', down: 'Down' };

/** The custom element around the status page's figures. */
export class ServiceStatusElement extends HTMLElement {
  #timer: ReturnType<typeof setInterval> | undefined;
  #onVisible = () => {
    if (document.visibilityState === 'visible') void this.refresh();
  };

  connectedCallback(): void {
    void this.refresh();
    const seconds = Number(this.dataset.refreshSeconds ?? 30);
    this.#timer = setInterval(() => {
      // A hidden tab does not poll; it refreshes when it is shown again.
      if (document.visibilityState !== 'hidden') void this.refresh();
    }, seconds * 1000);
    document.addEventListener('visibilitychange', this.#onVisible);
  }

  disconnectedCallback(): void {
    clearInterval(this.#timer);
    document.removeEventListener('visibilitychange', this.#onVisible);
  }

  /** Reads the status once and shows it, or the error state. */
  async refresh(): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(SERVICE_STATUS_PATH, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(10_000),
      });
      const status = response.ok ? serviceStatusOf(await response.json()) : undefined;
      if (status) this.#show(status);
      else this.#showUnreachable();
    } catch {
      this.#showUnreachable();
    } finally {
      this.removeAttribute('aria-busy');
    }
  }

  #show(status: ServiceStatusResponse): void {
    this.dataset.state = status.status;
    this.#setText(
      '[data-overall]',
      status.status === 'operational' ? 'All systems operational' : 'Some systems are not working normally',
    );
    for (const name of componentNames) {
      const cell = this.querySelector<HTMLElement>(`[data-component="${name}"]`);
      if (!cell) continue;
      cell.dataset.state = status.components[name];
      cell.textContent = stateLabels[status.components[name]];
    }
    this.#setText('[data-checked-at]', `Checked at ${new Date(status.checkedAt).toLocaleTimeString()}`);
  }

  #showUnreachable(): void {
    this.dataset.state = 'unreachable';
    this.#setText('[data-overall]', 'The status cannot be read right now: the API did not answer');
    for (const name of componentNames) {
      const cell = this.querySelector<HTMLElement>(`[data-component="${name}"]`);
      if (!cell) continue;
      cell.dataset.state = 'unknown';
      cell.textContent = 'Unknown';
    }
    this.#setText('[data-checked-at]', `Tried at ${new Date().toLocaleTimeString()}; trying again shortly`);
  }

  #setText(selector: string, text: string): void {
    const element = this.querySelector(selector);
    if (element) element.textContent = text;
  }
}

/** Registers `<lp-service-status>` once. */
export function defineServiceStatus(): void {
  if (!customElements.get('lp-service-status'))
    customElements.define('lp-service-status', ServiceStatusElement);
}
