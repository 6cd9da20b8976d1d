/**
 * Astro's `client:visible` islands in Chromium: they hydrate only once an IntersectionObserver has seen one of
 * their children on screen, and an observer only sees what the page has rendered. Two things made the CSP e2e's
 * `/pricing` island (`CreditRates`) time out on loaded machines (CI's stop 44 among them):
 * - a scroll pass that moved on every 50 ms could pass the island between two rendered frames when frames were late
 *   (reproduced with the CPU throttled 40×: the island was missed in 2 of 10 passes), so the observer never saw it;
 * - the retry then scrolled the `<astro-island>` element itself into view, which Astro styles `display: contents`:
 *   with no box of its own, `scrollIntoView` does nothing, so a missed island stayed missed, even after a reload
 *   (which restores the scroll position at the bottom of the page).
 */
import type { Page } from 'playwright-core';

/**
 * Scrolls from the top of the page to its bottom half a screen at a time, waiting at each step until the page has
 * rendered it (two animation frames: the second starts after the frame whose rendering ran the observers).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/**
 * Brings the first island still waiting into view (its first child with a box: the island has none) until every
 * island has hydrated; false when `timeout` ms pass first.
 */
export function islandsHydrated(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const waiting = document.querySelector('astro-island[ssr]');
        if (waiting === null) return true;
        const shown = Array.from(waiting.children).find((child) => child.getClientRects().length > 0);
        shown?.scrollIntoView({ block: 'center' });
        return false;
      },
      undefined,
      { polling: 250, timeout },
    )
    .then(
      () => true,
      () => false,
    );
}
