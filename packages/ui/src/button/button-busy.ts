import * as styles from './button.css';

/**
 * Puts a `Button` rendered with a `busyLabel` as HTML without React (an Astro page's form) in or out of its busy
 * state, as the component's `busy` prop does: disabled, `aria-busy`, the busy label shown in the same width.
 */
export function setButtonBusy(button: HTMLButtonElement, busy: boolean): void {
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
  const [idle, working] = Array.from(button.querySelectorAll(`.${styles.labels} > .${styles.label}`));
  idle?.classList.toggle(styles.hiddenLabel, busy);
  working?.classList.toggle(styles.hiddenLabel, !busy);
  working?.setAttribute('aria-hidden', String(!busy));
}
