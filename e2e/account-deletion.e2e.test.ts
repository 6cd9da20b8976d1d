import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  signInOnLoginPage,
  TEST_PASSWORD,
  type TestAccount,
} from './support/accounts';
import { launchChromium } from './support/browser';
import { sharedProductServer } from './support/product-server';
import { toastText } from './support/toasts';

// Issue 25, item 3, in Chromium: a customer signs up, creates an API key, exports their data and deletes the
// account from /dashboard/account; afterwards signing in fails and the API key gets 401.

const TIMEOUT = 30_000;

describe('account page: export the data, then delete the account', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let apiKey = '';
  const account: TestAccount = {
    email: `leaver-${Date.now().toString(36)}@example.com`,
    firstName: 'Lea',
    lastName: 'Ver',
  };

  beforeAll(async () => {
    browser = await launchChromium();
    await createConfirmedAccount(browser, server, account);
    context = await browser.newContext({ acceptDownloads: true });
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and creates an API key', async () => {
    await page.goto(`${server.url}/login`);
    await signInOnLoginPage(page, account.email);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/dashboard/api-keys`);
    await page.getByLabel('Key name').fill('leaving soon');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    apiKey = ((await dialog.getByTestId('api-key-secret').textContent()) ?? '').trim();
    expect(apiKey).toMatch(/^lp_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(me.status).toBe(200);
  });

  it('opens Account from the sidebar and downloads the export', async () => {
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${server.url}/dashboard/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.getByTestId('account-email').getByText(account.email).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leadproof-account-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it('deletes the account after the password and DELETE, and lands on /login with a toast', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Kept, without your name or e-mail').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    // The shell's guard may get there first, with ?next= pointing back: either way the login page.
    await page.waitForURL(/\/login(\?.*)?$/);
    await toastText(page, 'Account deleted').waitFor();
  });

  it('refuses the password afterwards, and the API key gets 401', async () => {
    await signInOnLoginPage(page, account.email);
    await page.getByText('Incorrect email or password.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(me.status).toBe(401);
  });
});
