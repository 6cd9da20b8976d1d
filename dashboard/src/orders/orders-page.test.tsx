// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, orderFixture, ordersPage } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';

afterEach(cleanup);

const completed = orderFixture({ id: 'aaaaaaaa-1111', status: 'completed' });
const running = orderFixture({
  id: 'bbbbbbbb-2222',
  status: 'in_progress',
  resultFilePath: null,
  rowCount: 10,
  creditsUsed: 10,
  progress: { rowsProcessed: 4, rowsTotal: 10 },
});
const waiting = orderFixture({
  id: 'cccccccc-3333',
  status: 'pending',
  resultFilePath: null,
  rowCount: null,
  creditsUsed: null,
});

const originalCsv = 'email,phone,name\na@b.co,,Ada\nc@d.co,+15550100,\n';

describe('orders list', () => {
  it('shows tabs with counts and rows with name or short id, type, status, rows and credits, countdown', async () => {
    renderDashboard({
      path: '/dashboard/orders',
      routes: { 'GET /api/orders': (call) => ordersPage([running, waiting, completed], call) },
    });
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeTruthy();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Order bbbbbbbb' })).toBeTruthy();
    expect(within(first).getByText('Upload & Verify')).toBeTruthy();
    expect(within(first).getByText('in progress')).toBeTruthy();
    expect(within(first).getByText('10 rows · 10 credits')).toBeTruthy();
    expect(within(first).getByText('Verified 4 of 10 rows')).toBeTruthy();
    expect(within(first).getByText(/\d+[dh] \d+[hm] remaining/)).toBeTruthy();
    // No row count yet: neither rows nor credits.
    expect(within(second).queryByText(/rows ·/)).toBeNull();
  });

  it('pages through 250 orders with Load more, each tab asking for its statuses, counts from the server', async () => {
    // Mostly ended orders: an open one renders a ticking countdown, which only slows the test down.
    // No order in progress: the list would poll every 3 s, refetching every page loaded so far mid-test.
    const statuses = ['completed', 'failed', 'completed', 'pending', 'pending'] as const;
    const many = Array.from({ length: 250 }, (_, i) =>
      orderFixture({
        id: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
        status: statuses[i % 5],
        rowCount: null,
        creditsUsed: null,
        resultFilePath: null,
      }),
    );
    const { api } = renderDashboard({
      path: '/dashboard/orders',
      routes: { 'GET /api/orders': (call) => ordersPage(many, call) },
    });
    expect(await screen.findByRole('tab', { name: 'All (250)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending (100)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed (100)' })).toBeTruthy();
    // Role queries walk the whole table's accessibility tree on every retry: over hundreds of rows that was 12 s of
    // this file's 16. The table is found by its role once; its body rows and the button are then read directly.
    const table = screen.getByRole('table');
    const rows = () => Array.from(table.querySelectorAll('tbody tr'));
    const loadMore = () => screen.queryByText('Load more')?.closest('button') ?? null;
    expect(rows()).toHaveLength(20);
    for (let shown = 20; shown < 250; shown += 20) {
      fireEvent.click(loadMore() as HTMLButtonElement);
      await waitFor(() => expect(rows()).toHaveLength(Math.min(shown + 20, 250)));
    }
    expect(loadMore()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(rows()[249] as HTMLElement).getByText('Order 00000249')).toBeTruthy();
    const listCalls = api.calls.filter((c) => c.path === '/api/orders');
    expect(listCalls.map((c) => c.search)).toEqual(
      Array.from({ length: 13 }, (_, i) => `?limit=20&offset=${i * 20}`),
    );

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Pending (100)' }));
    await waitFor(() => expect(screen.getAllByText('pending')).toHaveLength(20));
    expect(api.calls.at(-1)?.search).toBe('?status=pending%2Cin_progress&limit=20&offset=0');
    expect(screen.getByRole('tab', { name: 'All (250)' })).toBeTruthy();
  }, 60_000);

  it("says 'No orders found.' when there are none", async () => {
    renderDashboard({ path: '/dashboard/orders' });
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });

  it("opens the order's own page with View Details, and Back to Orders returns to the list as it was", async () => {
    const named = { ...completed, fileName: 'acme-leads.csv' };
    const { api } = renderDashboard({
      path: '/dashboard/orders?tab=completed&sort=createdAt',
      routes: {
        'GET /api/orders': (call) => ordersPage([named], call),
        'GET /api/orders/:id': () => named,
        'GET /api/orders/:id/csv/original': () => new Response(originalCsv),
        'GET /api/orders/:id/csv/results': () => new Response('lp_row,email\n1,a@b.co\n'),
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Sorted oldest first: show newest first' }),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/orders')?.search).toBe(
      '?status=completed&sort=createdAt&limit=20&offset=0',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'View Details of acme-leads.csv' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'acme-leads.csv' })).toBeTruthy();
    expect(screen.getByText('Order aaaaaaaa')).toBeTruthy();
    expect(screen.getByText('Credits Used')).toBeTruthy();
    expect(screen.getByText('Total Rows')).toBeTruthy();
    expect(await screen.findByText('2 row(s) · 3 column(s)')).toBeTruthy();
    // Empty cells read '-'.
    expect(screen.getAllByRole('cell', { name: '-' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sorted oldest first: show newest first' })).toBeTruthy();
  });

  it('turns the list around from the Created header and the sort button, keeping it in the address', async () => {
    const { api } = renderDashboard({
      path: '/dashboard/orders',
      routes: { 'GET /api/orders': (call) => ordersPage([completed, waiting], call) },
    });
    const header = await screen.findByRole('columnheader', { name: /Created/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
    expect(api.calls.at(-1)?.search).toBe('?sort=createdAt&limit=20&offset=0');
    fireEvent.click(screen.getByRole('button', { name: 'Sorted oldest first: show newest first' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe(
        'descending',
      ),
    );
  });

  it('shows an error with Retry when the list fails', async () => {
    renderDashboard({
      path: '/dashboard/orders',
      routes: { 'GET /api/orders': () => apiErrorResponse(500, 'Database unavailable') },
    });
    expect(await screen.findByText('Unable to load orders: Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('order page /dashboard/orders/{id}', () => {
  it('shows the order with Results (Not Ready) disabled while it runs, and N/A rows', async () => {
    renderDashboard({
      path: `/dashboard/orders/${waiting.id}`,
      routes: {
        'GET /api/orders/:id': () => waiting,
        'GET /api/orders/:id/csv/original': () => new Response('email\n'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cccccccc' })).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('0')).toBeTruthy();
    const results = screen.getByRole('tab', { name: 'Results (Not Ready)' }) as HTMLButtonElement;
    expect(results.disabled).toBe(true);
    expect(await screen.findByText('No data rows found')).toBeTruthy();
  });

  it("says 'Order not found.' for a 404", async () => {
    renderDashboard({
      path: '/dashboard/orders/nope',
      routes: { 'GET /api/orders/:id': () => apiErrorResponse(404, 'Order not found', 'not_found') },
    });
    expect(await screen.findByText('Order not found.')).toBeTruthy();
  });

  it("says 'Error loading order: {message}' for other failures", async () => {
    renderDashboard({
      path: '/dashboard/orders/x',
      routes: { 'GET /api/orders/:id': () => apiErrorResponse(500, 'Database unavailable') },
    });
    expect(await screen.findByText('Error loading order: Database unavailable')).toBeTruthy();
  });

  it("says 'No data available' when the file cannot be fetched", async () => {
    renderDashboard({
      path: `/dashboard/orders/${completed.id}`,
      routes: {
        'GET /api/orders/:id': () => completed,
        'GET /api/orders/:id/csv/original': () => apiErrorResponse(404, 'No file', 'not_found'),
      },
    });
    expect(await screen.findByText('No data available')).toBeTruthy();
  });

  it('shows a demo lead purchase with its delivered leads as the only file', async () => {
    const purchase = orderFixture({
      id: 'dddddddd-4444',
      type: 'buy_leads',
      rowCount: 2,
      creditsUsed: 3,
      demo: true,
      leadRequest: {
        source: 'icp',
        icp: { industries: ['Software'], countries: ['US'], seniorities: ['vp'] },
        count: 2,
      },
    });
    renderDashboard({
      path: `/dashboard/orders/${purchase.id}`,
      routes: {
        'GET /api/orders/:id': () => purchase,
        'GET /api/orders/:id/csv/results': () =>
          new Response('email,industry,country\nada@acme.example,Software,US\nbo@beta.example,Software,US\n'),
      },
    });
    expect(await screen.findByRole('heading', { name: '2 leads · Software · US' })).toBeTruthy();
    expect(screen.getByText('Order dddddddd')).toBeTruthy();
    expect(screen.getByText('Source + Verify')).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Original Upload' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Results' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('2 row(s) · 3 column(s)')).toBeTruthy();
    // The profile it was bought with.
    expect(screen.getByRole('heading', { name: 'Ideal customer profile' })).toBeTruthy();
    expect(screen.getByText('Industries').nextSibling?.textContent).toBe('Software');
    expect(screen.getByText('Seniorities').nextSibling?.textContent).toBe('VP');
    expect(screen.getByText('Title keywords').nextSibling?.textContent).toBe('Any');
  });

  it('asks for a preview of the first 100 rows only', async () => {
    const { api } = renderDashboard({
      path: `/dashboard/orders/${completed.id}`,
      routes: {
        'GET /api/orders/:id': () => completed,
        'GET /api/orders/:id/csv/original': () => new Response(originalCsv),
      },
    });
    await screen.findByText('2 row(s) · 3 column(s)');
    expect(api.calls.find((c) => c.path.endsWith('/csv/original'))?.search).toBe('?limit=100');
  });
});

describe('other routes', () => {
  it('redirects /dashboard/billing/pricing and second /dashboard/ segments to /dashboard', async () => {
    renderDashboard({ path: '/dashboard/billing/pricing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    cleanup();
    renderDashboard({ path: '/dashboard/orders/dashboard/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('shows the 404 screen for unknown dashboard paths', async () => {
    renderDashboard({ path: '/dashboard/nowhere' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
