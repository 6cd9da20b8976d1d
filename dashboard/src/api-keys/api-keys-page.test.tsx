// @vitest-environment happy-dom

import type { ApiKey } from '@leadproof/contract/api-keys';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDashboard } from '../testing/render-dashboard';

afterEach(cleanup);

describe('API keys page', () => {
  it('creates a key, shows its secret once, lists it, and revokes it after confirmation', async () => {
    const keys: ApiKey[] = [];
    const { api } = renderDashboard({
      path: '/dashboard/api-keys',
      routes: {
        'GET /api/api-keys': () => ({ items: keys }),
        'POST /api/api-keys': (call) => {
          const { name } = JSON.parse(call.body ?? '{}') as { name: string };
          const key = {
            id: 'k1',
            name,
            prefix: 'lp_live_ab',
            createdAt: '2025-01-01T00:00:00.000Z',
            scope: 'full' as const,
            expiresAt: null,
          };
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
    // Never used, and never expires.
    expect(within(table).getAllByText('Never')).toHaveLength(2);
    expect(within(table).getByText('Full access')).toBeTruthy();
    expect(screen.queryByText('lp_live_abSECRET')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Revoke nightly import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke nightly import?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/api-keys/k1')).toBe(true);
  });

  it('sends the chosen scope and expiry, and shows them with an Expired badge for a past expiry', async () => {
    const keys: ApiKey[] = [
      {
        id: 'k0',
        name: 'old export',
        prefix: 'lp_live_zz',
        createdAt: '2020-01-01T00:00:00.000Z',
        lastUsedAt: '2020-02-01T00:00:00.000Z',
        scope: 'read',
        expiresAt: '2020-03-01T00:00:00.000Z',
      },
    ];
    const { api } = renderDashboard({
      path: '/dashboard/api-keys',
      routes: {
        'GET /api/api-keys': () => ({ items: keys }),
        'POST /api/api-keys': (call) => {
          const body = JSON.parse(call.body ?? '{}') as Pick<ApiKey, 'name' | 'scope' | 'expiresAt'>;
          const key = { id: 'k1', prefix: 'lp_live_ab', createdAt: new Date().toISOString(), ...body };
          keys.push({ ...key, lastUsedAt: null });
          return new Response(JSON.stringify({ ...key, secret: 'lp_live_abSECRET' }), { status: 201 });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByRole('columnheader', { name: 'Scope' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Expires' })).toBeTruthy();
    expect(within(table).getByText('Read only')).toBeTruthy();
    expect(within(table).getByText('Expired')).toBeTruthy();

    const scope = screen.getByLabelText('Access') as HTMLSelectElement;
    const expiry = screen.getByLabelText('Expires') as HTMLSelectElement;
    expect(scope.value).toBe('full');
    expect([...scope.options].map((o) => o.text)).toEqual(['Full access', 'Verify only', 'Read only']);
    expect([...expiry.options].map((o) => o.text)).toEqual([
      'Never',
      'In 30 days',
      'In 90 days',
      'In 1 year',
    ]);
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'uploader' } });
    fireEvent.change(scope, { target: { value: 'verify' } });
    fireEvent.change(expiry, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/api-keys');
    const sent = JSON.parse(post?.body ?? '{}') as { name: string; scope: string; expiresAt: string };
    expect(sent).toMatchObject({ name: 'uploader', scope: 'verify' });
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await within(table).findByText('Verify only')).toBeTruthy();
  });
});
