// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../testing/fakeApi';
import { OrdersTable } from './OrdersTable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const hour = 3_600_000;
const now = Date.parse('2025-03-01T12:00:00.000Z');

describe('OrdersTable countdown (SPEC §4)', () => {
  it("shows 'Nd Nh remaining' above 24 hours and 'Nh Nm remaining' below", () => {
    render(
      <OrdersTable
        now={now}
        onSelect={() => {}}
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
        onSelect={() => {}}
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
        onSelect={() => {}}
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
    render(<OrdersTable now={now} onSelect={() => {}} orders={[orderFixture({ status: 'completed' })]} />);
    expect(screen.queryByText(/\d+[dh] \d+[hm] remaining|Overdue/)).toBeNull();
  });
});
