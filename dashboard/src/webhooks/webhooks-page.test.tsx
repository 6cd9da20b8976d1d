// @vitest-environment happy-dom

import type { WebhookDelivery, WebhookEndpoint } from '@leadproof/contract/webhooks';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';
import { deliveryFixture, endpointFixture, failedDeliveryFixture } from './webhook-fixtures';

afterEach(cleanup);

const PATH = '/dashboard/webhooks';

/** The URLs the endpoints table shows (the buttons also name them, for screen readers). */
function listedUrls(table: HTMLElement): string[] {
  return within(table)
    .getAllByText(/^https:\/\//)
    .filter((element) => !element.closest('button'))
    .map((element) => element.textContent ?? '');
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  return screen.findByRole('dialog', { name: 'Add endpoint' });
}

describe('Webhooks page', () => {
  it('is in the sidebar right after API Keys', async () => {
    renderDashboard({ path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Webhooks')).toBe(links.indexOf('API Keys') + 1);
    expect(screen.getByRole('link', { name: 'Webhooks' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds an endpoint after validation, shows its secret once, and lists it', async () => {
    const endpoints: WebhookEndpoint[] = [];
    const { api } = renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => ({ items: endpoints }),
        'POST /api/webhooks': (call) => {
          const body = JSON.parse(call.body ?? '{}') as Omit<WebhookEndpoint, 'id' | 'createdAt'>;
          const endpoint = endpointFixture({ id: 'wh_new', ...body });
          endpoints.push(endpoint);
          return new Response(JSON.stringify({ ...endpoint, secret: 'whsec_c2VjcmV0' }), { status: 201 });
        },
      },
    });
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();
    const dialog = await openAddDialog();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Endpoint URL')));

    // Opens ready but for the URL: order.completed ticked, no message yet.
    expect(
      within(dialog).getByRole('checkbox', { name: 'order.completed' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(dialog).queryByText(/required|must/)).toBeNull();

    // Sent without a URL: the message names the field, and the URL field gets the focus.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('Endpoint URL is required')).toBeTruthy();
    expect(within(dialog).queryByText('Choose at least one event')).toBeNull();
    const url = within(dialog).getByLabelText('Endpoint URL');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(url);

    // While the address is typed, no message; leaving the field checks it.
    fireEvent.change(url, { target: { value: 'hooks.acme.com' } });
    expect(within(dialog).queryByText(/Endpoint URL (is|must)/)).toBeNull();
    fireEvent.blur(url);
    expect(
      within(dialog).getByText('Endpoint URL must be a full address starting with https://'),
    ).toBeTruthy();
    fireEvent.change(url, { target: { value: 'https://hooks.acme.com/leadproof' } });
    fireEvent.blur(url);
    expect(within(dialog).queryByText(/Endpoint URL (is|must)/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), {
      target: { value: 'CRM import' },
    });
    expect(within(dialog).queryByLabelText('Low-credit threshold')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'credits.low' }));
    // The threshold comes proposed, and an emptied one is only called out when sent.
    const threshold = within(dialog).getByLabelText('Low-credit threshold') as HTMLInputElement;
    expect(threshold.value).toBe('100');
    fireEvent.change(threshold, { target: { value: '' } });
    expect(within(dialog).queryByText('Low-credit threshold is required for credits.low')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('Low-credit threshold is required for credits.low')).toBeTruthy();
    expect(document.activeElement).toBe(threshold);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(threshold, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(secret).getByTestId('webhook-secret').textContent).toBe('whsec_c2VjcmV0');
    expect(within(secret).getByText(/it will not be shown again/)).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/webhooks');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      url: 'https://hooks.acme.com/leadproof',
      description: 'CRM import',
      events: ['order.completed', 'credits.low'],
      creditsLowThreshold: 100,
    });
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(listedUrls(table)).toEqual(['https://hooks.acme.com/leadproof']);
    expect(within(table).getByText('CRM import')).toBeTruthy();
    expect(within(table).getByText('order.completed')).toBeTruthy();
    expect(within(table).getByText('credits.low')).toBeTruthy();
    expect(within(table).getByText('100 credits')).toBeTruthy();
    expect(screen.queryByText('whsec_c2VjcmV0')).toBeNull();

    // Opening the form again starts afresh, with no message left over.
    const again = await openAddDialog();
    expect((within(again).getByLabelText('Endpoint URL') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText('Endpoint URL is required')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    renderDashboard({
      path: PATH,
      routes: {
        'POST /api/webhooks': () =>
          apiErrorResponse(400, 'Webhook URLs must use https in production', 'invalid_webhook_url'),
      },
    });
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), {
      target: { value: 'http://hooks.acme.com/leadproof' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'order.failed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not add the endpoint: Webhook URLs must use https in production',
    );
    expect((within(dialog).getByLabelText('Endpoint URL') as HTMLInputElement).value).toBe(
      'http://hooks.acme.com/leadproof',
    );
    expect(screen.queryByRole('dialog', { name: 'Endpoint added' })).toBeNull();
  });

  it('sends a test event with a toast, and the open log shows it and every attempt', async () => {
    const deliveries: WebhookDelivery[] = [deliveryFixture(), failedDeliveryFixture()];
    const { api } = renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => ({ items: [endpointFixture()] }),
        'GET /api/webhooks/:id/deliveries': () => ({ items: deliveries }),
        'POST /api/webhooks/:id/test': () => {
          const delivery = deliveryFixture({ id: 'del_test', eventType: 'webhook.test' });
          deliveries.unshift(delivery);
          return new Response(JSON.stringify(delivery), { status: 201 });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    fireEvent.click(
      within(table).getByRole('button', { name: 'Delivery log of https://hooks.acme.com/leadproof' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Delivery log' });
    const log = await within(sheet).findByRole('table', { name: 'Deliveries' });
    expect(api.calls.find((c) => c.path === '/api/webhooks/wh_1/deliveries')?.search).toBe('?limit=50');
    // Header row + two deliveries.
    expect(within(log).getAllByRole('row')).toHaveLength(3);
    const failedRow = within(log).getByText('order.failed').closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('5')).toBeTruthy();
    expect(within(failedRow).getByText('No response')).toBeTruthy();
    expect(within(failedRow).getByText('3 ms')).toBeTruthy();

    const toggle = within(failedRow).getByRole('button', { name: /^Attempts/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const attempts = within(log).getByRole('list', { name: 'Attempts' });
    expect(toggle.getAttribute('aria-controls')).toBe(attempts.id);
    expect(within(attempts).getAllByRole('listitem')).toHaveLength(5);
    expect(within(attempts).getAllByText('HTTP 500')).toHaveLength(2);
    expect(within(attempts).getByText('No answer within 10 s')).toBeTruthy();
    expect(within(attempts).getByText('10.0 s')).toBeTruthy();
    const pre = within(attempts).getByText('{"error":"database is locked"}');
    expect(pre.tagName).toBe('PRE');

    const logFetches = () => api.calls.filter((c) => c.path === '/api/webhooks/wh_1/deliveries').length;
    const before = logFetches();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/webhooks/wh_1/test')).toBe(true);
    await within(log).findByText('test event');
    expect(logFetches()).toBeGreaterThan(before);
  });

  // That it stops once none is in flight: deliveryLogRefetchInterval in queries.test.ts.
  it('polls the open log while a delivery is retrying', async () => {
    let retrying = true;
    const { api } = renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => ({ items: [endpointFixture()] }),
        'GET /api/webhooks/:id/deliveries': () => {
          const delivery = retrying
            ? deliveryFixture({ status: 'retrying', nextAttemptAt: new Date().toISOString() })
            : deliveryFixture();
          retrying = false;
          return { items: [delivery] };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    fireEvent.click(within(table).getByRole('button', { name: /^Delivery log/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Delivery log' });
    expect(await within(sheet).findByText('Retrying')).toBeTruthy();
    // WEBHOOK_DELIVERY_POLL_MS later the log is fetched again, by itself.
    expect(await within(sheet).findByText('Succeeded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/deliveries'))).toHaveLength(2);
  });

  it('sends a test event from the table with a toast, and says why it failed', async () => {
    let fail = false;
    renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => ({ items: [endpointFixture()] }),
        'POST /api/webhooks/:id/test': () =>
          fail
            ? apiErrorResponse(404, 'Webhook endpoint not found', 'not_found')
            : new Response(JSON.stringify(deliveryFixture({ status: 'pending', attempts: [] })), {
                status: 201,
              }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const send = within(table).getByRole('button', {
      name: 'Send test event to https://hooks.acme.com/leadproof',
    });
    fireEvent.click(send);
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    fail = true;
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText('Could not send the test event')).toBeTruthy();
    expect(await screen.findByText('Webhook endpoint not found')).toBeTruthy();
  });

  it('shows a disabled endpoint as Disabled, with why and how to turn it back on (issue 34, finding 5)', async () => {
    const reason =
      'Every delivery attempt failed for 3 days, since 2026-11-25 09:00 UTC. The last: The receiver answered 500.';
    renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => ({
          items: [
            endpointFixture({ id: 'wh_off', disabledAt: '2026-11-28T09:00:00.000Z', disabledReason: reason }),
            endpointFixture({ id: 'wh_on', url: 'https://hooks.acme.com/other' }),
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Disabled')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(new RegExp(reason.replace(/[.]/g, '\\.')))).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/test event answered 2xx turns it back on/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Disabled')).toBeNull();
  });

  it('removes an endpoint after confirmation', async () => {
    let endpoints = [
      endpointFixture(),
      endpointFixture({ id: 'wh_2', url: 'https://ops.acme.com/hook', description: '' }),
    ];
    const { api } = renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => ({ items: endpoints }),
        'DELETE /api/webhooks/:id': (_call, { id }) => {
          endpoints = endpoints.filter((endpoint) => endpoint.id !== id);
          return new Response(null, { status: 204 });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    fireEvent.click(within(table).getByRole('button', { name: 'Remove https://ops.acme.com/hook' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove this endpoint?' });
    expect(within(confirm).getByText(/https:\/\/ops\.acme\.com\/hook gets no more events/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: 'Remove https://ops.acme.com/hook' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove this endpoint?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove endpoint' }));
    expect(await screen.findByText('Endpoint removed')).toBeTruthy();
    await waitFor(() => expect(listedUrls(table)).toEqual(['https://hooks.acme.com/leadproof']));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/webhooks/wh_2')).toBe(true);
  });

  it('shows an error with Retry when the endpoints cannot be loaded', async () => {
    let fail = true;
    renderDashboard({
      path: PATH,
      routes: {
        'GET /api/webhooks': () => (fail ? apiErrorResponse(503, 'Service unavailable') : { items: [] }),
      },
    });
    expect(await screen.findByText('Unable to load webhook endpoints: Service unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();
  });
});
