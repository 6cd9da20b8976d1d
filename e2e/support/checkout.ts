/** The pricing page's plan cards and the embedded server's local checkout page (`/dev/checkout/…`). */
import type { Locator, Page } from 'playwright-core';

/** The plan card named `name` on /pricing (each card is a labelled group). */
export function planCard(page: Page, name: string): Locator {
  return page.getByRole('group', { name });
}

/** Waits until the plan buttons work: `<lp-plan-picker>` is defined by a module script run after parsing. */
export async function waitForPlanPicker(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('lp-plan-picker') !== undefined);
}

/**
 * On the local checkout page (waited for), clicks Pay and resolves once the browser has loaded the
 * success return page `/dashboard/billing?checkout=success`. Its request is the proof: the dashboard
 * cleans the URL to /dashboard/billing as soon as its toast shows.
 */
export async function payOnLocalCheckout(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
  const successPage = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/dashboard/billing' && url.searchParams.get('checkout') === 'success';
  });
  await page.getByRole('button', { name: /^Pay/ }).click();
  const response = await successPage;
  if (response.status() !== 200) throw new Error(`the success page answered ${response.status()}`);
}
