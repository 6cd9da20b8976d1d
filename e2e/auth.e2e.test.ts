import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationLink,
  mailedLink,
  signInOnLoginPage as signIn,
  submitSignupForm,
  waitForIslands,
} from './support/accounts';
import { launchChromium } from './support/browser';
import { sharedProductServer } from './support/product-server';
import { recordShownTexts, shown } from './support/shown-texts';

// Accounts (issue 5) in Chromium against the built product: sign-up → outbox link → /auth/confirm →
// /dashboard; sign-out; unconfirmed sign-in; ?next= handling. Each step waits for what a user sees.

const TIMEOUT = 30_000;

async function signUp(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/signup`);
  await submitSignupForm(page, {
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines',
  });
}

describe('accounts: sign-up, confirmation, sign-in and sign-out in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let texts: string[];
  const confirmed = `ada-${Date.now()}@example.com`;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
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

  // Last: it changes the account's password.
  it('resets a forgotten password: Forgot password? → e-mailed link → new password → signed in with it', async () => {
    await freshPage();
    await page.goto(`${server.url}/login`);
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await waitForIslands(page);
    await page.getByLabel('Email').fill(confirmed);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = await mailedLink(server.dataDir, confirmed, 'recovery');
    expect(link).toMatch(new RegExp(`^${server.url}/reset-password\\?token_hash=[^&]+&type=recovery$`));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await waitForIslands(page);
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a-new-password-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await shown(texts, 'Password updated');

    await freshPage();
    await page.goto(`${server.url}/login`);
    await signIn(page, confirmed);
    await shown(texts, 'Incorrect email or password.');
    await signIn(page, confirmed, 'a-new-password-9');
    await page.waitForURL(`${server.url}/dashboard`);
    await shown(texts, 'Welcome back!');
  });
});
