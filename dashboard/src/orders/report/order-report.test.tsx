// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderReport } from './order-report';
import { typicalBilling, typicalStats } from './report-fixtures';

afterEach(cleanup);

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('OrderReport', () => {
  it('charts every figure of the stats with counts and shares', () => {
    render(<OrderReport stats={typicalStats} billing={typicalBilling} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Verification report' })).toBeTruthy();
    expect(tableRows('E-mail verdicts')).toEqual([
      'Valid6,91269%',
      'Risky1,20412%',
      'Invalid1,14611%',
      'Unknown5385%',
      'Missing2002%',
    ]);
    expect(tableRows('Phone verdicts')).toEqual(['Valid7,45075%', 'Invalid6106%', 'Missing1,94019%']);
    expect(tableRows('Line types')[0]).toBe('Mobile4,21057%');
    expect(tableRows('Duplicates removed')).toEqual([
      'Same e-mail30173%',
      'Same phone6416%',
      'Similar name4711%',
    ]);
    expect(tableRows('Connect scores')).toHaveLength(10);
    expect(tableRows('Connect scores')[9]).toBe('90–1006006%');
    expect(tableRows('Top e-mail reasons')).toContain('Mailbox not found7027%');
    expect(tableRows('Top e-mail reasons')).toContain('Catch-all domain8108%');
    expect(tableRows('Suggested corrections')[0]).toBe('gmial.com → gmail.com64<1%');
    expect(tableRows('Why numbers are invalid')[0]).toBe('Not a valid number40266%');
    const notCharged = screen.getByTestId('report-not-charged');
    expect(notCharged.textContent).toContain('Duplicates412');
    expect(notCharged.textContent).toContain('Unverifiable rows126');
    expect(notCharged.textContent).toContain('Credits refunded538');
  });

  it('shows what an order completed before the breakdowns has, and no receipt section without one', () => {
    const { emails, phones, duplicates, meanScore } = typicalStats;
    render(<OrderReport stats={{ emails, phones, duplicates, meanScore }} />);
    expect(screen.getByRole('table', { name: 'E-mail verdicts' })).toBeTruthy();
    expect(screen.queryByRole('figure', { name: 'Connect scores' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Top e-mail reasons' })).toBeNull();
    expect(screen.getByText(/412 rows repeat an earlier contact/)).toBeTruthy();
    expect(screen.queryByTestId('report-not-charged')).toBeNull();
  });

  it('leaves the receipt out until the order is settled', () => {
    render(
      <OrderReport
        stats={typicalStats}
        billing={{ ...typicalBilling, charged: null, refunded: null, duplicates: null, unverifiable: null }}
      />,
    );
    expect(screen.queryByTestId('report-not-charged')).toBeNull();
  });

  it('shows the accuracy bounce reports measured once one touched the order, and nothing before', () => {
    const measuredAccuracy = {
      validAddresses: 195,
      reportedHardBounces: 5,
      accuracy: 1 - 5 / 195,
      measuredAt: '2026-11-20T10:00:00.000Z',
    };
    render(
      <MemoryRouter>
        <OrderReport stats={typicalStats} billing={typicalBilling} measuredAccuracy={measuredAccuracy} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Measured accuracy' })).toBeTruthy();
    const facts = screen.getByTestId('report-measured-accuracy');
    expect(facts.textContent).toBe('Valid addresses195Reported hard bounces5Measured accuracy97.4%');
    expect(screen.getByRole('link', { name: 'bounce reports' }).getAttribute('href')).toBe('/bounces');
    cleanup();

    render(<OrderReport stats={typicalStats} billing={typicalBilling} measuredAccuracy={null} />);
    expect(screen.queryByTestId('report-measured-accuracy')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Measured accuracy' })).toBeNull();
  });
});
