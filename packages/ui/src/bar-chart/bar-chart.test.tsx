// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

describe('BarChart', () => {
  it('shows counts and shares, names the picture with a summary and lists the data in a table', () => {
    render(
      <BarChart
        title="Phone verdicts"
        labelHeader="Status"
        data={[
          { label: 'Valid', value: 30, tone: 'success' },
          { label: 'Invalid', value: 10, tone: 'danger' },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Phone verdicts' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '40 rows. Largest: Valid 30 (75%), Invalid 10 (25%).',
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Status', 'Rows', 'Share']);
    expect(within(table).getByRole('row', { name: 'Invalid 10 25%' })).toBeTruthy();
  });

  it('takes percentages of a given total, and shows the empty text when nothing was counted', () => {
    const { rerender } = render(
      <BarChart title="Reasons" total={200} data={[{ label: 'Typo', value: 50 }]} />,
    );
    expect(screen.getByRole('row', { name: 'Typo 50 25%' })).toBeTruthy();
    rerender(<BarChart title="Reasons" data={[]} emptyText="No reasons." />);
    expect(screen.getByText('No reasons.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
