// @vitest-environment happy-dom
import { act, cleanup, render as renderInPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../testing/fake-api';
import { OrdersTable } from './orders-table';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders inside a router: the names and View Details are links to each order's page. */
const render = (ui: ReactElement) => renderInPage(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const hour = 3_600_000;
const now = Date.parse('2025-03-01T12:00:00.000Z');

describe('OrdersTable countdown (48 hours from creation)', () => {
  it("shows 'Nd Nh remaining' above 24 hours and 'Nh Nm remaining' below", () => {
    render(
      <OrdersTable
        now={now}
        orders={[
          orderFixture({
            id: 'aaaaaaaa',
            status: 'pending',
            createdAt: new Date(now - 1 * hour).toISOString(),
          }),
          orderFixture({
            id: 'bbbbbbbb',
            status: 'in_progress',
            createdAt: new Date(now - 30 * hour - 15 * 60_000).toISOString(),
          }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('1d 23h remaining')).toBeTruthy();
    expect(within(second).getByText('17h 45m remaining')).toBeTruthy();
  });

  it("shows 'Overdue' and 'Support will reach out' past 48 hours", () => {
    render(
      <OrdersTable
        now={now}
        orders={[orderFixture({ status: 'pending', createdAt: new Date(now - 49 * hour).toISOString() })]}
      />,
    );
    expect(screen.getByText(/Overdue/)).toBeTruthy();
    expect(screen.getByText(/Support will reach out/)).toBeTruthy();
  });

  it('refreshes every 60 seconds', () => {
    vi.useFakeTimers({ now });
    render(
      <OrdersTable
        orders={[orderFixture({ status: 'pending', createdAt: new Date(now - 47 * hour).toISOString() })]}
      />,
    );
    expect(screen.getByText('1h 0m remaining')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('0h 59m remaining')).toBeTruthy();
  });

  it('shows no countdown for finished orders', () => {
    render(<OrdersTable now={now} orders={[orderFixture({ status: 'completed' })]} />);
    expect(screen.queryByText(/\d+[dh] \d+[hm] remaining|Overdue/)).toBeNull();
  });
});

describe('OrdersTable names and links (issue 40)', () => {
  it("names an upload by its file and a lead purchase by its profile, each linking to the order's page", () => {
    render(
      <OrdersTable
        now={now}
        orders={[
          orderFixture({ id: 'aaaaaaaa-1', fileName: 'acme-leads.csv', status: 'completed' }),
          orderFixture({
            id: 'bbbbbbbb-2',
            type: 'buy_leads',
            status: 'completed',
            leadRequest: {
              source: 'icp',
              count: 50,
              icp: { industries: ['Software'], countries: ['US', 'GB'] },
            },
          }),
          orderFixture({ id: 'cccccccc-3', status: 'completed' }),
        ]}
      />,
    );
    const [upload, purchase, nameless] = screen.getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(upload).getByRole('link', { name: 'acme-leads.csv' }).getAttribute('href')).toBe(
      '/orders/aaaaaaaa-1',
    );
    expect(within(upload).getByText('aaaaaaaa')).toBeTruthy();
    expect(within(purchase).getByRole('link', { name: '50 leads · Software · US, GB' })).toBeTruthy();
    expect(within(nameless).getByRole('link', { name: 'Order cccccccc' })).toBeTruthy();
    expect(
      within(upload).getByRole('link', { name: 'View Details of acme-leads.csv' }).getAttribute('href'),
    ).toBe('/orders/aaaaaaaa-1');
  });

  it('shows when each order was created, and the Created header turns the order around', () => {
    const changes: string[] = [];
    render(
      <OrdersTable
        now={now}
        sort="-createdAt"
        onSortChange={(sort) => changes.push(sort)}
        orders={[orderFixture({ status: 'completed', createdAt: '2025-02-27T09:30:00.000Z' })]}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Created/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(
      screen
        .getByRole('row', { name: /Upload & Verify/ })
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2025-02-27T09:30:00.000Z');
    within(header).getByRole('button').click();
    expect(changes).toEqual(['createdAt']);
  });
});
