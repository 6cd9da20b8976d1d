// @vitest-environment happy-dom
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, orderFixture, ordersPage } from '../testing/fake-api';
import { FakeXhr } from '../testing/fake-xhr';
import { renderDashboard } from '../testing/render-dashboard';
import { accuracyTrendFixture } from './accuracy-fixtures';
import {
  awaitingReviewReportFixture,
  bounceReportFixture,
  duplicateReportFixture,
  failedReportFixture,
  processingReportFixture,
} from './bounce-fixtures';

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.status = 200;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/dashboard/bounces';
const ticket = { path: 'u1/bounces/r1.csv', token: 'tok', bucket: 'uploads' };

function dropFile(file: File) {
  const zone = screen.getByRole('button', { name: /Drag and drop a bounce export here/ });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
}

/** The card of the measured accuracy, labelled by its heading. */
async function trendSection(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Measured accuracy' });
  return heading.closest('[aria-labelledby]') as HTMLElement;
}

function listPage(reports: readonly BounceReport[]) {
  return { items: reports, nextOffset: null };
}

describe('Bounces page', () => {
  it('is in the sidebar right after Orders, and says what to do before any report', async () => {
    renderDashboard({ path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bounces' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Bounces')).toBe(links.indexOf('Orders') + 1);
    expect(screen.getByRole('link', { name: 'Bounces' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No bounce reports yet.')).toBeTruthy();
  });

  it('lists the reports with their status in words, rows read, hard bounces, refund and date', async () => {
    const reports = [
      processingReportFixture(),
      awaitingReviewReportFixture(),
      duplicateReportFixture(),
      failedReportFixture(),
      bounceReportFixture(),
    ];
    renderDashboard({ path: PATH, routes: { 'GET /api/bounce-reports': () => listPage(reports) } });
    const table = await screen.findByRole('table', { name: 'Bounce reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((cell) => cell.textContent?.replace(/^(Status|Rows read|Hard bounces|Credits refunded)/, '')),
    );
    expect(cells).toEqual([
      ['Processing', '—', '—', '0'],
      ['Awaiting review', '40', '40', '40 waiting for review'],
      ['Duplicate', '—', '—', '0'],
      ['Failed', '—', '—', '0'],
      ['Completed', '14', '7', '3'],
    ]);
    const first = rows[4] as HTMLElement;
    expect(
      within(first).getByRole('link', { name: 'spring-campaign-bounces.csv' }).getAttribute('href'),
    ).toBe(`/dashboard/bounces/${bounceReportFixture().id}`);
    expect(within(first).getByRole('time').getAttribute('datetime')).toBe(bounceReportFixture().createdAt);
  });

  it('uploads a bounce export through the signed upload, opens its report, and polls it until it is read', async () => {
    let report = processingReportFixture({ id: 'r1', fileName: 'bounces.csv' });
    let balance = 50;
    const { api } = renderDashboard({
      routes: {
        'POST /api/bounce-reports': () =>
          new Response(JSON.stringify({ report: { ...report, status: 'pending' }, upload: ticket }), {
            status: 201,
          }),
        'POST /api/bounce-reports/:id/upload-complete': () => report,
        'GET /api/bounce-reports/:id': () => report,
        'GET /api/users/me/balance': () => ({ balance }),
      },
    });
    // The home screen has shown the balance: it is cached when the report's page opens.
    expect(await screen.findByText('Credits: 50')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Bounces' }));
    await screen.findByText('No bounce reports yet.');
    dropFile(new File(['email,status\nada@acme.com,hard\n'], 'bounces.csv'));
    expect(screen.getByText('bounces.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload bounce report' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'bounces.csv' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard/bounces/r1');
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading the bounce log' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/bounce-reports',
      '/api/bounce-reports/r1/upload-complete',
    ]);
    expect(
      JSON.parse(api.calls.find((c) => c.method === 'POST' && c.path === '/api/bounce-reports')?.body ?? ''),
    ).toEqual({
      fileName: 'bounces.csv',
    });
    expect(JSON.parse(api.calls.find((c) => c.path.endsWith('upload-complete'))?.body ?? '')).toEqual({
      path: ticket.path,
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: 'http://dashboard.test/storage/v1/object/upload/sign/uploads/u1/bounces/r1.csv?token=tok',
    });

    // The job refunds 3 credits: the next poll shows them, and the cached balance is no longer taken as fresh.
    report = bounceReportFixture({ id: 'r1', fileName: 'bounces.csv' });
    balance = 53;
    expect(await screen.findByText('Completed', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Matches per order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Credits: 53')).toBeTruthy();
  });

  it('says a duplicate changed nothing, straight after the upload', async () => {
    const duplicate = { ...duplicateReportFixture(), id: 'r2' };
    renderDashboard({
      path: PATH,
      routes: {
        'POST /api/bounce-reports': () => ({ report: { ...duplicate, status: 'pending' }, upload: ticket }),
        'POST /api/bounce-reports/:id/upload-complete': () => duplicate,
        'GET /api/bounce-reports/:id': () => duplicate,
      },
    });
    await screen.findByText('No bounce reports yet.');
    dropFile(new File(['email,status\nada@acme.com,hard\n'], 'spring-campaign-bounces.csv'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload bounce report' }));
    expect(await screen.findByText('This file was reported before')).toBeTruthy();
    expect(await screen.findByText('Reported before')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the earlier report' }).getAttribute('href')).toBe(
      `/dashboard/bounces/${bounceReportFixture().id}`,
    );
  });

  it('refuses a workbook and an empty file before sending anything, saying what to upload', async () => {
    const { api } = renderDashboard({ path: PATH });
    await screen.findByText('No bounce reports yet.');
    dropFile(new File(['PK'], 'bounces.xlsx'));
    expect(screen.getByRole('alert').textContent).toMatch(/as a CSV file/);
    expect(screen.queryByRole('button', { name: 'Upload bounce report' })).toBeNull();
    dropFile(new File([], 'bounces.csv'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The file is empty. Upload the bounce export of your campaign.',
    );
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows the server's reason when the upload is refused, and stays on the page", async () => {
    renderDashboard({
      path: PATH,
      routes: {
        'POST /api/bounce-reports': () => ({ report: processingReportFixture({ id: 'r3' }), upload: ticket }),
        'POST /api/bounce-reports/:id/upload-complete': () =>
          apiErrorResponse(
            400,
            'This file is not a bounce log: it looks like a ZIP archive. Export the bounces of your campaign as CSV (or SES notifications as JSON lines) and upload that.',
            'bad_request',
          ),
      },
    });
    await screen.findByText('No bounce reports yet.');
    dropFile(new File(['PK\u0003\u0004'], 'bounces.csv'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload bounce report' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This file is not a bounce log/);
    expect(window.location.pathname).toBe(PATH);
    expect(screen.getByRole('button', { name: 'Upload bounce report' })).toBeTruthy();
  });

  it('offers Retry when the history cannot be loaded', async () => {
    let fail = true;
    renderDashboard({
      path: PATH,
      routes: {
        'GET /api/bounce-reports': () =>
          fail ? apiErrorResponse(503, 'Service unavailable') : listPage([bounceReportFixture()]),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Unable to load bounce reports: Service unavailable/,
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Bounce reports' })).toBeTruthy();
  });

  it('shows the measured accuracy across orders, newest first, from the orders bounce reports measured', async () => {
    const measured = accuracyTrendFixture().reverse();
    const { api } = renderDashboard({
      path: PATH,
      routes: {
        'GET /api/orders': (call) => ordersPage([orderFixture({ id: 'not-measured' }), ...measured], call),
      },
    });
    const section = await trendSection();
    const table = await within(section).findByRole('table', { name: 'Measured accuracy per order' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByRole('link')[0]?.textContent).toBe('campaign-4.csv');
    expect(within(section).getByTestId('accuracy-trend-summary').textContent).toMatch(
      /^5 orders measured; the latest, campaign-4.csv: 97.4%\./,
    );
    const call = api.calls.find((c) => c.path === '/api/orders');
    expect(new URLSearchParams(call?.search).get('measured')).toBe('true');
  });

  it('says no order is measured yet, and offers Retry when the orders cannot be loaded', async () => {
    let fail = true;
    renderDashboard({
      path: PATH,
      routes: {
        'GET /api/orders': (call) =>
          fail ? apiErrorResponse(503, 'Service unavailable') : ordersPage([], call),
      },
    });
    const section = await trendSection();
    expect((await within(section).findByRole('alert')).textContent).toMatch(
      /Unable to load the measured accuracy: Service unavailable/,
    );
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('No order measured yet.')).toBeTruthy();
  });
});
