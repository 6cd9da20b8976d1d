// @vitest-environment happy-dom

import { workbookParts, zipBytes } from '@leadproof/engine/testing/workbooks';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';

afterEach(cleanup);

function dropFile(file: File) {
  const zone = screen.getByRole('button', { name: /Drag and drop a CSV file here/ });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
}

describe('dashboard home', () => {
  it('greets by first name and shows the overview, credits and stats', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByText("Here's your account overview.")).toBeTruthy();
    expect(await screen.findByText('Credits: 50')).toBeTruthy();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verified Leads' })).toBeTruthy();
    expect(screen.getByText('live from your account')).toBeTruthy();
    // Not the orders list: the order form exists now (issue 23, docs/decisions/leads.md).
    expect(screen.getByRole('link', { name: 'Start a New Order' }).getAttribute('href')).toBe(
      '/dashboard/orders/new',
    );
    expect(screen.getByRole('link', { name: 'Purchase Credits' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
    expect(screen.getByText('Max file size: 50MB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Source leads' }).getAttribute('href')).toBe(
      '/dashboard/orders/new',
    );
  });

  it('on a phone, shows the credits once: in the top bar, not again in the page', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } })
      .happyDOM;
    happyDOM.setViewport({ width: 375 });
    try {
      renderDashboard();
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
      expect(await within(screen.getByTestId('mobile-header')).findByText('Credits: 50')).toBeTruthy();
      expect(screen.getAllByText('Credits: 50')).toHaveLength(1);
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });

  it('greets by e-mail without a first name', async () => {
    renderDashboard({
      user: { email: 'bob@example.com' },
      routes: {
        'GET /api/dashboard/summary': () => ({
          user: { firstName: null, email: 'bob@example.com' },
          stats: { activeOrders: 0, completedOrders: 0, totalValidatedLeads: 0 },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, bob@example.com' })).toBeTruthy();
  });

  it("shows 'Credits: —' with a retry button when the balance fails, and retries", async () => {
    let calls = 0;
    renderDashboard({
      routes: {
        'GET /api/users/me/balance': () => (++calls === 1 ? apiErrorResponse(500, 'boom') : { balance: 7 }),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry loading credits' });
    expect(screen.getByText('Credits: —')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByText('Credits: 7')).toBeTruthy();
  });

  it('shows the amber banner with Retry when the summary fails', async () => {
    let calls = 0;
    const { api } = renderDashboard({
      routes: {
        'GET /api/dashboard/summary': () =>
          ++calls === 1
            ? apiErrorResponse(500, 'boom')
            : {
                user: { firstName: 'Ada', email: 'ada@example.com' },
                stats: { activeOrders: 4, completedOrders: 5, totalValidatedLeads: 6 },
              },
      },
    });
    const banner = await screen.findByText(
      'Unable to load dashboard data. Some information may be outdated.',
    );
    fireEvent.click(
      within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(screen.queryByText(/Unable to load dashboard data/)).toBeNull());
    expect(screen.getByTestId('stat-activeOrders').textContent).toBe('4');
    expect(api.calls.filter((c) => c.path === '/api/dashboard/summary')).toHaveLength(2);
  });

  it('with zero balance: Add Credits, the modal, and the dismissible orange banner', async () => {
    renderDashboard({ routes: { 'GET /api/users/me/balance': () => ({ balance: 0 }) } });
    expect(await screen.findByText('You have no credits')).toBeTruthy();
    expect(screen.getByText('Add credits to process uploads and place orders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View pricing' }).getAttribute('href')).toBe(
      '/dashboard/billing#pricing',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Start a New Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add credits to start' });
    expect(within(dialog).getByText('You need credits to create and process orders.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Add Credits' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('You have no credits')).toBeNull();
  });

  it('estimates the cost of a dropped CSV: its data rows, OK when the balance covers it', async () => {
    renderDashboard();
    await screen.findByText('Credits: 50');
    expect(screen.getByRole('button', { name: 'Select CSV' })).toBeTruthy();
    dropFile(new File(['email\na@b.co\nc@d.co\n'], 'leads.csv', { type: 'text/csv' }));
    expect(await screen.findByText('~2 rows · est. 2 credits · balance 50')).toBeTruthy();
    expect(screen.getByText('OK')).toBeTruthy();
    expect(screen.getByText('leads.csv')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Upload & Start Verification' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('leads.csv')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select CSV' })).toBeTruthy();
  });

  it("estimates the rows the upload's hold counts (countCsvRows): not a header, blank lines or quoted line breaks", async () => {
    renderDashboard();
    await screen.findByText('Credits: 50');
    // A BOM, CRLF, a header, semicolons, a quoted line break, blank and delimiter-only lines: 10 newlines, 3 rows.
    const text =
      '\ufeffname;email\r\n"Ann\r\nLee";ann@b.co\r\n\r\n;\r\nBo;bo@b.co\r\n\r\nCy;cy@b.co\r\n\r\n\r\n';
    const { countCsvRows } = await import('@leadproof/engine/count-rows');
    const { rows } = await countCsvRows(text);
    expect(rows).toBe(3);
    dropFile(new File([text], 'leads.csv', { type: 'text/csv' }));
    expect(await screen.findByText(`~${rows} rows · est. ${rows} credits · balance 50`)).toBeTruthy();
  });

  it("shows the engine's reason for a CSV it can't read, and a workbook's estimate as a rough guess", async () => {
    renderDashboard();
    await screen.findByText('Credits: 50');
    dropFile(new File(['<!doctype html><html><body>no</body></html>\n'], 'page.csv'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/HTML, XML or JSON document/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const one = zipBytes(workbookParts([{ name: 'Leads', rows: [['email'], ['a@b.co']] }]));
    dropFile(new File([new Uint8Array(one)], 'one.xlsx'));
    expect(
      await screen.findByText(/A rough guess: a workbook's rows are counted when it is uploaded/),
    ).toBeTruthy();
  });

  it('lists the sheets of a dropped workbook, the first visible one chosen, and orders the one picked', async () => {
    const { api } = renderDashboard({
      routes: { 'POST /api/orders': () => apiErrorResponse(409, 'Too many uploads waiting', 'conflict') },
    });
    await screen.findByText('Credits: 50');
    const workbook = zipBytes(
      workbookParts([
        { name: 'Archive', rows: [['email']], hidden: true },
        { name: 'Q3 leads', rows: [['email'], ['a@b.co']] },
        { name: 'Notes', rows: [['note']] },
      ]),
    );
    dropFile(new File([new Uint8Array(workbook)], 'contacts.xlsx'));
    const picker = (await screen.findByRole('combobox', { name: 'Sheet to verify' })) as HTMLSelectElement;
    expect(picker.value).toBe('Q3 leads');
    expect(Array.from(picker.options).map((option) => option.text)).toEqual([
      'Archive (hidden)',
      'Q3 leads',
      'Notes',
    ]);
    expect(
      screen.getByText(/This workbook has 3 sheets: only the rows of the one chosen are counted/),
    ).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'Notes' } });
    expect(picker.value).toBe('Notes');
    fireEvent.click(screen.getByRole('button', { name: 'Upload & Start Verification' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/api/orders');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
      type: 'upload_csv',
      requestDetails: { source: 'dashboard', fileName: 'contacts.xlsx', sheet: 'Notes' },
    });
  });

  it('offers no sheet choice for a CSV, nor for a workbook of one sheet', async () => {
    renderDashboard();
    await screen.findByText('Credits: 50');
    dropFile(new File(['email\na@b.co\n'], 'leads.csv'));
    await screen.findByText('~1 rows · est. 1 credits · balance 50');
    expect(screen.queryByRole('combobox', { name: 'Sheet to verify' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const one = zipBytes(workbookParts([{ name: 'Leads', rows: [['email']] }]));
    dropFile(new File([new Uint8Array(one)], 'one.xlsx'));
    await screen.findByText('one.xlsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Sheet to verify' })).toBeNull();
  });

  it("shows 'Need N' with Purchase Credits and disables upload when the balance is short", async () => {
    renderDashboard({ routes: { 'GET /api/users/me/balance': () => ({ balance: 2 }) } });
    await screen.findByText('Credits: 2');
    dropFile(new File(['email\na\nb\nc\nd\ne\n'], 'leads.csv'));
    expect(await screen.findByText('Need 3')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Upload & Start Verification' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Purchase Credits opens the plans in the dashboard, saying what they are for (issue 40).
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(within(dialog).getByText(/You need 3 more credits for leads\.csv/)).toBeTruthy();
  });

  it("says 'Est. cost unavailable' when pricing fails", async () => {
    renderDashboard({ routes: { 'GET /api/pricing': () => apiErrorResponse(500, 'down') } });
    await screen.findByText('Credits: 50');
    dropFile(new File(['email\na\n'], 'leads.csv'));
    expect(await screen.findByText('Est. cost unavailable')).toBeTruthy();
  });

  it("refuses a file that is neither CSV nor XLSX with an 'Invalid file' toast and an inline error", async () => {
    renderDashboard();
    await screen.findByText('Credits: 50');
    dropFile(new File(['x'], 'leads.xls'));
    expect(await screen.findByText('Invalid file')).toBeTruthy();
    expect(screen.getAllByText('Only CSV files are allowed').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('alert').textContent).toBe('Only CSV files are allowed');
  });

  it("refuses a file over 50 MB with 'File size must be less than 50MB'", async () => {
    renderDashboard();
    await screen.findByText('Credits: 50');
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    dropFile(big);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'File size must be less than 50MB',
    );
  });
});
