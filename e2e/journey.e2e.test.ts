import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv } from '../api/src/testing/csv-fixtures';
import { ensureBuiltCli, runCli } from '../cli/src/testing/built-cli';
import { OUTPUT_COLUMNS } from '../packages/engine/src/index';
import { confirmationLink, submitSignupForm } from './support/accounts';
import { launchChromium } from './support/browser';
import { payOnLocalCheckout } from './support/checkout';
import { csvLines, downloadResults, openOrderOfRow, orderRowShortId } from './support/orders';
import { type PageError, recordPageErrors } from './support/page-errors';
import { sharedProductServer } from './support/product-server';
import { recordShownTexts, shown } from './support/shown-texts';
import { stepsInOrder } from './support/steps-in-order';
import { toastText } from './support/toasts';

// Issue 11's whole-product journey: one visitor, in Chromium against the built product (embedded mode, a
// fresh data dir), from the landing page to signing out, by the links and buttons a user clicks. Each
// step builds on the one before, so the steps run in order on one page.

const TIMEOUT = 30_000;
/** The verification job runs in the embedded server; on 2 busy cores it can take a while. */
const COMPLETION_TIMEOUT = 120_000;
const INPUT_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'company'];
const BROWSER_ROWS = 12;
const CLI_ROWS = 30;
const PACK_1K_CREDITS = 1_000;
const FREE_TRIAL_CREDITS = 50;
/** Counts as the product shows them to this browser (en-US): 1,050. */
const grouped = (count: number) => count.toLocaleString('en-US');

describe('journey: landing → sign-up → credits → checkout → upload → results → API key + CLI → sign out', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: PageError[];
  let texts: string[];
  let workDir: string;
  let apiKey: string;
  let browserOrderShortId: string;
  let cliOrderShortId: string;
  const email = `journey-${Date.now()}@example.com`;

  beforeAll(async () => {
    browser = await launchChromium();
    ensureBuiltCli();
    workDir = await mkdtemp(path.join(tmpdir(), 'leadproof-journey-'));
    // Copy on the API key dialog writes to the clipboard; the test reads it back from there.
    context = await browser.newContext({
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    context.setDefaultTimeout(TIMEOUT);
    errors = recordPageErrors(context);
    texts = await recordShownTexts(context);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  stepsInOrder(() => errors.splice(0), 'console errors and uncaught exceptions');

  const sidebarLink = (name: string) =>
    page
      .getByRole('complementary', { name: 'Dashboard navigation' })
      .getByRole('link', { name, exact: true });

  it('starts on the landing page and follows Start Free Trial to the sign-up form', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Call the leads that actually pick up' }).waitFor();
    await page.locator('lp-site-header').getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${server.url}/signup`);
    await page.getByText('Create your account').first().waitFor();
    // The password hint sits outside its label; it once inherited the body size and stood out larger.
    const fontSize = (text: string) =>
      page.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).fontSize);
    expect(await fontSize('At least 6 characters')).toBe(await fontSize('Password*'));
  });

  it('signs up, confirms by the e-mailed link and lands on the dashboard with 50 free-trial credits', async () => {
    await submitSignupForm(page, { email, firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical' });
    await shown(texts, 'Account created successfully! Please check your email to verify your account.');
    await page.waitForURL(`${server.url}/verify-email`);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(email).waitFor();

    // The user opens the link of the mail the server sent (the dev outbox keeps it as JSON).
    await page.goto(await confirmationLink(server.dataDir, email));
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor();
    await page.getByText('Redirecting you now...').waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).waitFor();
    await page.getByText(`Credits: ${FREE_TRIAL_CREDITS}`).waitFor();
  });

  it('buys Pack 1K: billing → its plans → local checkout → Pay → billing with the new balance', async () => {
    await page.getByRole('link', { name: 'Purchase Credits' }).click();
    await page.waitForURL(`${server.url}/dashboard/billing`);
    await page.getByTestId('billing-balance').getByText(`${FREE_TRIAL_CREDITS}`).waitFor();
    // The plans open in the dashboard (issue 40): a top-up never leaves for the marketing site.
    await page.getByRole('button', { name: 'Add Credits' }).click();
    await page
      .getByRole('dialog', { name: 'Buy credits' })
      .getByRole('button', { name: 'Buy Pack 1K' })
      .click();

    await page.waitForURL((url) => url.pathname.startsWith('/dev/checkout/'));
    await page.getByText('Pack 1K').first().waitFor();
    await payOnLocalCheckout(page);
    await toastText(page, 'Payment completed').waitFor();
    await page.waitForURL(`${server.url}/dashboard/billing`);
    await page
      .getByTestId('billing-balance')
      .getByText(grouped(FREE_TRIAL_CREDITS + PACK_1K_CREDITS))
      .waitFor();
    const history = page.getByRole('table', { name: 'Credit transactions' });
    await history.getByText(`+${grouped(PACK_1K_CREDITS)}`).waitFor();
    await history.getByText('Purchase').waitFor();
  });

  it("uploads a CSV from the home card: estimate, 'Upload & Start Verification', the orders list", async () => {
    await sidebarLink('Home').click();
    const purchased = FREE_TRIAL_CREDITS + PACK_1K_CREDITS;
    await page.getByText(`Credits: ${grouped(purchased)}`).waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Select CSV' }).click(),
    ]);
    await chooser.setFiles({
      name: 'journey-leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(leadsCsv(BROWSER_ROWS)),
    });
    await page.getByText('journey-leads.csv').waitFor();
    // The estimate's rows are the data rows the hold is placed for (the header is not one).
    await page
      .getByTestId('upload-estimate')
      .getByText(`~${BROWSER_ROWS} rows · est. ${BROWSER_ROWS} credits · balance ${grouped(purchased)}`)
      .waitFor();
    await page.getByTestId('upload-estimate').getByText('OK', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Upload & Start Verification' }).click();
    await toastText(page, 'Order created — verification started').waitFor();
    await toastText(page, "We'll email you when it's ready.").waitFor();
    await page.waitForURL(`${server.url}/dashboard/orders`);
    await page.getByRole('tab', { name: 'All (1)' }).waitFor();
  });

  it('shows the order completed, previews the results and downloads journey-leads.verified.csv', async () => {
    const row = page.getByRole('row').filter({ hasText: 'Upload & Verify' });
    // The list polls while the order runs: the badge turns to completed by itself.
    await row.getByText('completed', { exact: true }).waitFor({ timeout: COMPLETION_TIMEOUT });
    await row.getByText(`${BROWSER_ROWS} rows · ${BROWSER_ROWS} credits`).waitFor();
    browserOrderShortId = await orderRowShortId(row);
    expect(browserOrderShortId).toMatch(/^[0-9a-f-]{8}$/);

    await openOrderOfRow(row);
    await page.getByRole('heading', { level: 1, name: 'journey-leads.csv' }).waitFor();
    await page.getByText(`Order ${browserOrderShortId}`).waitFor();
    await page.getByRole('tab', { name: 'Results', exact: true }).click();
    const preview = page.getByRole('table', { name: 'Results preview' });
    for (const column of [...INPUT_COLUMNS, 'lp_row', 'lp_email_status', 'lp_score']) {
      await preview.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await page
      .getByText(`${BROWSER_ROWS} row(s) · ${INPUT_COLUMNS.length + OUTPUT_COLUMNS.length} column(s)`)
      .waitFor();

    const { fileName, text } = await downloadResults(page);
    expect(fileName).toBe('journey-leads.verified.csv');
    const results = csvLines(text);
    expect(results.header).toEqual([...INPUT_COLUMNS, ...OUTPUT_COLUMNS]);
    expect(results.rows).toHaveLength(BROWSER_ROWS);
    await toastText(page, 'Download started').waitFor();
  });

  it('creates an API key in the dashboard and copies it from the page', async () => {
    await sidebarLink('API Keys').click();
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    await page.getByLabel('Key name').fill('journey CLI');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    const displayed = ((await dialog.getByTestId('api-key-secret').textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    apiKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(apiKey).toBe(displayed);
    expect(apiKey).toMatch(/^lp_live_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('table', { name: 'API keys' })
      .getByRole('cell', { name: 'journey CLI', exact: true })
      .waitFor();
  });

  it('drives the real CLI with that key: upload a second CSV, wait, and download its results', async () => {
    const input = path.join(workDir, 'second-list.csv');
    await writeFile(input, leadsCsv(CLI_ROWS));
    const out = path.join(workDir, 'second-list-verified.csv');
    // The key comes from the environment, as in CI or cron: nothing is written to the config dir.
    const run = await runCli(
      ['--api-url', server.url, 'upload', input, '--yes', '--wait', '--out', out, '--json'],
      {
        cwd: workDir,
        env: {
          HOME: workDir,
          XDG_CONFIG_HOME: path.join(workDir, 'config'),
          LEADPROOF_API_KEY: apiKey,
        },
      },
    );
    expect(run.stderr).not.toMatch(/"error"/);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as {
      order: { id: string; status: string; rowCount: number };
      resultsPath: string;
    };
    expect(result.order).toMatchObject({ status: 'completed', rowCount: CLI_ROWS });
    expect(result.resultsPath).toBe(out);
    const saved = csvLines(await readFile(out, 'utf8'));
    expect(saved.header).toEqual([...INPUT_COLUMNS, ...OUTPUT_COLUMNS]);
    expect(saved.rows).toHaveLength(CLI_ROWS);
    cliOrderShortId = result.order.id.slice(0, 8);
  });

  it('shows the CLI order in the dashboard orders list and the balance after both orders', async () => {
    await sidebarLink('Orders').click();
    await page.waitForURL(`${server.url}/dashboard/orders`);
    // The list is cached without a refresh on navigation (the dashboard's data never goes stale), so the user
    // reloads the page to see an order made elsewhere.
    await page.reload();
    await page.getByRole('tab', { name: 'All (2)' }).waitFor();
    const cliRow = page.getByRole('row').filter({ hasText: cliOrderShortId });
    await cliRow.getByText('completed', { exact: true }).waitFor();
    await cliRow.getByText(`${CLI_ROWS} rows · ${CLI_ROWS} credits`).waitFor();
    await page.getByRole('tab', { name: 'Completed (2)' }).waitFor();

    await sidebarLink('Home').click();
    const left = FREE_TRIAL_CREDITS + PACK_1K_CREDITS - BROWSER_ROWS - CLI_ROWS;
    await page.getByText(`Credits: ${grouped(left)}`).waitFor();
    await page.getByTestId('stat-completedOrders').getByText('2').waitFor();
  });

  it('signs out to the signed-out landing page; the dashboard then asks to sign in', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    const header = page.locator('lp-site-header');
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await header.getByRole('link', { name: 'Start Free Trial' }).waitFor();
    expect(await header.getByText('Welcome').count()).toBe(0);

    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });
});
