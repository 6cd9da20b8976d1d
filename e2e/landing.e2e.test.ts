import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount, signInOnLoginPage } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { sharedProductServer } from './support/product-server';
import { DEMO_BOOKING_URL } from './support/shared-server-env';

// The landing page, site chrome and 404 (issue 6) in Chromium against the built product.

const TIMEOUT = 30_000;

describe('landing page in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function freshPage(path = '/') {
    await context?.close();
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  it('shows the hero, the sections and the signed-out header', async () => {
    await freshPage();
    await expect(page.title()).resolves.toContain('Leadproof');
    await page.getByRole('heading', { level: 1, name: 'Call the leads that actually pick up' }).waitFor();
    await page.getByText('AI-powered lead scoring').waitFor();
    const header = page.locator('lp-site-header');
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await header.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/signup');
    expect(await header.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    for (const heading of ['Upload & Verify', 'Source + Verify']) {
      await page.getByRole('heading', { level: 3, name: heading }).waitFor();
    }
    for (const figure of ['3% → 20%', '+30%', '92%', '48h']) {
      await page.getByText(figure, { exact: true }).waitFor();
    }
    expect(await page.getByRole('img', { name: 'Brightlane' }).count()).toBe(1);
  });

  it('has every section the header and footer link to', async () => {
    await freshPage();
    const anchors = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('lp-site-header a, footer a'))
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/#'))
        .map((href) => href.slice(2)),
    );
    expect(new Set(anchors)).toEqual(new Set(['features', 'solution', 'about', 'how-it-works', 'api']));
    for (const id of anchors) expect(await page.locator(`[id="${id}"]`).count(), `#${id}`).toBe(1);
    const footer = page.locator('footer');
    for (const href of [
      '/pricing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/help',
      '/docs',
      '/status',
      '/changelog',
    ]) {
      expect(await footer.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
  });

  it('compacts the header with a blur once the page is scrolled past 50 px', async () => {
    await freshPage();
    const header = page.locator('lp-site-header');
    expect(await header.getAttribute('data-compact')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(() => window.scrollY === 40);
    expect(await header.getAttribute('data-compact')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForSelector('lp-site-header[data-compact]');
    const style = await header
      .locator('header')
      .evaluate((element) => getComputedStyle(element).backdropFilter);
    expect(style).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector('lp-site-header:not([data-compact])');
  });

  it('brings the next testimonial to the front after 5 seconds', async () => {
    await freshPage();
    const front = () => page.locator('[data-testimonial][data-active]').getAttribute('data-testimonial');
    const first = await front();
    const started = Date.now();
    await page.waitForFunction(
      (initial) =>
        document.querySelector('[data-testimonial][data-active]')?.getAttribute('data-testimonial') !==
        initial,
      first,
      { timeout: 15_000 },
    );
    expect(Date.now() - started).toBeGreaterThan(3_000);
    expect(await front()).not.toBe(first);
  });

  it('opens Request a demo in a new tab at the configured scheduling URL', async () => {
    await freshPage();
    // The scheduling page is answered here: the test machine has no outside network.
    await context.route('https://example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Demo</title>' }),
    );
    const link = page.getByRole('link', { name: /Request a demo/ });
    await page.waitForFunction(
      (url) => document.querySelector('[data-demo-link]')?.getAttribute('href') === url,
      DEMO_BOOKING_URL,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForURL(DEMO_BOOKING_URL);
    expect(popup.url()).toBe(DEMO_BOOKING_URL);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("shows 'Welcome' with the first name, Sign Out and Dashboard once signed in", async () => {
    const email = `grace-${Date.now()}@example.com`;
    await createConfirmedAccount(browser, server, { email, firstName: 'Grace' });
    await freshPage('/login');
    await signInOnLoginPage(page, email);
    await page.waitForURL('**/dashboard**');
    await page.goto(`${server.url}/`);
    const header = page.locator('lp-site-header');
    await header.getByText('Welcome, Grace').waitFor();
    expect(await header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.getByRole('link', { name: 'Start Free Trial' }).first().waitFor();
    expect(await header.getByText('Welcome').count()).toBe(0);
  });

  // /pricing is checked by pricing.e2e, at both widths and with both periods shown.
  it.each(['/', '/login', '/signup', '/no-such-page'])(
    'has no axe violations on %s',
    async (path) => {
      await freshPage(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('answers an unknown path with the 404 page inside the site chrome', async () => {
    await freshPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.locator('lp-site-header').getByRole('link', { name: 'Pricing' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('serves page metadata, robots.txt and the sitemap', async () => {
    await freshPage('/pricing');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/pricing$/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Pricing | Leadproof',
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
    const sitemap = await (await fetch(`${server.url}/sitemap-0.xml`)).text();
    expect(sitemap).toContain('/pricing</loc>');
    // No dashboard page (the docs' `/docs/api/operations/dashboardsummary/` is a reference page, and listed).
    expect(sitemap).not.toMatch(/\/\/[^/<]+\/dashboard[/<]/);
  });
});
