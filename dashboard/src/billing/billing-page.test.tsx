// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';
import { checkoutReturnToast } from './use-checkout-return-toast';

afterEach(cleanup);

const tx = (index: number, reason = 'order', amount = -1) => ({
  id: `t${index}`,
  amount,
  reason,
  description: `Entry ${index}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
});

describe('billing page', () => {
  it('shows the balance, the purchase panel, the prices of the pricing call in credits, and the action buttons', async () => {
    renderDashboard({
      path: '/dashboard/billing',
      routes: {
        'GET /api/users/me/balance': () => ({ balance: 1250 }),
        'GET /api/pricing': () => [
          { type: 'upload_csv', price_per_row: 1 },
          { type: 'buy_leads', price_per_row: 1.5 },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing & Credits' })).toBeTruthy();
    expect((await screen.findByTestId('billing-balance')).textContent).toBe('1,250 credits');
    expect(screen.getByRole('button', { name: 'Add Credits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeTruthy();
    const pricing = await screen.findByRole('region', { name: 'Upload & Verify' });
    expect(within(pricing).getByTestId('price-upload_csv').textContent).toBe('1 credit per row');
    expect(within(pricing).getByText('Duplicate removal')).toBeTruthy();
    const leads = screen.getByRole('region', { name: 'Source + Verify' });
    expect(within(leads).getByTestId('price-buy_leads').textContent).toBe('1.5 credits per row');
    expect(within(leads).getByText('Real-time data')).toBeTruthy();
    expect(screen.queryByText(/0\.05|0\.10/)).toBeNull();
  });

  it('says why the prices could not be loaded, with Retry', async () => {
    renderDashboard({
      path: '/dashboard/billing',
      routes: { 'GET /api/pricing': () => apiErrorResponse(503, 'Service unavailable') },
    });
    expect((await screen.findByText(/Prices could not be loaded/)).textContent).toBe(
      'Prices could not be loaded: Failed to fetch pricing',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lists transactions with positive badges for grant, purchase and refund, and loads more by nextOffset', async () => {
    const { api } = renderDashboard({
      path: '/dashboard/billing',
      routes: {
        'GET /api/credit-transactions': (call) => {
          const offset = Number(new URLSearchParams(call.search).get('offset'));
          if (offset === 0)
            return {
              items: [
                tx(1, 'purchase', 500),
                tx(2, 'order', -3),
                ...Array.from({ length: 18 }, (_, i) => tx(i + 3)),
              ],
              nextOffset: 20,
            };
          return { items: [tx(21, 'refund', 3), tx(22, 'grant', 50)], nextOffset: null };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Credit transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('+500')).toBeTruthy();
    expect(within(table).getByText('Purchase')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));
    expect(within(table).getByText('Refund')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/credit-transactions').map((c) => c.search)).toEqual([
      '?limit=20&offset=0',
      '?limit=20&offset=20',
    ]);
  });

  it('says when Load more fails, and Load more tries again', async () => {
    let second = 0;
    renderDashboard({
      path: '/dashboard/billing',
      routes: {
        'GET /api/credit-transactions': (call) => {
          if (new URLSearchParams(call.search).get('offset') === '0')
            return { items: [tx(1)], nextOffset: 20 };
          return ++second === 1 ? apiErrorResponse(500, 'Ledger busy') : { items: [tx(2)], nextOffset: null };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more transactions: Ledger busy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Entry 2')).toBeTruthy();
    expect(screen.queryByText(/Could not load more/)).toBeNull();
  });

  it("toasts 'Payment completed' for checkout=success and cleans the URL", async () => {
    renderDashboard({ path: '/dashboard/billing?checkout=success' });
    expect(await screen.findByText('Payment completed')).toBeTruthy();
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/dashboard/billing'),
    );
  });

  it("sends Manage Billing to the portal URL, or toasts 'Failed to open billing portal. Please try again.'", async () => {
    const first = renderDashboard({
      path: '/dashboard/billing',
      routes: { 'POST /api/billing/portal': () => ({ url: 'http://dashboard.test/dev/portal/abc' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('http://dashboard.test/dev/portal/abc'));
    cleanup();
    renderDashboard({
      path: '/dashboard/billing',
      routes: { 'POST /api/billing/portal': () => apiErrorResponse(500, 'Stripe down') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('Failed to open billing portal. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

describe('checkoutReturnToast', () => {
  it('maps the checkout and portal return parameters to their toasts', () => {
    expect(checkoutReturnToast('?checkout=success')).toBe('Payment completed');
    expect(checkoutReturnToast('?checkout=cancel')).toBe('Checkout canceled');
    expect(checkoutReturnToast('?portal=success')).toBe('Welcome back!');
    expect(checkoutReturnToast('?checkout=other')).toBeUndefined();
    expect(checkoutReturnToast('')).toBeUndefined();
  });
});
