import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { Leadproof } from '../packages/sdk/src/index';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { signIn } from './support/dashboard';
import { type ProductServer, startProductServer } from './support/product-server';

// Issue 37, item 1 (the dashboard's Bounces page) in Chromium against the built product, with the mailbox check on
// (a DNS server and a mail server on loopback) so that an order calls its addresses valid: the customer uploads their
// platform's bounce export, follows the report until it is read, sees the refund, the matched order and the credits
// change, and the order's measured accuracy on its page and in the Bounces page's trend; the same file again
// changes nothing and says so.

const TIMEOUT = 30_000;
/** The verification and bounce jobs run in the embedded server; on 2 busy cores they can take a while. */
const JOB_TIMEOUT = 120_000;
/** Rows of the order: 20 charged rows cap a report at 1 credit without review (5 %). */
const ROWS = 20;
const FIRST = ['ana', 'ben', 'cleo', 'dev', 'eli'];
const LAST = ['silva', 'okafor', 'park', 'shah'];
/** People's mailboxes (no role accounts such as contact@, which a check calls risky). */
const addresses = Array.from(
  { length: ROWS },
  (_, i) => `${FIRST[i % FIRST.length]}.${LAST[Math.floor(i / FIRST.length)]}@acme.test`,
);

/** SendGrid's bounce export: one hard bounce (5.1.1) of an address the order called valid, and one soft. */
const sendgridExport = [
  'created,email,reason,status',
  `1764320000,${addresses[2]},"550 5.1.1 The email account that you tried to reach does not exist.",5.1.1`,
  `1764320100,${addresses[5]},"452 4.2.2 The email account that you tried to reach is over quota.",4.2.2`,
  '',
].join('\n');

let dns: ZoneDnsServer;
let smtp: ScriptedSmtpServer;
let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startMailServerWithGoneMailboxes(0);
  dns = await startZoneDnsServer(mailDomainsZone('acme.test'));
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

/** Chooses `content` as `name` with the upload box's file picker. */
async function chooseBounceFile(page: Page, name: string, content: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  // Shown with its size beside it, and the button that reports it.
  await page.getByText(name).first().waitFor();
  await page.getByRole('button', { name: 'Upload bounce report' }).waitFor();
}

describe('Bounces page (issue 37)', () => {
  let user: TestUser;
  let client: Leadproof;
  let context: BrowserContext;
  let page: Page;
  let orderId: string;

  beforeAll(async () => {
    user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace', company: '' });
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    const order = await client.orders.upload(
      new File([['email', ...addresses, ''].join('\n')], 'campaign.csv'),
    );
    const done = await client.orders.poll(order.id, {
      signal: AbortSignal.timeout(JOB_TIMEOUT),
      intervalMs: 500,
    });
    expect(done.status).toBe('completed');
    expect(done.stats?.emails.valid).toBe(ROWS);
    orderId = order.id;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
    await signIn(page, server, user);
  }, JOB_TIMEOUT + TIMEOUT);

  it('uploads a bounce export, follows the report until read, and gives the hard bounce back as a credit', async () => {
    const before = (await client.users.balance()).balance;
    await page.getByRole('link', { name: 'Bounces' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bounces' }).waitFor();
    await page.getByText('No bounce reports yet.').waitFor();
    await chooseBounceFile(page, 'sendgrid-bounces.csv', sendgridExport);
    await page.getByRole('button', { name: 'Upload bounce report' }).click();

    await page.waitForURL((url) => /^\/dashboard\/bounces\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'sendgrid-bounces.csv' }).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor({ timeout: JOB_TIMEOUT });
    const reportId = page.url().split('/bounces/')[1] ?? '';

    const refunded = page.locator('div', { has: page.getByText('Credits refunded', { exact: true }) }).last();
    // The figure, and the way to the credit history a refund gives.
    expect(await refunded.locator('dd').textContent()).toBe('1In your credit history');
    await page.getByText('SendGrid bounces', { exact: true }).waitFor();
    const matches = page.getByRole('table', { name: 'Matches per order' });
    const orderLink = matches.getByRole('link', { name: `Order ${orderId.slice(0, 8)}` });
    expect(await orderLink.getAttribute('href')).toBe(`/dashboard/orders/${orderId}`);
    await page.getByText('Soft bounces: 1 address', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The ledger: one refund of 1 credit, linked to the report, and the balance one higher.
    expect((await client.users.balance()).balance).toBe(before + 1);
    const report = await client.bounceReports.retrieve(reportId);
    expect({ status: report.status, refunded: report.refundedCredits }).toEqual({
      status: 'completed',
      refunded: 1,
    });

    // The credits the dashboard shows and the credit history say so, without a reload.
    await page.getByRole('link', { name: 'Home' }).click();
    await page
      .getByText(`Credits: ${before + 1}`)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Billing & Credits' }).click();
    await page.getByText('Bounce guarantee: 1 address we called valid bounced').first().waitFor();

    // The matched order's link opens the order.
    await page.goto(`${server.url}/dashboard/bounces/${reportId}`);
    await page.getByRole('table', { name: 'Matches per order' }).getByRole('link').first().click();
    await page.waitForURL(`${server.url}/dashboard/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'campaign.csv' }).waitFor();

    // The order's report shows what the bounce measured: 20 valid addresses, 1 hard bounce, 95 % (issue 37, item 5).
    await page.getByRole('heading', { level: 3, name: 'Measured accuracy' }).waitFor();
    expect(await page.getByTestId('report-measured-accuracy').textContent()).toBe(
      `Valid addresses${ROWS}Reported hard bounces1Measured accuracy95.0%`,
    );

    // And the Bounces page's trend lists the order with the same figure, linking to it.
    await page.getByRole('link', { name: 'Bounces' }).click();
    const trend = page.getByRole('table', { name: 'Measured accuracy per order' });
    await trend.waitFor();
    const row = trend.getByRole('row').filter({ has: page.getByRole('link', { name: 'campaign.csv' }) });
    expect(await row.getByRole('cell').last().textContent()).toMatch(/95\.0%$/);
    expect(await page.getByTestId('accuracy-trend-summary').textContent()).toMatch(
      /^1 order measured; the latest, campaign\.csv: 95\.0%\./,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the same file again is a duplicate: nothing changes, and the page says so and links the first report', async () => {
    const before = (await client.users.balance()).balance;
    await page.goto(`${server.url}/dashboard/bounces`);
    const history = page.getByRole('table', { name: 'Bounce reports' });
    await history.getByText('Completed', { exact: true }).waitFor();
    const firstHref = await history
      .getByRole('link', { name: 'sendgrid-bounces.csv', exact: true })
      .getAttribute('href');
    await chooseBounceFile(page, 'sendgrid-bounces.csv', sendgridExport);
    await page.getByRole('button', { name: 'Upload bounce report' }).click();
    await page.getByText('Reported before', { exact: true }).waitFor({ timeout: JOB_TIMEOUT });
    await page.getByText('Duplicate', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Open the earlier report' }).getAttribute('href')).toBe(
      firstHref,
    );
    expect((await client.users.balance()).balance).toBe(before);

    // On a phone: the report as cards, no sideways scrolling, axe clean, the top bar naming the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/dashboard/bounces`);
    await page
      .getByRole('table', { name: 'Bounce reports' })
      .getByText('Duplicate', { exact: true })
      .waitFor();
    await page.getByTestId('mobile-header').getByText('Bounces', { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
