import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type ProductServer, startProductServer } from './support/productServer';

describe('smoke: the built product in Chromium', () => {
  let server: ProductServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the landing page at /', async () => {
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toContain('Leadproof');
  });

  it('mounts the dashboard app for any /dashboard path', async () => {
    const response = await page.goto(`${server.url}/dashboard/anything`);
    expect(response?.status()).toBe(200);
    // The mounted dashboard's guard sends a visitor to sign in, pointing back at the path.
    await page.waitForURL(`${server.url}/login?next=%2Fdashboard%2Fanything`);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('404 Page Not Found');
    expect(await page.textContent('body')).toContain('Did you forget to add the page to the router?');
  });

  it('redirects a path with a second /dashboard/ segment to /dashboard', async () => {
    const response = await page.goto(`${server.url}/dashboard/orders/dashboard/x`);
    expect(new URL(response?.url() ?? '').pathname).toBe('/dashboard');
    await page.waitForURL(`${server.url}/login?next=%2Fdashboard`);
  });
});
