/** The two screen widths the browser tests check pages at, and what "fits the screen" means. */
import type { Page } from 'playwright-core';

/** A desktop and a phone (issue 40's acceptance: 1280 and 375 px wide). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/** One of `VIEWPORTS`. */
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * How many CSS pixels the page is wider than its viewport (0 when nothing scrolls sideways): the document's scroll
 * width against the viewport's, so an element that sticks out anywhere counts.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
