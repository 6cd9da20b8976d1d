import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { sharedProductServer } from './support/product-server';

describe('smoke: the built product in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves the landing page at /', async () => {
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Leadproof');
    await page.locator('h1').first().waitFor();
  });

  it('serves the dashboard page for any /dashboard path, whose guard sends a visitor to /login', async () => {
    // The page's guard may navigate away before the browser's copy of the body can be read, so the
    // HTML is fetched on its own and the browser only shows where the guard leads.
    const response = await fetch(`${server.url}/dashboard/anything`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('dashboard-root');
    await page.goto(`${server.url}/dashboard/anything`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 60_000 });
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('404 Page Not Found');
    expect(await page.textContent('body')).toContain('Did you forget to add the page to the router?');
  });

  it('redirects a path with a second /dashboard/ segment to /dashboard', async () => {
    const response = await fetch(`${server.url}/dashboard/orders/dashboard/x`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
  });
});
