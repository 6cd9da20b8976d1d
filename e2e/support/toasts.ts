/** Finds toast texts the way a user reads them. */
import type { Locator, Page } from 'playwright-core';

/**
 * A text inside the toast region. Scoped to the region because Radix also copies each toast into a
 * screen-reader announcement, which would match twice.
 */
export function toastText(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
}
