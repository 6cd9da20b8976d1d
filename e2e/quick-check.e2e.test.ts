import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailboxProbeEnv,
  mailDomainsZone,
  startMailServerWithGoneMailboxes,
} from '../api/src/testing/mailbox-probe-setup';
import { createTestUser, type TestUser } from '../api/src/testing/test-users';
import type { ScriptedSmtpServer } from '../packages/engine/src/mailbox/testing/scripted-smtp-server';
import {
  startZoneDnsServer,
  type ZoneDnsServer,
} from '../packages/engine/src/mailbox/testing/zone-dns-server';
import { signInOnLoginPage } from './support/accounts';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { type ProductServer, startProductServer } from './support/product-server';

// Issue 40, items 4 and 5, in Chromium at a desktop and a phone width, against the built product with the mailbox
// check on (a DNS server and a slow mail server on loopback): the Quick check's country for phones, the 422 for
// input that is not an address or a number (nothing charged), the offline verdict shown at once and the mailbox
// result when it comes, the score's legend, and "Did you mean …?" as a button that checks the suggestion.

const TIMEOUT = 30_000;
/** How long the mail server takes to answer each RCPT: the mailbox check is the slow part of a check. */
const RCPT_DELAY_MS = 1_500;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

let dns: ZoneDnsServer;
let smtp: ScriptedSmtpServer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  // No catch-all: the prober's random address is refused, and so is `gone@`.
  smtp = await startMailServerWithGoneMailboxes(RCPT_DELAY_MS);
  dns = await startZoneDnsServer(mailDomainsZone('acme.test', 'gmail.com'));
  [server, browser] = await Promise.all([
    startProductServer(mailboxProbeEnv(dns.server, smtp.port)),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await dns?.close();
});

async function signIn(page: Page, user: TestUser) {
  await page.goto(`${server.url}/login`);
  await signInOnLoginPage(page, user.email, user.password);
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByText('Credits: 50').first().waitFor();
}

describe.each(VIEWPORTS)('Quick check on a $name ($width px)', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  let card: Locator;
  let field: Locator;

  /** Types `value` in the field (replacing what is there) and presses Check. */
  async function check(value: string) {
    await field.fill(value);
    await card.getByRole('button', { name: 'Check' }).click();
  }

  beforeAll(async () => {
    const user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace', company: '' });
    // A browser set to British English: the phone country starts as the United Kingdom.
    context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB' });
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
    await signIn(page, user);
    card = page.getByRole('region', { name: 'Quick check' });
    field = card.getByLabel('Email or phone');
  });

  afterAll(async () => {
    await context?.close();
  });

  it("starts with the browser's country for phone numbers, and the card fits the screen", async () => {
    const country = card.getByLabel('Country of phone numbers');
    expect(await country.inputValue()).toBe('GB');
    expect(await country.locator('option:checked').textContent()).toBe('United Kingdom (+44)');
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('answers input that is neither an address nor a number with what to enter, and charges nothing', async () => {
    await check('asdf!!@@');
    const alert = card.getByRole('alert');
    await alert.getByText(/"asdf!!@@" is not an e-mail address \(like ada@acme\.com\)/).waitFor();
    await alert.getByText(/nothing was charged/i).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await card.getByTestId('quick-check-verdict').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByText('Credits: 50').first().waitFor();
  });

  it('asks for the country of a national number, for free, then checks it in the country chosen', async () => {
    const country = card.getByLabel('Country of phone numbers');
    await country.selectOption({ label: 'No country (numbers with +code)' });
    await check('(415) 555-0100');
    await card
      .getByRole('alert')
      .getByText("Choose the number's country, or type it with its country code (+1 415 555 0100).")
      .waitFor();
    // The country is what to fix: the focus is there.
    await expect.poll(() => country.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('Credits: 50').first().waitFor();

    await country.selectOption('US');
    await card.getByRole('button', { name: 'Check' }).click();
    const verdict = card.getByTestId('quick-check-verdict');
    await verdict.getByTestId('quick-check-value').getByText('+14155550100').waitFor();
    await verdict.getByText('1 credit charged').waitFor();
    await page.getByText('Credits: 49').first().waitFor();
  });

  it('shows the offline verdict at once, then the mailbox result when the mail server answers', async () => {
    const started = Date.now();
    await check('gone@acme.test');
    const verdict = card.getByTestId('quick-check-verdict');
    // The offline and DNS checks: the domain takes mail; the mailbox is being asked.
    await verdict.getByText('Asking the mail server…').waitFor();
    const early = Date.now() - started;
    expect(await verdict.getByTestId('quick-check-status').textContent()).toBe('Valid so far');
    expect(await axeViolations(page)).toEqual([]);
    // The mail server refuses the mailbox: the final verdict replaces the offline one.
    await verdict.getByText('mailbox does not exist').waitFor();
    const final = Date.now() - started;
    expect(await verdict.getByTestId('quick-check-status').textContent()).toBe('Invalid');
    expect(await verdict.getByText('Asking the mail server…').count()).toBe(0);
    // At least the mailbox's RCPT (1.5 s) came after the offline verdict; the domain's catch-all RCPT is asked
    // once per server run (the prober remembers the answer), so the other viewport's check may have made it.
    expect(final).toBeGreaterThanOrEqual(RCPT_DELAY_MS);
    expect(final - early).toBeGreaterThan(RCPT_DELAY_MS / 2);
  });

  it('explains the score', async () => {
    const legend = card.getByRole('figure', { name: 'What the score means' });
    await legend.getByText(/how likely this contact is to be reached/i).waitFor();
    expect(await card.getByTestId('quick-check-score').textContent()).toMatch(/^Score: \d+\/100$/);
  });

  it('shows a typo as a typo, and "Did you mean …?" checks the suggestion', async () => {
    await check('jane@gmial.com');
    const verdict = card.getByTestId('quick-check-verdict');
    const suggestion = verdict.getByRole('button', { name: 'Did you mean jane@gmail.com?' });
    await suggestion.waitFor();
    await verdict.getByText('possible typo of gmail.com').waitFor();
    expect(await verdict.getByText('disposable address').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await suggestion.click();
    expect(await field.inputValue()).toBe('jane@gmail.com');
    await verdict.getByTestId('quick-check-value').getByText('jane@gmail.com', { exact: true }).waitFor();
    await verdict.getByText('mailbox exists').waitFor({ timeout: TIMEOUT });
    expect(await verdict.getByTestId('quick-check-status').textContent()).toBe('Valid');
  });
});
