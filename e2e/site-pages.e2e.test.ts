import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { type CspViolation, recordCspViolations } from './support/csp-violations';
import { sharedProductServer } from './support/product-server';
import { horizontalOverflow, VIEWPORTS, type Viewport } from './support/viewports';

// Issue 24, items 2-5, and issue 40, item 10: the site's reading pages and the live status page in Chromium against
// the built product, under the Content-Security-Policy the server sends, at 1280 and 375 px: each passes axe and fits
// the screen; the policies are dated, the changelog is the customers', the status page fills itself from
// GET /api/status (the state of the service, nothing of its business) and says so when the API cannot be reached.

const TIMEOUT = 30_000;
const SUPPORT_EMAIL = 'support@leadproof.io';
const PAGES = ['/about', '/contact', '/help', '/privacy', '/terms', '/status', '/changelog'];

describe('site pages in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let violations: CspViolation[];
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function open(path: string, viewport: Viewport = VIEWPORTS[0]) {
    await context?.close();
    context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    context.setDefaultTimeout(TIMEOUT);
    violations = await recordCspViolations(context);
    page = await context.newPage();
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    return page;
  }

  it.each(PAGES.flatMap((path) => VIEWPORTS.map((viewport) => ({ path, viewport }))))(
    '$path at $viewport.width px: one heading, no sideways scroll, no axe or policy violation',
    async ({ path, viewport }) => {
      await open(path, viewport);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(violations).toEqual([]);
    },
  );

  it('gives the privacy policy and the terms an effective date, no template banner, and the support address', async () => {
    for (const path of ['/privacy', '/terms']) {
      await open(path);
      const effective = page.locator('main time[datetime]').first();
      expect(await effective.getAttribute('datetime'), path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.getByText(/^Effective \d{1,2} [A-Z][a-z]+ \d{4}$/).waitFor();
      expect(await page.getByText(/template/i).count(), path).toBe(0);
      expect(await page.locator(`main a[href="mailto:${SUPPORT_EMAIL}"]`).count(), path).toBeGreaterThan(0);
      // A customer's page names no environment variable.
      expect(await page.locator('main').textContent(), path).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
    }
    await open('/privacy');
    await page.getByText(/then\s+hangs up without sending any message/).waitFor();
    await page.getByText(/Deleted 30 days after the order ends/).waitFor();
    await page.getByText(/365 days after they arrive, then deleted/).waitFor();
  });

  it('marks the providers this service uses from its configuration: none in embedded mode', async () => {
    await open('/privacy');
    await page.waitForFunction(
      () => document.querySelector('lp-sub-processors')?.getAttribute('data-state') === 'checked',
    );
    const states = await page.locator('[data-sub-processor]').allTextContents();
    expect(states).toHaveLength(6);
    expect(new Set(states)).toEqual(new Set(['Not used on this service']));
  });

  it('answers the FAQ without JavaScript: a question opens to show its answer', async () => {
    await open('/help');
    const question = page.locator('summary', { hasText: 'Do unused credits roll over?' });
    const answer = page.getByText(/stay valid for 90 days/);
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await answer.isVisible()).toBe(true);
  });

  it('offers a contact form with the answer time, and the support address as a mailto link', async () => {
    await open('/contact');
    const link = page.locator('main').getByRole('link', { name: SUPPORT_EMAIL, exact: true });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`));
    await page.getByRole('form', { name: 'Contact us' }).waitFor();
    await page.getByText('We answer every message within one business day, by e-mail.').waitFor();
  });

  it('shows customers dated changes, newest first, without environment variables', async () => {
    await open('/changelog');
    const dates = await page
      .locator('main .entry time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort().reverse());
    await page
      .getByRole('heading', { level: 2, name: 'Every plan can be bought online, with its price per credit' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Unreleased' }).count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
  });

  it('shows the live status from GET /api/status', async () => {
    await open('/status');
    const overall = page.locator('[data-overall]');
    await page.waitForFunction(
      () => document.querySelector('[data-overall]')?.textContent === 'All systems operational',
    );
    expect(await overall.getAttribute('role')).toBe('status');
    for (const component of ['api', 'database', 'jobQueue']) {
      expect(await page.locator(`[data-component="${component}"]`).textContent()).toBe('Operational');
    }
    // The state of the service, and nothing of its business: no order counts or ages.
    expect(await page.locator('main').textContent()).not.toMatch(/completed order|\bago\b|\d+ orders?/i);
    expect(violations).toEqual([]);
  });

  it('shows the loading state until the API answers, and the error state when it cannot be reached', async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/status', async (route) => {
      await held;
      await route.abort('connectionrefused');
    });
    await page.goto(`${server.url}/status`);
    expect(await page.locator('[data-overall]').textContent()).toBe('Checking the service…');
    expect(await page.locator('[data-component="database"]').textContent()).toBe('Checking…');
    release();
    await page.waitForFunction(() =>
      document.querySelector('[data-overall]')?.textContent?.includes('cannot be read right now'),
    );
    expect(await page.locator('[data-component="api"]').textContent()).toBe('Unknown');
    expect(await axeViolations(page)).toEqual([]);
  });
});
