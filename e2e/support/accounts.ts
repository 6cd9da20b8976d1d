/**
 * Accounts for browser tests, made the way a visitor makes them: the /signup form, the confirmation
 * link from the dev outbox (`$LEADPROOF_DATA_DIR/mail/*.json`), and /login.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ProductServerAddress } from './product-server';

/** The password of every test account. */
export const TEST_PASSWORD = 'correct-horse-7';

/** A test account's details. */
export interface TestAccount {
  email: string;
  firstName: string;
  /** @default 'Tester' */
  lastName?: string;
  /** Left empty when absent (the field is optional). */
  company?: string;
}

/**
 * The link named `name` (`confirm`, `recovery`, `emailChange` for an e-mail change's confirmation) of the newest such
 * e-mail to `to` in the server's dev outbox.
 */
export async function mailedLink(
  dataDir: string,
  to: string,
  name: 'confirm' | 'recovery' | 'emailChange',
  timeoutMs = 30_000,
): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort();
    for (const file of files.reverse()) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        to: string;
        links: Record<string, string | undefined>;
      };
      const link = mail.links[name];
      if (mail.to === to && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail with a ${name} link to ${to}`);
}

/** The subjects of every e-mail to `to` in the server's dev outbox, oldest first. */
export async function mailSubjects(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const subjects: string[] = [];
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { to: string; subject: string };
    if (mail.to === to) subjects.push(mail.subject);
  }
  return subjects;
}

/** The confirmation link of the newest e-mail to `to` in the server's dev outbox. */
export function confirmationLink(dataDir: string, to: string, timeoutMs = 30_000): Promise<string> {
  return mailedLink(dataDir, to, 'confirm', timeoutMs);
}

/**
 * Waits until the page's islands have hydrated (Astro drops the `ssr` attribute then): a form filled
 * before that would be submitted by the browser instead of by the island. `component` narrows the wait
 * to one island (its file name), for pages with islands that hydrate only when scrolled into view.
 */
export async function waitForIslands(page: Page, component?: string) {
  await page.waitForFunction(
    (name) =>
      Array.from(document.querySelectorAll('astro-island[ssr]')).every(
        (island) => name !== undefined && !island.getAttribute('component-url')?.includes(name),
      ),
    component,
  );
}

/** Fills in the /signup form the page is on (once its island has hydrated) and clicks Create Account. */
export async function submitSignupForm(page: Page, account: TestAccount) {
  await waitForIslands(page);
  await page.getByLabel('First Name*').fill(account.firstName);
  await page.getByLabel('Last Name*').fill(account.lastName ?? 'Tester');
  await page.getByLabel('Email*').fill(account.email);
  if (account.company) await page.getByLabel('Company').fill(account.company);
  await page.getByLabel('Password*').fill(TEST_PASSWORD);
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up on /signup and follows the e-mailed link, in a context of its own that is closed after. */
export async function createConfirmedAccount(
  browser: Browser,
  server: ProductServerAddress,
  account: TestAccount,
) {
  const context = await browser.newContext();
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/signup`);
    await submitSignupForm(page, account);
    await page.waitForURL('**/verify-email');
    await page.goto(await confirmationLink(server.dataDir, account.email));
    await page.waitForURL(/\/(dashboard|email-verified)/, { timeout: 30_000 });
  } finally {
    await context.close();
  }
}

/** Fills in and submits the /login form the page is on (with the test password unless told otherwise). */
export async function signInOnLoginPage(page: Page, email: string, password = TEST_PASSWORD) {
  await waitForIslands(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The access token of the session the page's browser holds (the auth client keeps it in localStorage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('leadproof-auth') ?? sessionStorage.getItem('leadproof-auth');
    return stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error('the page holds no session');
  return token;
}
