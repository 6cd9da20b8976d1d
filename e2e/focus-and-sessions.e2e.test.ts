import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedFetch, createTestUser, type TestUser } from '../api/src/testing/test-users';
import { signInOnLoginPage } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { type ProductServerAddress, sharedProductServer } from './support/product-server';
import { toastText } from './support/toasts';

// Issue 40, item 11, in Chromium at a desktop and a phone width: the dashboard's "Skip to main content" link,
// the focus on the new page's heading after in-app navigation, and a tab whose account was closed elsewhere
// going to sign-in with a message on its first 401 instead of showing an empty shell.

const TIMEOUT = 30_000;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/** What has the focus: its tag, id and text, enough to say which element it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: (element?.textContent ?? '').trim().slice(0, 60),
    };
  });
}

async function signIn(page: Page, server: ProductServerAddress, user: TestUser) {
  await page.goto(`${server.url}/login`);
  await signInOnLoginPage(page, user.email, user.password);
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).waitFor();
}

// One browser for the file; each width gets an account and a browser context of its own.
const server = sharedProductServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('focus and sessions on a $name ($width px)', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace', company: '' });
    context = await browser.newContext({ viewport: { width, height } });
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
    await signIn(page, server, user);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('offers "Skip to main content" on the first Tab, and it moves the focus to the page', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    // Shown while it has the focus, inside the screen.
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The next Tab continues in the page, past the sidebar.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(next).toBe(true);
  });

  it("moves the focus to the new page's heading after following a sidebar link", async () => {
    if (width < 768) {
      // On a phone the sidebar is a sheet behind the menu button.
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const sheet = page.getByRole('dialog', { name: 'Dashboard navigation' });
      await sheet.getByRole('link', { name: 'Billing & Credits' }).click();
      await sheet.waitFor({ state: 'hidden' });
    } else {
      await page.getByRole('link', { name: 'Billing & Credits' }).click();
    }
    await page.waitForURL(`${server.url}/dashboard/billing`);
    await expect
      .poll(() => focused(page), { timeout: TIMEOUT })
      .toMatchObject({ tag: 'h1', text: 'Billing & Credits' });
    expect(await axeViolations(page)).toEqual([]);

    // From the keyboard too: Enter on a link, and the heading of the page it opens.
    if (width < 768) {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page
        .getByRole('dialog', { name: 'Dashboard navigation' })
        .getByRole('link', { name: 'Orders' })
        .focus();
    } else {
      await page.getByRole('link', { name: 'Orders', exact: true }).focus();
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/dashboard/orders`);
    await expect.poll(() => focused(page), { timeout: TIMEOUT }).toMatchObject({ tag: 'h1', text: 'Orders' });
    // Nothing took it back afterwards (the closing sheet gives the focus to its button unless told not to).
    await page.waitForTimeout(500);
    expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Orders' });
  });

  it('sends the tab to sign-in with a message on its first 401 once the account was closed elsewhere', async () => {
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // Elsewhere: the same account, signed in on another device (the API session of createTestUser), closes it.
    const deleted = await authedFetch(server, user, '/api/users/me', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(deleted.status).toBe(204);

    // The first call this tab makes after that (a page it has not loaded yet) is refused.
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    if (width < 768) {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page
        .getByRole('dialog', { name: 'Dashboard navigation' })
        .getByRole('link', { name: 'Webhooks' })
        .click();
    } else {
      await page.getByRole('link', { name: 'Webhooks' }).click();
    }
    await refused;
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Fwebhooks$/);
    await toastText(page, 'Your session has ended').waitFor();
    await toastText(page, 'Sign in again to continue where you were.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
