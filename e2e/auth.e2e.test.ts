import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type ProductServer, startProductServer } from './support/productServer';

// Accounts (issue 5) in Chromium against the built product: sign-up → outbox link → /auth/confirm →
// /dashboard; sign-out; unconfirmed sign-in; ?next= handling. Each step waits for what a user sees.

const TIMEOUT = 30_000;
const PASSWORD = 'correct-horse-7';

/** The confirmation link of the newest e-mail to `to` in the server's dev outbox. */
async function confirmationLink(dataDir: string, to: string): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + TIMEOUT;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const file of files.reverse()) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        to: string;
        links: { confirm?: string };
      };
      if (mail.to === to && mail.links.confirm) return mail.links.confirm;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail to ${to}`);
}

/**
 * Records every text the pages of `context` show, even for a moment: the sign-up toast lives one second
 * before the page changes, too briefly to poll for on a busy machine.
 */
async function recordShownTexts(context: BrowserContext): Promise<string[]> {
  const shown: string[] = [];
  await context.exposeBinding('__leadproofShown', (_source, text: string) => {
    shown.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __leadproofShown: (text: string) => void }).__leadproofShown;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node.textContent) report(node.textContent);
        if (mutation.type === 'characterData' && mutation.target.textContent)
          report(mutation.target.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return shown;
}

/** Waits until `text` has been shown on a page of the context (a toast, say). */
async function shown(texts: string[], text: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  while (!texts.some((each) => each.includes(text))) {
    if (Date.now() > deadline) throw new Error(`never shown: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the page's islands have hydrated (Astro drops their `ssr` attribute then). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, {
    timeout: TIMEOUT,
  });
}

async function signUp(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/signup`);
  await hydrated(page);
  await page.getByLabel('First Name*').fill('Ada');
  await page.getByLabel('Last Name*').fill('Lovelace');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Password*').fill(PASSWORD);
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('accounts: sign-up, confirmation, sign-in and sign-out in Chromium', () => {
  let server: ProductServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let texts: string[];
  const confirmed = `ada-${Date.now()}@example.com`;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage() {
    await context?.close();
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    texts = await recordShownTexts(context);
    page = await context.newPage();
    return page;
  }

  it('signs up on /signup, confirms through the e-mailed link and lands on /dashboard signed in', async () => {
    await freshPage();
    await signUp(page, server.url, confirmed);
    await shown(texts, 'Account created successfully! Please check your email to verify your account.');
    await page.waitForURL(`${server.url}/verify-email`);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(confirmed).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login');

    const link = await confirmationLink(server.dataDir, confirmed);
    expect(link).toMatch(new RegExp(`^${server.url}/auth/confirm\\?token_hash=[^&]+&type=signup$`));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor();
    await page.getByText('Redirecting you now...').waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText(confirmed).first().waitFor();

    // Signed in: login, signup and email-verified send the user on to /dashboard.
    for (const away of ['/login', '/signup', '/email-verified']) {
      await page.goto(`${server.url}${away}`);
      await page.waitForURL(`${server.url}/dashboard`);
    }

    // The link works once.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Verification failed' }).waitFor();
    await page
      .getByText('Email verification failed. The link may have expired or already been used.')
      .waitFor();
  });

  it('signs out from the dashboard and goes to /', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    // Signed out for real: the dashboard now sends the visitor to /login.
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('refuses a duplicate sign-up of a confirmed address', async () => {
    await freshPage();
    await signUp(page, server.url, confirmed);
    await shown(texts, 'Signup Failed');
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('an unconfirmed account gets the inline message, then /verify-email after 2 s', async () => {
    await freshPage();
    const unconfirmed = `grace-${Date.now()}@example.com`;
    await signUp(page, server.url, unconfirmed);
    await page.waitForURL(`${server.url}/verify-email`);

    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // Timed from before the submit, so the 2 s can only be measured long, never short.
    const submittedAt = Date.now();
    await signIn(page, unconfirmed);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please verify your email address before signing in.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await shown(texts, 'Email verification required');
    await shown(texts, 'Please check your email and click the verification link.');
    await page.waitForURL(`${server.url}/verify-email`);
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1990);
  });

  it("a wrong password: 'Login Failed' and 'Incorrect email or password.'", async () => {
    await freshPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, confirmed, 'not-the-password');
    await shown(texts, 'Login Failed');
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
  });

  it("an empty field: 'Please fill in all fields'", async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
  });

  it('/login?next=/pricing goes to /pricing after sign-in', async () => {
    await freshPage();
    await page.goto(`${server.url}/login?next=/pricing`);
    await signIn(page, confirmed);
    // The pricing page belongs to another feature: only the address matters here, not its loading.
    await page.waitForURL((url) => url.pathname === '/pricing', { waitUntil: 'commit' });
    expect(new URL(page.url()).origin).toBe(server.url);
  });

  it('/login?next=//evil.example goes to /dashboard', async () => {
    await freshPage();
    await page.goto(`${server.url}/login?next=//evil.example`);
    await signIn(page, confirmed);
    await page.waitForURL(`${server.url}/dashboard`);
    await shown(texts, 'Welcome back!');
  });

  it('/auth/confirm without a token explains the link is invalid', async () => {
    await freshPage();
    await page.goto(`${server.url}/auth/confirm`);
    await page.getByRole('heading', { name: 'Verification failed' }).waitFor();
    await page
      .getByText('Invalid verification link. Please try again or request a new verification email.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Try signing in' }).getAttribute('href')).toBe('/login');
  });
});
