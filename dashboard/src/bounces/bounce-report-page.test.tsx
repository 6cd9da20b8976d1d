// @vitest-environment happy-dom
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';
import {
  awaitingReviewReportFixture,
  bounceReportFixture,
  failedReportFixture,
  processingReportFixture,
} from './bounce-fixtures';

afterEach(cleanup);

/** The card a section heading names. */
function section(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('[aria-labelledby]') as HTMLElement;
}

function renderReport(report: BounceReport | (() => Response | BounceReport)) {
  return renderDashboard({
    path: `/dashboard/bounces/${typeof report === 'function' ? 'r404' : report.id}`,
    routes: { 'GET /api/bounce-reports/:id': typeof report === 'function' ? report : () => report },
  });
}

describe('bounce report page', () => {
  it('shows the figures, bounces by kind, matches per order with links, the refund and what was not refunded', async () => {
    const report = bounceReportFixture();
    renderReport(report);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'spring-campaign-bounces.csv' }),
    ).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Mailchimp, bounced')).toBeTruthy();

    const refunded = screen.getByText('Credits refunded').closest('div') as HTMLElement;
    expect(within(refunded).getByText('3')).toBeTruthy();
    expect(within(refunded).getByRole('link', { name: 'In your credit history' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );

    const kinds = section('Bounces by kind');
    expect(within(kinds).getByText('Hard').parentElement?.textContent).toMatch(/^Hard7/);
    expect(within(kinds).getByText('Soft').parentElement?.textContent).toMatch(/^Soft3/);
    expect(within(kinds).getByText('Unclear').parentElement?.textContent).toMatch(/^Unclear2/);

    const matches = screen.getByRole('table', { name: 'Matches per order' });
    const rows = within(matches).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [orderRow, realtimeRow] = rows as [HTMLElement, HTMLElement];
    expect(within(orderRow).getByRole('link', { name: 'Order a1b2c3d4' }).getAttribute('href')).toBe(
      '/dashboard/orders/a1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(orderRow.textContent).toMatch(/Refunded2/);
    expect(orderRow.textContent).toMatch(/Charged rows480/);
    expect(realtimeRow.textContent).toMatch(/^Real-time checks/);

    const notRefunded = section('Not refunded, and why');
    const reasons = within(notRefunded)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(reasons).toEqual([
      'Soft bounces: 3 addresses',
      'Unclear bounces: 2 addresses',
      'Called risky: 2 addresses',
      'Not called valid by us: 2 addresses',
    ]);
    expect(within(notRefunded).getByText(/which the guarantee does not cover/)).toBeTruthy();
  });

  it('explains a report waiting for review: what it asks, the cap, and why', async () => {
    renderReport(awaitingReviewReportFixture());
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    const notice = screen.getByText(/This report asks for 40 credits back/);
    expect(notice.textContent).toMatch(
      /Each order's refunds may reach 5 % of its charged rows, counting what earlier reports refunded or hold for it, and only 5 of these credits fit in that room/,
    );
    expect(notice.textContent).toMatch(/a forged log cannot drain credits/);
    expect(screen.getByText('Credits waiting for review')).toBeTruthy();
    const matches = screen.getByRole('table', { name: 'Matches per order' });
    expect(within(matches).getAllByRole('row')[1]?.textContent).toMatch(/Refundable40/);
  });

  it('links the report that holds addresses awaiting its review', async () => {
    const holder = 'c0ffee00-0000-4000-8000-000000000009';
    renderReport(
      bounceReportFixture({
        notRefundable: [
          {
            reason: 'awaiting_review',
            addresses: 2,
            reportIds: [holder],
            message: `2 hard-bounced addresses are awaiting review in report c0ffee00: refunded once, by whichever report is approved.`,
          },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Not refunded, and why' });
    const reasons = section('Not refunded, and why');
    expect(within(reasons).getByText('Awaiting review in another report: 2 addresses')).toBeTruthy();
    expect(within(reasons).getByRole('link', { name: 'Report c0ffee00' }).getAttribute('href')).toBe(
      `/dashboard/bounces/${holder}`,
    );
  });

  it("shows a failed report's message and the way to upload a corrected file", async () => {
    renderReport(failedReportFixture());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not read this file')).toBeTruthy();
    expect(alert.textContent).toMatch(/No e-mail column found/);
    expect(within(alert).getByRole('link', { name: 'Upload a corrected file' }).getAttribute('href')).toBe(
      '/dashboard/bounces',
    );
    // Nothing was read: no figures to show.
    expect(screen.queryByText('Rows read')).toBeNull();
  });

  it('says a report is being read, without figures yet', async () => {
    renderReport(processingReportFixture());
    expect(await screen.findByRole('progressbar', { name: 'Reading the bounce log' })).toBeTruthy();
    expect(screen.getByText(/This page updates by itself/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Matches per order' })).toBeNull();
  });

  it("says 'Bounce report not found.' for an unknown id, and offers Retry for other errors", async () => {
    renderReport(() => apiErrorResponse(404, 'Bounce report not found.', 'not_found'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bounce report not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    cleanup();

    let fail = true;
    renderReport(() => (fail ? apiErrorResponse(500, 'Database unavailable') : bounceReportFixture()));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Error loading bounce report: Database unavailable/,
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'spring-campaign-bounces.csv' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bounces' }).getAttribute('href')).toBe(
      '/dashboard/bounces',
    );
  });
});
