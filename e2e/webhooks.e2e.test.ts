import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../api/src/testing/test-users';
import { signInOnLoginPage } from './support/accounts';
import { launchChromium } from './support/browser';
import { sharedProductServer } from './support/product-server';
import { toastText } from './support/toasts';

// Issue 22, item 4, from the dashboard: a customer adds an endpoint on /dashboard/webhooks, copies the
// secret shown once, clicks "Send test event", and the endpoint's delivery log shows it delivered with 200.
// The receiver is a local server on 127.0.0.1, which embedded mode (the e2e server's mode) accepts over http.

const TIMEOUT = 30_000;
/** Delivery runs through the job queue of the embedded server; on 2 busy cores it can take a while. */
const DELIVERY_TIMEOUT = 60_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers every POST with 200 and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/leadproof-hook`, received, server };
}

/** Whether `webhook-signature` holds a valid v1 signature of the request (Standard Webhooks). */
function hasValidSignature({ headers, body }: Received, secret: string): boolean {
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(signed).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => Buffer.from(entry.slice(3), 'base64'))
    .some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
}

describe('webhooks page: add an endpoint, send a test event, read the delivery log', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret = '';

  beforeAll(async () => {
    [browser, receiver] = await Promise.all([launchChromium(), startReceiver()]);
    user = await createTestUser(server, { firstName: 'Ada', lastName: 'Lovelace', company: '' });
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  it('signs in and opens Webhooks from the sidebar', async () => {
    await page.goto(`${server.url}/login`);
    await signInOnLoginPage(page, user.email, user.password);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(`${server.url}/dashboard/webhooks`);
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No webhook endpoints yet.').waitFor();
  });

  it('adds the local receiver and shows its whsec_ secret once', async () => {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description (optional)').fill('e2e receiver');
    // order.completed comes ticked (issue 40, item 12).
    expect(await dialog.getByRole('checkbox', { name: 'order.completed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    secret = ((await added.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await added.getByRole('button', { name: 'Done' }).click();
    await added.waitFor({ state: 'hidden' });

    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    await table.getByText('e2e receiver').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
  });

  it('sends a test event, and the log shows it succeeded with 200; the receiver got it signed', async () => {
    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    await table.getByRole('button', { name: `Send test event to ${receiver.url}` }).click();
    await toastText(page, 'Test event sent').waitFor();

    await table.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Delivery log' });
    // The log polls while the delivery is pending; its row turns to Succeeded by itself.
    const row = sheet.getByRole('row').filter({ hasText: 'test event' });
    await row.getByText('Succeeded', { exact: true }).waitFor({ timeout: DELIVERY_TIMEOUT });
    await row.getByRole('cell', { name: '200', exact: true }).waitFor();
    await row.getByRole('button', { name: /^Attempts/ }).click();
    const attempts = sheet.getByRole('list', { name: 'Attempts' });
    await attempts.getByText('HTTP 200').waitFor();
    await attempts.getByText('{"received":true}').waitFor();

    // At-least-once: a repeat is allowed, and carries the same webhook-id.
    const [request] = receiver.received;
    if (!request) throw new Error('the receiver got no request');
    expect(JSON.parse(request.body)).toMatchObject({ type: 'webhook.test' });
    expect(hasValidSignature(request, secret)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });
});
