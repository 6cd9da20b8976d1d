import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../api/src/testing/test-users';
import { readWorkbookRows } from '../packages/engine/src/index';
import { workbookParts, zipBytes } from '../packages/engine/test/workbooks';
import { Leadproof } from '../packages/sdk/src/index';
import { revokeOnlyApiKey } from './support/api-keys';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { dropCsv, signIn } from './support/dashboard';
import {
  csvLines,
  downloadFilteredResults,
  downloadResults,
  openOrderOfRow,
  orderRowShortId,
} from './support/orders';
import { sharedProductServer } from './support/product-server';

// The customer dashboard (issue 8 and the billing page of issue 7) in Chromium against the built product:
// a real account (sign-up + e-mailed link), signed in through /login, then what a customer sees and does.

const TIMEOUT = 30_000;
/** The verification job runs in the embedded server; on 2 busy cores it can take a while. */
const COMPLETION_TIMEOUT = 120_000;

const leadsCsv = [
  'email,phone,first_name,last_name,company',
  'ada@example.com,+14155552671,Ada,Lovelace,Analytical Engines',
  'grace@example.org,+442071838750,Grace,Hopper,Navy',
  'not-an-email,,Alan,Turing,Bletchley',
  '',
].join('\n');

/** A list of `rows` contacts, each with a phone the engine decides, so each row is charged. */
function chargedContacts(rows: number): string {
  const lines = Array.from(
    { length: rows },
    (_, index) => `user${index}@example.com,+1 415 555 ${1000 + index}`,
  );
  return ['email,phone', ...lines, ''].join('\n');
}

const server = sharedProductServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('dashboard with credits: upload, verify, preview and download; billing page', () => {
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace', company: '' });
    context = await browser.newContext({ acceptDownloads: true });
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('signs in and shows the home screen with the free-trial balance', async () => {
    await signIn(page, server, user);
    await page.getByText("Here's your account overview.").waitFor();
    await page.getByText('Credits: 50').waitFor();
    await page.getByRole('heading', { name: 'Upload & Verify' }).waitFor();
    await page.getByText('Max file size: 50MB').waitFor();
    expect(await page.getByTestId('sidebar-email').textContent()).toBe(user.email);
  });

  it('drops a CSV, estimates it with the OK badge, uploads it and lands on the orders list', async () => {
    await dropCsv(page, 'leads.csv', leadsCsv);
    await page.getByText('leads.csv').waitFor();
    // Three data rows, as the hold counts them (the header is not one), at 1 credit per row.
    await page.getByText('~3 rows · est. 3 credits · balance 50').waitFor();
    await page.getByText('OK', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload & Start Verification' }).click();
    await page.getByText('Order created — verification started').first().waitFor();
    await page.getByText("We'll email you when it's ready.").first().waitFor();
    await page.waitForURL(`${server.url}/dashboard/orders`);
    await page.getByRole('tab', { name: 'All (1)' }).waitFor();
  });

  it('shows the order complete, previews the results and downloads leads.verified.csv and filtered files', async () => {
    // The list polls while the order is in progress; the badge turns to completed by itself.
    await page.getByText('completed', { exact: true }).waitFor({ timeout: COMPLETION_TIMEOUT });
    const row = page.getByRole('row').filter({ hasText: 'Upload & Verify' });
    // 3 data rows were charged (the server counts data rows, not newlines).
    await row.getByText('3 rows · 3 credits').waitFor();
    const shortId = await orderRowShortId(row);
    expect(shortId).toMatch(/^[0-9a-z-]{8}$/i);
    // Named after its file (issue 40), its short id beside.
    await row.getByRole('link', { name: 'leads.csv', exact: true }).waitFor();

    await openOrderOfRow(row);
    await page.getByRole('heading', { level: 1, name: 'leads.csv' }).waitFor();
    await page.getByText(`Order ${shortId}`).waitFor();
    // Every row had a definitive check and none repeats another: the hold is charged whole.
    await page
      .getByTestId('billing-receipt')
      .getByText('3 held for 3 rows · 3 charged · 0 refunded')
      .waitFor();
    await page.getByRole('table', { name: 'Original Upload preview' }).waitFor();
    await page.getByText('3 row(s) · 5 column(s)').waitFor();

    // The report above the tabs (issue 22): its tables carry the counts the charts draw.
    const report = page.getByTestId('order-report');
    await report.getByRole('heading', { level: 2, name: 'Verification report' }).waitFor();
    const tableRows = (name: string) =>
      report
        .getByRole('table', { name })
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.children].map((cell) => cell.textContent).join(' ')),
        );
    // 'not-an-email' is the one invalid address; Alan Turing's row has no phone.
    expect(await tableRows('E-mail verdicts')).toContain('Invalid 1 33%');
    expect(await tableRows('Phone verdicts')).toContain('Missing 1 33%');
    // No row repeats another: the duplicates chart says so instead of drawing three empty bars.
    await report
      .getByRole('figure', { name: 'Duplicates removed' })
      .getByText('No duplicates: every row is a different contact.')
      .waitFor();
    const scores = await tableRows('Connect scores');
    expect(scores).toHaveLength(10);
    expect(scores.reduce((sum, row) => sum + Number(row.split(' ')[1]), 0)).toBe(3);
    expect(await tableRows('Top e-mail reasons')).toContain('Not an address 1 33%');
    await report.getByTestId('report-not-charged').getByText('Credits charged').waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const box = await report.boundingBox();
      // The grid fits the screen: one column on a phone, nothing cut off or scrolling sideways.
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await report.getByRole('figure').count()).toBeGreaterThanOrEqual(6);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('tab', { name: 'Results', exact: true }).click();
    const results = page.getByRole('table', { name: 'Results preview' });
    await results.waitFor();
    await results.getByRole('columnheader', { name: 'lp_row', exact: true }).waitFor();
    await results.getByRole('columnheader', { name: 'lp_email_status', exact: true }).waitFor();

    const { fileName, text } = await downloadResults(page);
    expect(fileName).toBe('leads.verified.csv');
    const saved = csvLines(text);
    expect(saved.header).toEqual(expect.arrayContaining(['lp_row', 'lp_email_status']));
    expect(saved.rows).toHaveLength(3);
    await page.getByText('Download started').first().waitFor();

    // Filtered downloads from the menu beside Download (issue 22). Offline, the two well-formed addresses are
    // `unknown` (usable) with valid phones; row 3's address is malformed.
    const lpRows = (csv: ReturnType<typeof csvLines>) =>
      csv.rows.map((line) => line.split(',')[csv.header.lastIndexOf('lp_row')]);
    const invalid = await downloadFilteredResults(page, 'Invalid only');
    expect(invalid.fileName).toBe('leads.invalid.csv');
    expect(csvLines(invalid.text).header).toEqual(saved.header);
    expect(lpRows(csvLines(invalid.text))).toEqual(['3']);
    const clean = await downloadFilteredResults(page, 'Clean list');
    expect(clean.fileName).toBe('leads.clean.csv');
    expect(lpRows(csvLines(clean.text))).toEqual(['1', '2']);
    // The same results as an Excel workbook (issue 42): the header and the three rows, cells as in the CSV.
    const workbook = await downloadFilteredResults(page, 'Excel workbook (.xlsx)');
    expect(workbook.fileName).toBe('leads.verified.xlsx');
    const sheet: string[][] = [];
    for await (const batch of readWorkbookRows(workbook.path)) sheet.push(...batch);
    expect(sheet[0]).toEqual(saved.header);
    expect(sheet.slice(1).map((row) => row[saved.header.lastIndexOf('lp_row')])).toEqual(['1', '2', '3']);

    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.getByRole('tab', { name: 'Completed (1)' }).waitFor();
  });

  it('shows the new balance and the order on the home screen after the refresh', async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByText('Credits: 47').waitFor();
    await page.getByTestId('stat-completedOrders').getByText('1').waitFor();
  });

  it('lists the sheets of a dropped workbook, read in the browser, and takes the pick from the keyboard', async () => {
    const workbook = zipBytes(
      workbookParts([
        { name: 'Archive', rows: [['email'], ['old@example.com']], hidden: true },
        { name: 'Q3 leads', rows: [['email'], ['ada@example.com']] },
        { name: 'Notes', rows: [['note']] },
      ]),
    );
    await dropCsv(page, 'contacts.xlsx', [...workbook]);
    const picker = page.getByRole('combobox', { name: 'Sheet to verify' });
    await picker.waitFor();
    expect(await picker.inputValue()).toBe('Q3 leads');
    expect(await picker.locator('option').allTextContents()).toEqual([
      'Archive (hidden)',
      'Q3 leads',
      'Notes',
    ]);
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    expect(await picker.inputValue()).toBe('Notes');
    await page.getByRole('button', { name: 'Clear' }).click();
    await picker.waitFor({ state: 'detached' });
  });

  it('billing page: return-parameter toasts, then the URL cleaned to /dashboard/billing', async () => {
    for (const [query, title] of [
      ['checkout=success', 'Payment completed'],
      ['checkout=cancel', 'Checkout canceled'],
      ['portal=success', 'Welcome back!'],
    ] as const) {
      await page.goto(`${server.url}/dashboard/billing?${query}`);
      await page.getByText(title).first().waitFor();
      await page.waitForURL(`${server.url}/dashboard/billing`);
    }
    await page.getByRole('heading', { name: 'Current Balance' }).waitFor();
    expect(await page.getByTestId('billing-balance').textContent()).toBe('47 credits');
    await page.getByRole('region', { name: 'Upload & Verify' }).getByText('Duplicate removal').waitFor();
  });

  it('billing page: transaction rows and Load more by 20', async () => {
    // 21 more orders through the SDK (as a script would): with the grant and the first order, 23 entries. Each row
    // has a phone the engine can decide, so each order is charged whole and settles with no refund entry.
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    for (let index = 0; index < 21; index++) {
      const row = `user${index}@example.com,+1 415 555 ${1000 + index}`;
      await client.orders.upload(new File([`email,phone\n${row}\n`], `one-${index}.csv`));
    }
    await page.goto(`${server.url}/dashboard/billing`);
    const table = page.getByRole('table', { name: 'Credit transactions' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count(), { timeout: TIMEOUT }).toBe(21);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => table.getByRole('row').count(), { timeout: TIMEOUT }).toBe(24);
    await table.getByText('Free credits').waitFor();
    await table.getByText('+50').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });
  it('API keys: creates a key shown once, lists it by prefix, and revokes it', async () => {
    await page.getByRole('link', { name: 'API Keys' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    await page.getByLabel('Key name').fill('nightly import');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    const secret = ((await dialog.getByTestId('api-key-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^lp_/);
    // The key works as the bearer token of the API.
    const scripted = new Leadproof({ baseURL: server.url, apiKey: secret });
    expect((await scripted.users.balance()).balance).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const table = page.getByRole('table', { name: 'API keys' });
    await table.getByRole('cell', { name: 'nightly import', exact: true }).waitFor();
    await table.getByText(`${secret.slice(0, 8)}`, { exact: false }).waitFor();
    expect(await table.getByText(secret).count()).toBe(0);
    await revokeOnlyApiKey(page, 'nightly import');
    await expect(scripted.users.balance()).rejects.toMatchObject({ status: 401 });
  });

  it('Quick check: a phone number and an address checked in real time, each verdict inline, the credits pill updated', async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Quick check' }).waitFor();
    const pill = page.getByText(/^Credits: [\d,]+$/);
    const before = Number(((await pill.textContent()) ?? '').replace(/\D/g, ''));
    const field = page.getByLabel('Email or phone');
    await field.fill('+1 415 555 2671');
    await field.press('Enter');
    const verdict = page.getByTestId('quick-check-verdict');
    await verdict.getByTestId('quick-check-status').getByText('Valid', { exact: true }).waitFor();
    expect(await page.getByTestId('quick-check-value').textContent()).toBe('+14155552671');
    expect(await page.getByTestId('quick-check-credits').textContent()).toBe('1 credit charged');
    await page.getByText(`Credits: ${(before - 1).toLocaleString('en-US')}`).waitFor();

    // Embedded mode looks up no DNS: the address's domain stays undecided, so the check costs nothing.
    await field.fill('grace@example.org');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await verdict.getByTestId('quick-check-status').getByText('Unknown', { exact: true }).waitFor();
    await verdict.getByText('domain could not be checked').waitFor();
    expect(await page.getByTestId('quick-check-credits').textContent()).toBe('No credits charged');
    await page.getByText(`Credits: ${(before - 1).toLocaleString('en-US')}`).waitFor();
  });
});

// A customer who has spent the free trial: its 50 credits went on a 50-row list (on the shared server, whose
// accounts get the trial, rather than on a server of its own started without it).
describe('dashboard with a zero balance', () => {
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser(server, { firstName: 'Ada' });
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    const order = await client.orders.upload(new File([chargedContacts(50)], 'fifty.csv'));
    const done = await client.orders.poll(order.id, {
      signal: AbortSignal.timeout(COMPLETION_TIMEOUT),
      intervalMs: 500,
    });
    expect(done.status).toBe('completed');
    expect((await client.users.balance()).balance).toBe(0);
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
  }, COMPLETION_TIMEOUT + TIMEOUT);

  afterAll(async () => {
    await context?.close();
  });

  it("shows the orange banner and the 'Add credits to start' modal", async () => {
    await signIn(page, server, user);
    await page.getByText('Credits: 0').waitFor();
    await page.getByText('You have no credits').waitFor();
    await page.getByText('Add credits to process uploads and place orders.').waitFor();
    await page.getByRole('button', { name: 'Start a New Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add credits to start' });
    await dialog.getByText('You need credits to create and process orders.').waitFor();
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('You have no credits').waitFor({ state: 'hidden' });
  });

  it('Quick check: refused without credits, saying so with a way to add them', async () => {
    const field = page.getByLabel('Email or phone');
    await field.fill('+1 415 555 2671');
    await field.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Not enough credits' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Not enough credits: a real-time check costs 1 and your balance is 0. Add 1 credits and try again.',
    );
    await page.getByRole('link', { name: 'Add Credits' }).first().waitFor();
    await page.getByText('Credits: 0').waitFor();
  });
});
