/**
 * Moving the focus to a page after in-app navigation (issue 40, item 11): a screen reader then reads the new
 * page's heading, and Tab continues from the page rather than from the link that led there.
 * @module
 */

/** The id of the dashboard's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long to wait for a heading that a loading page has not drawn yet. @unit milliseconds */
const HEADING_WAIT_MS = 10_000;

/** The element a navigation to `hash` should focus inside `main`: the named element, else the page's heading. */
function focusTarget(main: HTMLElement, hash: string): HTMLElement | null {
  const id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  const named = id ? main.ownerDocument.getElementById(id) : null;
  if (named && main.contains(named)) return named;
  return main.querySelector<HTMLElement>('h1');
}

/** Focuses `target` without a focus ring around a heading that is not itself a control. */
function focusElement(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Focuses the new page's heading inside `main` (or the element `hash` names) as soon as it is drawn, unless the
 * customer starts doing something else first (a key, a click). Returns a function that stops waiting.
 */
export function focusPageHeading(main: HTMLElement, hash = ''): () => void {
  const doc = main.ownerDocument;
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  const attempt = () => {
    // A modal still closing (the mobile sidebar) hides the page from screen readers: a heading focused now would
    // not be read. Its focus trap lets go when it closes.
    if (main.closest('[aria-hidden="true"]')) return false;
    const target = focusTarget(main, hash);
    if (!target) return false;
    stop();
    focusElement(target);
    return true;
  };
  if (attempt()) return stop;
  observer = new MutationObserver(() => void attempt());
  observer.observe(main, { childList: true, subtree: true });
  observer.observe(doc.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
  timer = setTimeout(stop, HEADING_WAIT_MS);
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  return stop;
}
