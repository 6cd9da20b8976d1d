// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, orderFixture, ordersPage } from '../testing/fake-api';
import { FakeXhr } from '../testing/fake-xhr';
import { findToast } from '../testing/find-toast';
import { renderDashboard } from '../testing/render-dashboard';

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.status = 200;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = { path: 'u1/o1/original.csv', token: 'tok', bucket: 'uploads' };

async function chooseAndSubmit() {
  await screen.findByText('Credits: 50');
  const zone = screen.getByRole('button', { name: /Drag and drop a CSV file here/ });
  fireEvent.drop(zone, { dataTransfer: { files: [new File(['email\na@b.co\n'], 'leads.csv')] } });
  await screen.findByText('OK');
  fireEvent.click(screen.getByRole('button', { name: 'Upload & Start Verification' }));
}

describe('upload flow', () => {
  it('creates the order, uploads to signed storage, confirms, toasts and opens the orders list', async () => {
    const order = orderFixture({ id: 'o1', status: 'in_progress', resultFilePath: null, rowCount: 1 });
    let listed = false;
    const { api } = renderDashboard({
      routes: {
        'POST /api/orders': () => new Response(JSON.stringify({ id: 'o1' }), { status: 201 }),
        'POST /api/orders/:id/upload-url': () => ticket,
        'POST /api/orders/:id/upload-complete': () => {
          listed = true;
          return order;
        },
        'GET /api/orders': (call) => ordersPage(listed ? [order] : [], call),
      },
    });
    await chooseAndSubmit();
    expect(await screen.findByText('Order created — verification started')).toBeTruthy();
    expect(screen.getByText("We'll email you when it's ready.")).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard/orders');
    expect(await screen.findByText('Order o1')).toBeTruthy();

    const steps = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(steps).toEqual(['/api/orders', '/api/orders/o1/upload-url', '/api/orders/o1/upload-complete']);
    expect(
      JSON.parse(api.calls.find((c) => c.path === '/api/orders' && c.method === 'POST')?.body ?? ''),
    ).toEqual({
      type: 'upload_csv',
      requestDetails: { source: 'dashboard', fileName: 'leads.csv' },
    });
    expect(JSON.parse(api.calls.find((c) => c.path.endsWith('upload-complete'))?.body ?? '')).toEqual({
      path: ticket.path,
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: 'http://dashboard.test/storage/v1/object/upload/sign/uploads/u1/o1/original.csv?token=tok',
      headers: { 'content-type': 'text/csv', 'x-upsert': 'true' },
    });
    // The summary and the balance were refreshed after the upload.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/dashboard/summary').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("shows 'Upload failed' with the server's message (402: not enough credits)", async () => {
    renderDashboard({
      routes: {
        'POST /api/orders': () => ({ id: 'o1' }),
        'POST /api/orders/:id/upload-url': () => ticket,
        'POST /api/orders/:id/upload-complete': () =>
          apiErrorResponse(
            402,
            'Not enough credits: this file needs 2 credits, you have 1.',
            'insufficient_credits',
          ),
      },
    });
    await chooseAndSubmit();
    expect(
      await findToast('Upload failed', 'Not enough credits: this file needs 2 credits, you have 1.'),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('names the failing step when the server gives no message', async () => {
    renderDashboard({
      routes: { 'POST /api/orders': () => new Response('', { status: 500 }) },
    });
    await chooseAndSubmit();
    expect(await findToast('Upload failed', 'Failed to create order')).toBeTruthy();
  });
});
