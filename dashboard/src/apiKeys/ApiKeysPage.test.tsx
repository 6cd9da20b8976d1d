// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDashboard } from '../testing/renderDashboard';

afterEach(cleanup);

describe('API keys page', () => {
  it('creates a key, shows its secret once, lists it, and revokes it after confirmation', async () => {
    const keys: { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null }[] =
      [];
    const { api } = renderDashboard({
      path: '/dashboard/api-keys',
      routes: {
        'GET /api/api-keys': () => ({ items: keys }),
        'POST /api/api-keys': (call) => {
          const { name } = JSON.parse(call.body ?? '{}') as { name: string };
          const key = { id: 'k1', name, prefix: 'lp_live_ab', createdAt: '2025-01-01T00:00:00.000Z' };
          keys.push({ ...key, lastUsedAt: null });
          return new Response(JSON.stringify({ ...key, secret: 'lp_live_abSECRET' }), { status: 201 });
        },
        'DELETE /api/api-keys/:id': () => {
          keys.length = 0;
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'nightly import' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(dialog).getByTestId('api-key-secret').textContent).toBe('lp_live_abSECRET');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByRole('cell', { name: 'nightly import' })).toBeTruthy();
    expect(within(table).getByText('lp_live_ab…')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(screen.queryByText('lp_live_abSECRET')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Revoke nightly import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke nightly import?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/api-keys/k1')).toBe(true);
  });
});
