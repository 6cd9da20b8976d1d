import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatPricePerCredit,
  monthlyPlans,
  oneTimePlans,
  type Plan,
  type PlanPeriod,
  plans,
} from '../packages/contract/src/plans';
import { Leadproof } from '../packages/sdk/src/index';
import {
  accessTokenOf,
  confirmationLink,
  createConfirmedAccount,
  signInOnLoginPage,
  submitSignupForm,
  waitForIslands,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { payOnLocalCheckout, planCard, waitForPlanPicker } from './support/checkout';
import { islandsHydrated } from './support/islands';
import { waitForMail } from './support/outbox';
import { sharedProductServer } from './support/product-server';
import { CONTACT_INBOX as INBOX } from './support/shared-server-env';
import { toastText } from './support/toasts';
import { horizontalOverflow, VIEWPORTS, type Viewport } from './support/viewports';

// The pricing page (issue 7, and issue 40 item 1) in Chromium against the built product in embedded mode, whose
// local checkout page (/dev/checkout/…) stands in for Stripe: every plan button ends in that plan's checkout, signed
// in or not (a new visitor through sign-up and the e-mailed confirmation), Contact Sales reaches the operator's
// inbox, and the page fits a phone and a desktop with no axe violation.

const TIMEOUT = 30_000;
/** The plans a card button buys: every one with a price. */
const purchasable = plans.filter((plan) => plan.price !== 'custom');
const enterprise = plans.filter((plan) => plan.price === 'custom');
/**
 * The plans whose new visitor goes on through sign-up and the e-mailed confirmation to the checkout (Growth then
 * pays): that path carries the plan through the same code whichever it is, so a monthly and a one-time plan prove it;
 * every plan's own checkout is proven signed in, below.
 */
const journeyPlans = new Set(['growth', 'pack-3k']);

describe('pricing page in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `ada-pricing-${Date.now()}@example.com`;

  beforeAll(async () => {
    browser = await launchChromium();
    await createConfirmedAccount(browser, server, { email, firstName: 'Ada' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh browser (no session) at `viewport`, unless `keep` reuses the last one. */
  async function freshPage(viewport: Viewport = VIEWPORTS[0], keep = false): Promise<Page> {
    if (!keep || !context) {
      await context?.close();
      context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      context.setDefaultTimeout(TIMEOUT);
      page = await context.newPage();
    } else {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    }
    return page;
  }

  async function openPricing(viewport: Viewport = VIEWPORTS[0], keep = false) {
    await freshPage(viewport, keep);
    await page.goto(`${server.url}/pricing`);
    await waitForPlanPicker(page);
  }

  async function showPeriod(period: PlanPeriod) {
    await page.getByRole('radio', { name: period === 'month' ? 'Monthly' : 'One-time' }).check();
  }

  /** Shows `plan`'s period and clicks its card's button (the card shown: the phone layout has its own). */
  async function choosePlan(plan: Plan) {
    await showPeriod(plan.period);
    await planCard(page, plan.name)
      .filter({ visible: true })
      .getByRole('button', { name: plan.buttonText })
      .click();
  }

  async function balanceOf(target: Page) {
    const token = await accessTokenOf(target);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => token });
    return (await client.users.balance()).balance;
  }

  /** The local checkout page of `plan`, waited for. */
  async function expectCheckoutOf(plan: Plan) {
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await page.getByRole('heading', { name: plan.name, exact: true }).waitFor();
    await page
      .getByRole('button', { name: `Pay $${(plan.price as number).toLocaleString('en-US')}` })
      .waitFor();
  }

  it.each(VIEWPORTS)(
    'shows every plan with its price per credit from the catalogue, fitting the $name screen, with no axe violation',
    async (viewport) => {
      await openPricing(viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const period of ['month', 'one-time'] as const) {
        await showPeriod(period);
        for (const plan of period === 'month' ? monthlyPlans : oneTimePlans) {
          const card = planCard(page, plan.name).filter({ visible: true });
          expect(await card.locator('[data-per-credit]').textContent(), plan.id).toBe(
            formatPricePerCredit(plan),
          );
          await card.getByText('API access: API keys, CLI, SDK and webhooks').waitFor();
          await card.getByText('Buy pre-verified leads (Source + Verify)').waitFor();
        }
        expect(await horizontalOverflow(page), `${period} at ${viewport.width} px`).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      }
      // The only price comparison is the one computed from the figures: Scale and Pack 10K, each within its kind.
      await planCard(page, 'Pack 10K').getByText('Lowest price per credit of the one-time packs').waitFor();
      expect(await page.getByText(/lowest price per credit/i).count()).toBe(2);
      await showPeriod('month');
      await planCard(page, 'Scale').getByText('Lowest price per credit of the monthly plans').waitFor();
    },
  );

  it('answers the buyers’ questions: what is charged, expiry, refunds and invoices', async () => {
    await openPricing(VIEWPORTS[1]);
    const questions = page.locator('#faq');
    for (const question of [
      'What exactly am I charged for?',
      'When do credits expire?',
      'Can I get a refund?',
      'Do I get invoices?',
      'Which plans include the API and pre-verified leads?',
    ]) {
      await questions.locator('summary', { hasText: question }).click();
    }
    await questions.getByText(/each month's credits stay valid for 90 days/).waitFor();
    await questions.getByText(/One-time packs: 365 days after the purchase/).waitFor();
    await questions.getByText(/Manage Billing opens\s+the billing portal with your invoices/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the explainer cards' credits per contact from the pricing call once they are scrolled to", async () => {
    await openPricing();
    const entries = await new Leadproof({ baseURL: server.url }).pricing.list();
    const rates = page.locator('astro-island[component-url*="credit-rates"]');
    // Below the fold (`client:visible`): the cards are there from the build, their island waits to be seen.
    await rates.getByRole('heading', { name: 'CSV Upload & Verification' }).waitFor({ state: 'attached' });
    expect(await rates.getAttribute('ssr')).toBe('');
    // Brought into view as the CSP e2e does for any island its scroll passed by (the island itself has no box).
    expect(await islandsHydrated(page, TIMEOUT)).toBe(true);
    for (const type of ['upload_csv', 'buy_leads'] as const) {
      const credits = entries.find((entry) => entry.type === type)?.price_per_row ?? Number.NaN;
      await rates
        .getByText(`${credits} credit${credits === 1 ? '' : 's'}`, { exact: true })
        .first()
        .waitFor();
    }
    expect(await rates.getByText('per contact').count()).toBe(2);
  });

  // A new visitor for each plan: the button, and sign-up (not sign-in) with the plan shown; for the journey plans, on
  // through the e-mailed link to that plan's checkout. Half of them on a phone.
  it.each(purchasable.map((plan, index) => ({ plan, viewport: VIEWPORTS[index % 2] as Viewport })))(
    'a new visitor picks $plan.name: the sign-up page names it and its price per credit ($viewport.name)',
    async ({ plan, viewport }) => {
      await openPricing(viewport);
      await choosePlan(plan);
      await page.waitForURL((url) => url.pathname === '/signup' && url.searchParams.get('plan') === plan.id);
      await waitForIslands(page);
      const notice = page.getByRole('region', { name: 'Your plan' });
      await notice.getByText(formatPricePerCredit(plan), { exact: false }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      if (plan.id === 'growth') expect(await axeViolations(page)).toEqual([]);
      if (!journeyPlans.has(plan.id)) return;

      // Then on through sign-up and the confirmation e-mail to its checkout.
      const visitor = `new-${plan.id}-${Date.now()}@example.com`;
      await submitSignupForm(page, { email: visitor, firstName: 'Grace' });
      await page.waitForURL('**/verify-email');
      await page.goto(await confirmationLink(server.dataDir, visitor));
      await expectCheckoutOf(plan);
      if (plan.id === 'growth') {
        const before = await balanceOf(page);
        await payOnLocalCheckout(page);
        await toastText(page, 'Payment completed').waitFor();
        await expect.poll(() => balanceOf(page), { timeout: TIMEOUT }).toBe(before + 2000);
      }
    },
  );

  it('a visitor who already has an account goes from sign-up to sign-in, and on to the checkout', async () => {
    const plan = purchasable.find((p) => p.id === 'scale') as Plan;
    await openPricing(VIEWPORTS[0]);
    await planCard(page, plan.name).getByRole('button', { name: plan.buttonText }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/pricing?plan=scale',
    );
    await signInOnLoginPage(page, email);
    await expectCheckoutOf(plan);
  });

  // Each plan on one of the two screens, in turn: the buttons are the same on both.
  it.each(VIEWPORTS)(
    'signed in, a plan button opens its own checkout (half the plans on $name)',
    async (viewport) => {
      await openPricing(viewport);
      await page.goto(`${server.url}/login?next=/pricing`);
      await signInOnLoginPage(page, email);
      await page.waitForURL((url) => url.pathname === '/pricing');
      const half = purchasable.filter((_, index) => VIEWPORTS[index % 2] === viewport);
      expect(half.length).toBeGreaterThan(0);
      for (const plan of half) {
        await page.goto(`${server.url}/pricing`);
        await waitForPlanPicker(page);
        await choosePlan(plan);
        await expectCheckoutOf(plan);
      }
    },
  );

  it("Cancel on the checkout page comes back to /pricing with 'Payment Canceled'", async () => {
    // Same context: still signed in from the previous test.
    await openPricing(VIEWPORTS[0], true);
    const before = await balanceOf(page);
    await showPeriod('one-time');
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

  it.each(enterprise.map((plan, index) => ({ plan, viewport: VIEWPORTS[index % 2] as Viewport })))(
    'Contact Sales on $plan.id opens the contact form, and the message reaches the operator ($viewport.name)',
    async ({ plan, viewport }) => {
      await openPricing(viewport);
      await showPeriod(plan.period);
      await planCard(page, 'Enterprise')
        .filter({ visible: true })
        .getByRole('link', { name: 'Contact Sales' })
        .click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/contact' &&
          url.searchParams.get('topic') === 'sales' &&
          url.searchParams.get('plan') === plan.id,
      );
      await waitForIslands(page);
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByText('We answer every message within one business day, by e-mail.').waitFor();
      // The topic comes from the link once the island has read it.
      await expect.poll(() => form.getByLabel('What is it about?').inputValue()).toBe('sales');

      // Sent empty, every field says what to fix and nothing leaves the page.
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Enter your name.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const sender = `buyer-${plan.id}-${Date.now()}@acme.example`;
      const message = `We verify about 200,000 contacts a month (${plan.id}). What would that cost?`;
      await form.getByLabel('Your name').fill('Grace Hopper');
      await form.getByLabel('Work e-mail').fill(sender);
      await form.getByLabel('Company').fill('Acme');
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send message' }).click();
      const sent = page.getByTestId('contact-sent');
      await sent.getByRole('heading', { name: 'Message sent' }).waitFor();
      await sent.getByText(/We answer within one business day, by e-mail to/).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      const mail = await waitForMail(server.dataDir, (m) => m.replyTo === sender);
      expect(mail.to).toBe(INBOX);
      expect(mail.subject).toBe('New message via the contact form: Sales and Enterprise pricing');
      expect(mail.text).toContain(message);
      expect(mail.text).toContain('From: Grace Hopper');
      expect(mail.text).toContain(`Plan: Enterprise (${plan.period === 'month' ? 'monthly' : 'one-time'})`);
      expect(mail.text).toContain('expect an answer within one business day');
    },
  );
});
