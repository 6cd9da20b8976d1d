// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccuracyTrend } from './accuracy-trend';
import { accuracyTrendFixture, measuredOrderFixture } from './accuracy-fixtures';
import type { MeasuredOrder } from './measured-orders';

afterEach(cleanup);

function renderTrend(orders: readonly MeasuredOrder[]) {
  return render(
    <MemoryRouter>
      <AccuracyTrend orders={orders} />
    </MemoryRouter>,
  );
}

describe('AccuracyTrend', () => {
  it('says how an order gets measured before any is', () => {
    renderTrend([]);
    expect(screen.getByText('No order measured yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each measured order newest first with its figures and a link, and sums them up', () => {
    renderTrend(accuracyTrendFixture());
    const table = screen.getByRole('table', { name: 'Measured accuracy per order' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          // A cell's label is in its text for the phone's card layout.
          .map((cell) =>
            cell.textContent?.replace(
              /^(Ordered|Valid addresses|Reported hard bounces|Measured accuracy)/,
              '',
            ),
          ),
      );
    expect(rows.map((row) => [row[0], row[2], row[3], row[4]])).toEqual([
      ['campaign-4.csv', '195', '5', '97.4%'],
      ['campaign-3.csv', '2,000', '1', '>99.9%'],
      ['campaign-2.csv', '480', '9', '98.1%'],
      ['campaign-1.csv', '1,200', '40', '96.7%'],
      ['campaign-0.csv', '200', '12', '94.0%'],
    ]);
    expect(within(table).getByRole('link', { name: 'campaign-4.csv' }).getAttribute('href')).toBe(
      '/orders/a1b2c3d4-0000-4000-8000-000000000005',
    );
    expect(screen.getByTestId('accuracy-trend-summary').textContent).toBe(
      '5 orders measured; the latest, campaign-4.csv: 97.4%. Across them: valid addresses: 4,075; reported hard bounces: 67; measured accuracy 98.4%.',
    );
    // One point per order, joined by a line oldest to newest, higher for the better order.
    const chart = screen.getByTestId('accuracy-trend-chart');
    const points = [...chart.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cy')));
    expect(points).toHaveLength(5);
    expect(points[3]).toBeLessThan(points[0] as number);
    expect(chart.querySelector('polyline')).toBeTruthy();
  });

  it('draws one order as a point, without a line', () => {
    renderTrend([measuredOrderFixture(0, 20, 0)]);
    expect(screen.getByTestId('accuracy-trend-summary').textContent).toMatch(
      /^1 order measured; .*100\.0%\./,
    );
    const chart = screen.getByTestId('accuracy-trend-chart');
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    expect(chart.querySelector('polyline')).toBeNull();
  });
});
