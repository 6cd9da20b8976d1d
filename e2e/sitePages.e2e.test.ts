import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { type CspViolation, recordCspViolations } from './support/cspViolations';
import { type ProductServer, startProductServer } from './support/productServer';

// Issue 24, items 2-5: the site's reading pages and the live status page in Chromium against the built product,
// under the Content-Security-Policy the server sends: each passes axe, the status page fills itself from
// GET /api/status, and says so when the API cannot be reached.

const TIMEOUT = 30_000;
const SUPPORT_EMAIL = 'support@leadproof.io';
const PAGES = ['/about', '/contact', '/help', '/privacy', '/terms', '/status', '/changelog'];

describe('site pages in Chromium', () => {
  let server: ProductServer;
  let browser: Browser;
  let context: BrowserContext;
  let violations: CspViolation[];
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string) {
    await context?.close();
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    violations = await recordCspViolations(context);
    page = await context.newPage();
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    return page;
  }

  it.each(PAGES)('%s has one heading, no axe violations and no policy violation', async (path) => {
    await open(path);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('marks the privacy policy and the terms as templates, and links the support address', async () => {
    for (const path of ['/privacy', '/terms']) {
      await open(path);
      await page.getByText('Template — review with counsel before use.').waitFor();
      expect(await page.locator(`main a[href="mailto:${SUPPORT_EMAIL}"]`).count(), path).toBeGreaterThan(0);
    }
    await open('/privacy');
    await page.getByText(/then\s+hangs up without sending any message/).waitFor();
    await page.getByText(/Deleted 30 days after the order ends by default/).waitFor();
  });

  it('answers the FAQ without JavaScript: a question opens to show its answer', async () => {
    await open('/help');
    const question = page.locator('summary', { hasText: 'Do unused credits roll over?' });
    const answer = page.getByText(/stay valid for 90 days/);
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await answer.isVisible()).toBe(true);
  });

  it('offers the support address as a mailto link on /contact, and no form', async () => {
    await open('/contact');
    const link = page.locator('main').getByRole('link', { name: SUPPORT_EMAIL, exact: true });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`));
    expect(await page.locator('main form').count()).toBe(0);
  });

  it('renders CHANGELOG.md with its Unreleased section', async () => {
    await open('/changelog');
    await page.getByRole('heading', { level: 2, name: 'Unreleased' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Added' }).waitFor();
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
    // A fresh product has delivered nothing yet.
    expect(await page.locator('[data-last-order]').textContent()).toBe('No order has completed yet');
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
