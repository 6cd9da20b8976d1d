/**
 * The show/hide toggle of a `PasswordInput` rendered as HTML without React (an Astro page's form): the same
 * behaviour as the component's own, for the markup the component renders.
 */
export function enhancePasswordToggle(toggle: HTMLButtonElement): void {
  const input = toggle.getAttribute('aria-controls');
  const field = input ? document.getElementById(input) : null;
  if (!(field instanceof HTMLInputElement)) return;
  const [eye, eyeOff] = Array.from(toggle.children);
  toggle.addEventListener('click', () => {
    const visible = field.type === 'password';
    field.type = visible ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(visible));
    const label = visible ? toggle.dataset.hideLabel : toggle.dataset.showLabel;
    if (label) toggle.setAttribute('aria-label', label);
    eye?.toggleAttribute('hidden', visible);
    eyeOff?.toggleAttribute('hidden', !visible);
  });
}
