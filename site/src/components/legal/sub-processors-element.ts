/**
 * `<lp-sub-processors>`: the privacy policy's table of outside providers, marked from this service's own
 * configuration (`/config.json` `subProcessors`): each row says whether the service uses it. Static HTML says
 * "depends on configuration" until then, and stays so without JavaScript or when the server cannot be read. A plain
 * `fetch` and no framework, as the status page's element.
 */

/** Where the service says which providers it uses. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** The provider ids `/config.json` lists, or undefined when the body is not of that shape. */
export function subProcessorsOf(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { subProcessors } = body as { subProcessors?: unknown };
  if (!Array.isArray(subProcessors) || !subProcessors.every((id) => typeof id === 'string')) return undefined;
  return subProcessors;
}

/** The custom element around the table; each row's state cell carries `data-sub-processor="<id>"`. */
export class SubProcessorsElement extends HTMLElement {
  connectedCallback(): void {
    void this.refresh();
  }

  /** Reads the configuration once and marks every row, or leaves the static text. */
  async refresh(): Promise<void> {
    let inUse: string[] | undefined;
    try {
      const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
      inUse = response.ok ? subProcessorsOf(await response.json()) : undefined;
    } catch {
      inUse = undefined;
    }
    if (!inUse) return;
    for (const cell of this.querySelectorAll<HTMLElement>('[data-sub-processor]')) {
      const used = inUse.includes(cell.dataset.subProcessor ?? '');
      cell.dataset.state = used ? 'in-use' : 'not-used';
      cell.textContent = used ? 'In use on this service' : 'Not used on this service';
    }
    this.dataset.state = 'checked';
  }
}

/** Registers `<lp-sub-processors>` once. */
export function defineSubProcessors(): void {
  if (!customElements.get('lp-sub-processors'))
    customElements.define('lp-sub-processors', SubProcessorsElement);
}
