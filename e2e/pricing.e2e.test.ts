import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Leadproof } from '../packages/sdk/src/index';
import { accessTokenOf, createConfirmedAccount, signInOnLoginPage } from './support/accounts';
import { launchChromium } from './support/browser';
import { payOnLocalCheckout, planCard, waitForPlanPicker } from './support/checkout';
import { type ProductServer, startProductServer } from './support/productServer';
import { toastText } from './support/toasts';

// The pricing page (issue 7, pricing parts) in Chromium against the built product in embedded mode,
// whose local checkout page (/dev/checkout/…) stands in for Stripe.

const TIMEOUT = 30_000;

describe('pricing page in Chromium', () => {
  let server: ProductServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `ada-pricing-${Date.now()}@example.com`;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
    await createConfirmedAccount(browser, server, { email, firstName: 'Ada' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openPricing(options: { newContext?: boolean } = {}) {
    if (options.newContext || !context) {
      await context?.close();
      context = await browser.newContext();
      context.setDefaultTimeout(TIMEOUT);
      page = await context.newPage();
    }
    await page.goto(`${server.url}/pricing`);
    await waitForPlanPicker(page);
  }

  async function balanceOf(target: Page) {
    const token = await accessTokenOf(target);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => token });
    return (await client.users.balance()).balance;
  }

  it('shows the monthly plans, the one-time packs, the credit explanation and both explainer cards', async () => {
    await openPricing({ newContext: true });
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const name of ['Starter', 'Growth', 'Scale', 'Enterprise']) await planCard(page, name).waitFor();
    await planCard(page, 'Starter').getByText('$199').waitFor();
    await planCard(page, 'Growth').getByText('Most Popular').waitFor();
    await page.getByRole('radio', { name: 'One-time' }).check();
    for (const name of ['Pack 1K', 'Pack 3K', 'Pack 10K', 'Enterprise']) await planCard(page, name).waitFor();
    await planCard(page, 'Pack 1K').getByText('$499').waitFor();
    await page.getByRole('heading', { name: 'How credits work' }).waitFor();
    await page.getByText('stay valid for 90 days', { exact: false }).waitFor();
    await page.getByText('Duplicates of another row in the file', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'CSV Upload & Verification' }).scrollIntoViewIfNeeded();
    await page.getByText('1 credit', { exact: true }).waitFor();
    await page.getByText('1.5 credits', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Buy Pre-Verified Leads' }).waitFor();
  });

  it("Growth shows 'Coming Soon' and Enterprise shows 'Contact Sales'", async () => {
    await openPricing({ newContext: true });
    await planCard(page, 'Growth').getByRole('button', { name: 'Get Started' }).click();
    await toastText(page, 'Coming Soon').waitFor();
    await toastText(page, 'This plan will be available soon. Stay tuned!').waitFor();
    await planCard(page, 'Enterprise').getByRole('button', { name: 'Contact Sales' }).click();
    await toastText(page, 'Contact Sales').waitFor();
    await toastText(page, 'Please contact our sales team for enterprise pricing.').waitFor();
  });

  it('Starter: visitor → /login?next=/pricing → signs in → back on /pricing → checkout → Pay → billing with +500 credits', async () => {
    await openPricing({ newContext: true });
    await planCard(page, 'Starter').getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/pricing');
    await signInOnLoginPage(page, email);
    await page.waitForURL((url) => url.pathname === '/pricing');
    await waitForPlanPicker(page);
    const before = await balanceOf(page);

    await planCard(page, 'Starter').getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await page.getByText('Starter').first().waitFor();
    await payOnLocalCheckout(page);

    await toastText(page, 'Payment completed').waitFor();
    await page.waitForFunction(() => window.location.search === '');
    await expect.poll(() => balanceOf(page), { timeout: TIMEOUT }).toBe(before + 500);
    await page
      .getByTestId('billing-balance')
      .getByText((before + 500).toLocaleString('en-US'))
      .waitFor();
  });

  it("Cancel on the checkout page comes back to /pricing with 'Payment Canceled'", async () => {
    // Same context: still signed in from the previous test.
    await openPricing();
    const before = await balanceOf(page);
    await page.getByRole('radio', { name: 'One-time' }).check();
    await planCard(page, 'Pack 1K').getByRole('button', { name: 'Buy Credits' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await toastText(page, 'Payment Canceled').waitFor();
    await toastText(page, 'Your payment was canceled. No charges were made.').waitFor();
    await page.waitForFunction(
      () => window.location.pathname === '/pricing' && window.location.search === '',
    );
    expect(await balanceOf(page)).toBe(before);
  });
});
