// @vitest-environment happy-dom
import type { Order } from '@leadproof/contract/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format-date';
import { apiErrorResponse, orderFixture } from '../../testing/fake-api';
import { findToast } from '../../testing/find-toast';
import { renderDashboard } from '../../testing/render-dashboard';

afterEach(cleanup);

const deleteAt = '2026-12-25T10:00:00.000Z';
const kept = orderFixture({
  id: 'dddddddd-4444',
  status: 'completed',
  filesDeletedAt: null,
  filesDeleteAt: deleteAt,
});
const retentionMessage =
  "Files deleted after 30 days: this order's files were deleted on 2026-12-25 under the file retention policy. The order, its figures and its receipt are kept.";
const requestMessage =
  "Files deleted on 2026-11-25: this order's files were deleted on request. The order, its figures and its receipt are kept.";
const gone = (message: string) => () => apiErrorResponse(410, message, 'files_deleted');

/** The order page of `order`, whose previews answer `csv`. */
function renderOrder(order: Order, csv: () => Response) {
  return renderDashboard({
    path: `/dashboard/orders/${order.id}`,
    routes: {
      'GET /api/orders/:id': () => order,
      'GET /api/orders/:id/csv/original': csv,
      'GET /api/orders/:id/csv/results': csv,
    },
  });
}

describe('order files', () => {
  it('says when the files of an ended order are deleted, beside Delete files', async () => {
    renderOrder(kept, () => new Response('email\na@b.co\n'));
    expect(await screen.findByText(`Files are deleted on ${formatDate(deleteAt)}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete files' })).toBeTruthy();
    expect(await screen.findByText('1 row(s) · 1 column(s)')).toBeTruthy();
  });

  it('says files are kept when the retention keeps them forever, and nothing about an open order', async () => {
    renderOrder({ ...kept, filesDeleteAt: null }, () => new Response('email\n'));
    expect(await screen.findByText('Files are kept until you delete them.')).toBeTruthy();
    cleanup();
    renderOrder(
      { ...kept, status: 'in_progress', resultFilePath: null, filesDeleteAt: null },
      () => new Response('email\n'),
    );
    expect(await screen.findByText('No data rows found')).toBeTruthy();
    expect(screen.queryByText(/Files are/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete files' })).toBeNull();
  });

  it('shows why the files are gone in place of the preview and Download, with the figures still there', async () => {
    const deleted = { ...kept, filesDeletedAt: deleteAt, filesDeleteAt: null };
    const { api } = renderOrder(deleted, gone(retentionMessage));
    expect(await screen.findByText('Files deleted after 30 days')).toBeTruthy();
    expect(
      screen.getByText(
        "This order's files were deleted on 2026-12-25 under the file retention policy. The order, its figures and its receipt are kept.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByText('No data available')).toBeNull();
    expect(screen.getByText(`Files deleted on ${formatDate(deleteAt)}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete files' })).toBeNull();
    expect(screen.getByText('Credits Used')).toBeTruthy();
    const results = screen.getByRole('tab', { name: 'Results' });
    fireEvent.mouseDown(results);
    fireEvent.click(results);
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/csv/results'))).toBe(true));
    expect(await screen.findAllByText('Files deleted after 30 days')).not.toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('deletes the files after confirmation, then shows the deleted state', async () => {
    let order: Order = kept;
    const { api } = renderDashboard({
      path: `/dashboard/orders/${kept.id}`,
      routes: {
        'GET /api/orders/:id': () => order,
        'GET /api/orders/:id/csv/original': () =>
          order.filesDeletedAt ? gone(requestMessage)() : new Response('email\na@b.co\n'),
        'DELETE /api/orders/:id/files': () => {
          order = { ...order, filesDeletedAt: '2026-11-25T12:00:00.000Z', filesDeleteAt: null };
          return new Response(null, { status: 204 });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the files of order dddddddd?' });
    expect(within(dialog).getByText(/cannot be downloaded again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete files' }));

    expect(await screen.findByText('Files deleted on 2026-11-25')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`Files deleted on ${formatDate('2026-11-25T12:00:00.000Z')}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/orders/${kept.id}/files`,
    ]);
  });

  it('deletes nothing when the confirmation is cancelled, and says why a refusal happened', async () => {
    const { api } = renderDashboard({
      path: `/dashboard/orders/${kept.id}`,
      routes: {
        'GET /api/orders/:id': () => kept,
        'GET /api/orders/:id/csv/original': () => new Response('email\n'),
        'DELETE /api/orders/:id/files': () =>
          apiErrorResponse(
            409,
            'Order dddddddd is still in progress: its files can be deleted once it has ended.',
          ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete files' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete files' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete files' }));
    expect(
      await findToast('Could not delete the files', /its files can be deleted once it has ended/),
    ).toBeTruthy();
  });
});
