// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, orderFixture } from '../testing/fake-api';
import { findToast } from '../testing/find-toast';
import { renderDashboard } from '../testing/render-dashboard';

const saved: { name: string; href: string }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = orderFixture({ id: 'deadbeef-0000-4000-8000-000000000009' });

describe('order file downloads', () => {
  it("saves the whole results file as order-{short id}-results.csv and toasts 'Download started'", async () => {
    const { api } = renderDashboard({
      path: `/dashboard/orders/${order.id}`,
      routes: {
        'GET /api/orders/:id': () => order,
        'GET /api/orders/:id/csv/original': () => new Response('email\na@b.co\n'),
        'GET /api/orders/:id/csv/results': () => new Response('lp_row,email\n1,a@b.co\n'),
      },
    });
    const results = await screen.findByRole('tab', { name: 'Results' });
    fireEvent.mouseDown(results);
    fireEvent.click(results);
    await screen.findByRole('table', { name: 'Results preview' });
    const downloads = screen.getAllByRole('button', { name: 'Download' });
    fireEvent.click(downloads.at(-1) as HTMLElement);
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(saved.map((s) => s.name)).toEqual(['order-deadbeef-results.csv']);
    expect(await blobs.get(saved[0]?.href ?? '')?.text()).toBe('lp_row,email\n1,a@b.co\n');
    // The download is the whole file: no ?limit.
    const full = api.calls.filter((c) => c.path.endsWith('/csv/results') && c.search === '');
    expect(full).toHaveLength(1);
  });

  it.each([
    ['Clean list', 'clean'],
    ['Invalid only', 'invalid'],
    ['Duplicates only', 'duplicates'],
  ])('saves the %s from the menu beside Download as order-{short id}-%s.csv', async (label, filter) => {
    const { api } = renderDashboard({
      path: `/dashboard/orders/${order.id}`,
      routes: {
        'GET /api/orders/:id': () => order,
        'GET /api/orders/:id/csv/original': () => new Response('email\na@b.co\n'),
        'GET /api/orders/:id/csv/results': (call) =>
          new Response(call.search.includes('filter=') ? `lp_row\n${call.search}\n` : 'lp_row\n1\n'),
      },
    });
    const results = await screen.findByRole('tab', { name: 'Results' });
    fireEvent.mouseDown(results);
    fireEvent.click(results);
    await screen.findByRole('table', { name: 'Results preview' });
    const trigger = screen.getByRole('button', { name: 'Filtered downloads' });
    // Radix opens a menu from the keyboard (Enter) or a pointer press.
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(`^${label}`) }));
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(saved.map((s) => s.name)).toEqual([`order-deadbeef-${filter}.csv`]);
    expect(await blobs.get(saved[0]?.href ?? '')?.text()).toBe(`lp_row\n?filter=${filter}\n`);
    // The whole filtered file: the filter, and no ?limit.
    const filtered = api.calls.filter(
      (c) => c.path.endsWith('/csv/results') && c.search === `?filter=${filter}`,
    );
    expect(filtered).toHaveLength(1);
  });

  it('saves the results as an Excel workbook from the menu, order-{short id}-results.xlsx', async () => {
    const { api } = renderDashboard({
      path: `/dashboard/orders/${order.id}`,
      routes: {
        'GET /api/orders/:id': () => order,
        'GET /api/orders/:id/csv/original': () => new Response('email\na@b.co\n'),
        'GET /api/orders/:id/csv/results': (call) =>
          new Response(call.search.includes('format=xlsx') ? 'PK-workbook' : 'lp_row\n1\n'),
      },
    });
    const results = await screen.findByRole('tab', { name: 'Results' });
    fireEvent.mouseDown(results);
    fireEvent.click(results);
    await screen.findByRole('table', { name: 'Results preview' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Filtered downloads' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Excel workbook \(\.xlsx\)/ }));
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(saved.map((s) => s.name)).toEqual(['order-deadbeef-results.xlsx']);
    expect(
      api.calls.filter((c) => c.path.endsWith('/csv/results') && c.search === '?format=xlsx'),
    ).toHaveLength(1);
  });

  it('saves the original of a workbook upload as .original.xlsx, with its preview from the chosen sheet', async () => {
    const workbook = {
      ...order,
      fileName: 'contacts.xlsx',
      originalFormat: 'xlsx' as const,
      sheet: 'Q3 leads',
    };
    renderDashboard({
      path: `/dashboard/orders/${order.id}`,
      routes: {
        'GET /api/orders/:id': () => workbook,
        'GET /api/orders/:id/csv/original': ({ search }) =>
          search.includes('limit') ? new Response('email\na@b.co\n') : new Response('PK\u0003\u0004'),
      },
    });
    await screen.findByText('1 row(s) · 1 column(s)');
    expect(screen.getByText('Q3 leads')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(saved.map((s) => s.name)).toEqual(['contacts.original.xlsx']);
  });

  it("toasts 'Download failed' / 'Failed to download original file' on failure", async () => {
    let calls = 0;
    renderDashboard({
      path: `/dashboard/orders/${order.id}`,
      routes: {
        'GET /api/orders/:id': () => order,
        'GET /api/orders/:id/csv/original': () =>
          ++calls === 1 ? new Response('email\na@b.co\n') : apiErrorResponse(500, 'disk'),
      },
    });
    await screen.findByText('1 row(s) · 1 column(s)');
    // Only the results can be filtered: the original has no menu.
    expect(screen.queryByRole('button', { name: 'Filtered downloads' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await findToast('Download failed', 'Failed to download original file')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
