import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../api/src/testing/test-users';
import { Leadproof } from '../packages/sdk/src/index';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { dropCsv, signIn } from './support/dashboard';
import { downloadFilteredResults, downloadResults, orderRowShortId } from './support/orders';
import { sharedProductServer } from './support/product-server';
import { toastText } from './support/toasts';

// Issue 40 items 2, 3, 7 and 8 in Chromium against the built product, at 1280 and 375 px with axe: billing prices in
// credits, orders by name with a Created column and their own address, top-ups inside the dashboard that give the
// upload its file back, and every dashboard page at 375 px without sideways scrolling.

const TIMEOUT = 30_000;
/** The verification job runs in the embedded server; on 2 busy cores it can take a while. */
const COMPLETION_TIMEOUT = 120_000;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** A list of `rows` contacts, each with a phone the engine decides (so each row is charged). */
function contacts(rows: number): string {
  const lines = Array.from({ length: rows }, (_, i) => `user${i}@example.com,+1 415 555 ${1000 + i}`);
  return ['email,phone', ...lines, ''].join('\n');
}

/** The subject of the newest e-mail in the server's dev outbox whose subject matches `pattern`. */
async function mailedSubject(dataDir: string, pattern: RegExp): Promise<string | undefined> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  for (const file of files.reverse()) {
    const { subject } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { subject: string };
    if (pattern.test(subject)) return subject;
  }
  return undefined;
}

/**
 * How far the page reaches past the viewport's right edge, in CSS pixels (0: no sideways scrolling), and the
 * elements that reach past it, so a failure names what is too wide.
 */
function sidewaysOverflow(page: Page): Promise<{ overflow: number; tooWide: string[] }> {
  return page.evaluate(() => {
    const overflow =
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;
    const tooWide =
      overflow > 0
        ? Array.from(document.body.querySelectorAll('*'))
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 8)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ` +
                `(right ${Math.round(element.getBoundingClientRect().right)}): ` +
                `${(element.textContent ?? '').trim().slice(0, 40)}`,
            )
        : [];
    return { overflow, tooWide };
  });
}

/**
 * Waits until the page has loaded its data (no skeletons) and does not scroll sideways: a resize is followed by a
 * re-layout, and on busy cores a page can still be settling when first measured.
 */
async function expectNoSidewaysScrolling(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: TIMEOUT }).toBe(0);
  await expect
    .poll(async () => ({ pathname, ...(await sidewaysOverflow(page)) }), { timeout: 10_000 })
    .toEqual({ pathname, overflow: 0, tooWide: [] });
}

describe('dashboard orders, billing prices, top-ups and phones (issue 40)', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;
  let client: Leadproof;
  let orderId = '';

  beforeAll(async () => {
    browser = await launchChromium();
    user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace', company: '' });
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    context = await browser.newContext({ acceptDownloads: true, viewport: DESKTOP });
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
    await signIn(page, server, user);
  });

  // Each test starts at the desktop size, whichever size the one before it ended at (or failed at).
  beforeEach(async () => {
    await page.setViewportSize(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('billing shows the prices the pricing call charges, in credits per row, at 1280 and 375 px', async () => {
    await page.goto(`${server.url}/dashboard/billing`);
    const pricing = await client.pricing.list();
    const price = (type: string) => pricing.find((entry) => entry.type === type)?.price_per_row;
    expect([price('upload_csv'), price('buy_leads')]).toEqual([1, 1.5]);
    await page.getByTestId('price-upload_csv').getByText('1 credit per row').waitFor();
    await page.getByTestId('price-buy_leads').getByText('1.5 credits per row').waitFor();
    expect(await page.getByText(/0\.05|0\.10/).count()).toBe(0);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScrolling(page, `/dashboard/billing at ${viewport.width} px`);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('names the upload by its file in the list (Created column, sortable) and on its own page, which reloads', async () => {
    await page.goto(`${server.url}/dashboard`);
    await dropCsv(page, 'acme-leads.csv', contacts(3));
    await page.getByTestId('upload-estimate').getByText('OK', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload & Start Verification' }).click();
    await page.waitForURL(`${server.url}/dashboard/orders`);

    // A second, older-looking order made by a script: the list is newest first, then turned around.
    await client.orders.upload(new File([contacts(1)], 'second-list.csv'));
    await page.reload();
    // The orders' names (not their View Details links).
    const names = () =>
      page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: /^[\w-]+\.csv$/ });
    await expect
      .poll(async () => names().allTextContents(), { timeout: 30_000 })
      .toEqual(['second-list.csv', 'acme-leads.csv']);
    const created = page.getByRole('columnheader', { name: /Created/ });
    expect(await created.getAttribute('aria-sort')).toBe('descending');
    await created.getByRole('button').click();
    await page.waitForURL(`${server.url}/dashboard/orders?sort=createdAt`);
    await expect.poll(async () => names().allTextContents()).toEqual(['acme-leads.csv', 'second-list.csv']);
    expect(await created.getAttribute('aria-sort')).toBe('ascending');
    const row = page.getByRole('row').filter({ hasText: 'acme-leads.csv' });
    await row.locator('time').waitFor();
    const shortId = await orderRowShortId(row);
    await row.getByText(shortId, { exact: true }).waitFor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScrolling(page, `/dashboard/orders at ${viewport.width} px`);
      expect(await axeViolations(page)).toEqual([]);
    }
    // On a phone each order is a card: its lines are labelled, and the card fits the screen.
    const card = (await row.boundingBox()) ?? { x: -1, width: 0 };
    expect(card.x >= 0 && card.x + card.width <= PHONE.width).toBe(true);
    await row.getByText('Created', { exact: true }).waitFor();
    await page.setViewportSize(DESKTOP);

    // View Details opens the order's own address; reload and Back work, and Back to Orders keeps the order.
    await row.getByRole('link', { name: 'View Details of acme-leads.csv' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/orders/'));
    orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(orderId.slice(0, 8)).toBe(shortId);
    await page.getByRole('heading', { level: 1, name: 'acme-leads.csv' }).waitFor();
    await page.getByText(`Order ${shortId}`).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'acme-leads.csv' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/dashboard/orders?sort=createdAt`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'acme-leads.csv' }).waitFor();
  });

  it('keeps the countdown while the order is open, then downloads acme-leads.verified.csv and mails its name', async () => {
    // The address typed or pasted (as an e-mail's link opens it) shows the order too.
    await page.goto(`${server.url}/dashboard/billing`);
    await page.goto(`${server.url}/dashboard/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'acme-leads.csv' }).waitFor();

    await page.getByText('completed', { exact: true }).waitFor({ timeout: COMPLETION_TIMEOUT });
    expect(await page.getByText(/remaining$/).count()).toBe(0);
    await page.getByRole('tab', { name: 'Results', exact: true }).click();
    const { fileName } = await downloadResults(page);
    expect(fileName).toBe('acme-leads.verified.csv');
    const clean = await downloadFilteredResults(page, 'Clean list');
    expect(clean.fileName).toBe('acme-leads.clean.csv');
    await expect
      .poll(() => mailedSubject(server.dataDir, /results are ready: acme-leads/), { timeout: TIMEOUT })
      .toBe(`Your Leadproof results are ready: acme-leads.csv (order ${orderId.slice(0, 8)})`);

    // An open order keeps its 48-hour countdown in the list.
    const { id } = await client.orders.create({
      type: 'upload_csv',
      requestDetails: { source: 'e2e', fileName: 'waiting.csv' },
    });
    await page.goto(`${server.url}/dashboard/orders`);
    const open = page.getByRole('row').filter({ hasText: 'waiting.csv' });
    await open.getByText(/1d 2\dh remaining/).waitFor();
    expect(await orderRowShortId(open)).toBe(id.slice(0, 8));
  });

  it('Purchase Credits opens the plans in the dashboard; a canceled checkout asks for the file again by name', async () => {
    await page.goto(`${server.url}/dashboard`);
    const balance = (await client.users.balance()).balance;
    const rows = balance + 20;
    await dropCsv(page, 'big-list.csv', contacts(rows));
    await page.getByText(/^Need \d+$/).waitFor();
    await page.getByRole('button', { name: 'Purchase Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy credits' });
    await dialog.getByText(/more credits for big-list\.csv/).waitFor();
    await dialog.getByRole('button', { name: 'Buy Pack 1K' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Buy Pack 1K' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    // A browser that kept nothing of the file (private mode): only its name remains.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase('leadproof-dashboard');
          request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
        }),
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await toastText(page, 'Checkout canceled').waitFor();
    const again = page.getByTestId('upload-choose-again');
    await again.getByText('big-list.csv').waitFor();
    await page.getByRole('button', { name: 'Choose big-list.csv again' }).waitFor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('after payment the customer is back at the upload with the file still chosen, and uploads it', async () => {
    const balance = (await client.users.balance()).balance;
    await dropCsv(page, 'big-list.csv', contacts(balance + 20));
    await page.getByText(/^Need \d+$/).waitFor();
    await page.getByRole('button', { name: 'Purchase Credits' }).click();
    await page
      .getByRole('dialog', { name: 'Buy credits' })
      .getByRole('button', { name: 'Buy Pack 1K' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await toastText(page, 'Payment completed').waitFor();
    await page.getByText('big-list.csv').first().waitFor();
    await page.getByTestId('upload-estimate').getByText('OK', { exact: true }).waitFor();
    expect(await page.getByTestId('upload-choose-again').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload & Start Verification' }).click();
    await page.waitForURL(`${server.url}/dashboard/orders`);
    await page.getByRole('link', { name: 'big-list.csv', exact: true }).waitFor();
    expect((await client.users.balance()).balance).toBe(balance + 1000 - (balance + 20));
  });

  it('every dashboard page at 375 px: no sideways scrolling, the header names the page with the credits, axe clean', async () => {
    // Something in every table: an API key and a webhook endpoint.
    await client.apiKeys.create({ name: 'nightly import with a rather long name' });
    await client.webhooks.create({
      // Never called: no order of this account needs a fix.
      url: 'http://127.0.0.1:9/leadproof/a-rather-long-path/for-the-order-events',
      events: ['order.needs_fix'],
    });
    // A bounce report read, so the Bounces page has a history and its report page its figures (issue 37).
    const uploaded = await client.bounceReports.upload(
      new File(
        ['email,status,reason\nnobody.here@example.com,bounced,"550 5.1.1 user unknown"\n'],
        'mailchimp-bounces-with-a-rather-long-name.csv',
      ),
    );
    const report = await client.bounceReports.wait(uploaded.id, {
      signal: AbortSignal.timeout(60_000),
      intervalMs: 500,
    });
    expect(report.status).toBe('completed');
    await page.setViewportSize(PHONE);
    const pages: Array<[path: string, title: string | null]> = [
      ['/dashboard', 'Home'],
      ['/dashboard/orders', 'Orders'],
      [`/dashboard/orders/${orderId}`, 'Order'],
      ['/dashboard/orders/new', 'Source + Verify'],
      ['/dashboard/bounces', 'Bounces'],
      [`/dashboard/bounces/${report.id}`, 'Bounce report'],
      ['/dashboard/billing', 'Billing & Credits'],
      ['/dashboard/api-keys', 'API Keys'],
      ['/dashboard/webhooks', 'Webhooks'],
      ['/dashboard/account', 'Account'],
      ['/dashboard/no-such-page', null],
    ];
    const balance = (await client.users.balance()).balance.toLocaleString('en-US');
    for (const [pathname, title] of pages) {
      await page.goto(`${server.url}${pathname}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const header = page.getByTestId('mobile-header');
      await header.getByText(`Credits: ${balance}`).waitFor();
      if (title) await header.getByText(title, { exact: true }).waitFor();
      await expectNoSidewaysScrolling(page, pathname);
      expect({ pathname, violations: await axeViolations(page) }).toEqual({ pathname, violations: [] });
    }
  });

  it('home at 375 px: the three stat cards take one compact row', async () => {
    await page.goto(`${server.url}/dashboard`);
    const stats = page.getByRole('region', { name: 'Account statistics' }).getByRole('heading', { level: 2 });
    await stats.first().waitFor();
    const boxes = await Promise.all((await stats.all()).map((stat) => stat.boundingBox()));
    expect(boxes).toHaveLength(3);
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    expect(new Set(tops).size).toBe(1);
    const section = await page.getByRole('region', { name: 'Account statistics' }).boundingBox();
    expect(section && section.height).toBeLessThan(160);
  });
});
