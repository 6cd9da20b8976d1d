// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';

const profile = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', company: null };
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('account page', () => {
  it('shows the profile and saves the export as a dated zip', async () => {
    const { api } = renderDashboard({
      path: '/dashboard/account',
      routes: {
        'GET /api/users/me': () => profile,
        'GET /api/users/me/export': () =>
          new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: { 'content-type': 'application/zip' },
          }),
      },
    });
    expect((await screen.findByTestId('account-email')).textContent).toBe('ada@example.com');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(saved).toEqual([expect.stringMatching(/^leadproof-account-\d{4}-\d{2}-\d{2}\.zip$/)]);
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/api/users/me/export')).toBe(true);
  });

  it('offers Retry when the profile fails to load', async () => {
    renderDashboard({
      path: '/dashboard/account',
      routes: { 'GET /api/users/me': () => apiErrorResponse(500, 'Database down') },
    });
    expect(await screen.findByText(/Unable to load your profile/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('deletes only after the password and DELETE; a wrong password keeps the dialog open with the reason', async () => {
    let attempts = 0;
    const { api, navigate } = renderDashboard({
      path: '/dashboard/account',
      routes: {
        'GET /api/users/me': () => profile,
        'DELETE /api/users/me': (call) => {
          attempts++;
          const { password } = JSON.parse(call.body ?? '{}') as { password: string };
          return password === 'right-password'
            ? new Response(null, { status: 204 })
            : apiErrorResponse(
                403,
                'That password is not right, so the account was not deleted. Try again.',
                'forbidden',
              );
        },
      },
    });
    await screen.findByTestId('account-email');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/accounting law requires/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), {
      target: { value: 'wrong-password' },
    });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/password is not right/);
    expect(navigate).not.toHaveBeenCalledWith('/login', { replace: true });

    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), {
      target: { value: 'right-password' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(attempts).toBe(2);
    const deletes = api.calls.filter((c) => c.method === 'DELETE' && c.path === '/api/users/me');
    expect(deletes.map((c) => JSON.parse(c.body ?? '{}'))).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
  });

  it('is in the sidebar', async () => {
    renderDashboard({ path: '/dashboard', routes: { 'GET /api/users/me': () => profile } });
    const link = await screen.findByRole('link', { name: 'Account' });
    expect(link.getAttribute('href')).toBe('/dashboard/account');
  });

  it('edits the name and company in place: only what changed is sent, then the session is read again', async () => {
    const { api, backend } = renderDashboard({
      path: '/dashboard/account',
      routes: {
        'GET /api/users/me': () => profile,
        'PATCH /api/users/me': (call) => ({ ...profile, ...JSON.parse(call.body ?? '{}') }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const first = within(form).getByLabelText('First name');
    expect(document.activeElement).toBe(first);
    await userEvent.clear(first);
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter your first name.');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.type(first, 'Augusta');
    await userEvent.type(within(form).getByLabelText(/Company/), 'Analytical Engines');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByTestId('account-name')).textContent).toBe('Augusta Lovelace');
    expect(screen.getByTestId('account-company').textContent).toBe('Analytical Engines');
    const patches = api.calls.filter((c) => c.method === 'PATCH' && c.path === '/api/users/me');
    expect(patches.map((c) => JSON.parse(c.body ?? '{}'))).toEqual([
      { firstName: 'Augusta', company: 'Analytical Engines' },
    ]);
    await waitFor(() => expect(backend.calls.some((c) => c.method === 'refreshSession')).toBe(true));
  });

  it('says the profile is saved only once the session carries the new name, so a reload right after shows it', async () => {
    let sessionRead: () => void = () => {};
    const { api } = renderDashboard({
      path: '/dashboard/account',
      routes: {
        'GET /api/users/me': () => profile,
        'PATCH /api/users/me': (call) => ({ ...profile, ...JSON.parse(call.body ?? '{}') }),
      },
      authOverrides: {
        refreshSession: () =>
          new Promise((resolve) => {
            sessionRead = () => resolve({ data: { session: null, user: null }, error: null } as never);
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await userEvent.type(within(form).getByLabelText(/Company/), 'Analytical Engines');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    // The auth server has not answered yet: the form stays open and saving (a toast of an earlier test may linger,
    // so the form, not the toast, is what tells).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBe(form);
    expect(
      within(form)
        .getByRole('button', { name: /Saving/ })
        .getAttribute('aria-busy'),
    ).toBe('true');
    sessionRead();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull());
    expect((await screen.findByTestId('account-company')).textContent).toBe('Analytical Engines');
  });

  it('keeps the form open with the reason when saving fails, and Escape leaves it as it was', async () => {
    renderDashboard({
      path: '/dashboard/account',
      routes: {
        'GET /api/users/me': () => profile,
        'PATCH /api/users/me': () => apiErrorResponse(503, 'We could not reach the sign-in service.'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await userEvent.type(within(form).getByLabelText('Last name'), ' King');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(
      /could not reach the sign-in service/,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByTestId('account-name').textContent).toBe('Ada Lovelace');
  });

  it('sends a new address with the current password, and shows it waiting for confirmation', async () => {
    const { backend } = renderDashboard({
      path: '/dashboard/account',
      routes: { 'GET /api/users/me': () => profile },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    await userEvent.type(within(dialog).getByLabelText('New e-mail address'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/already your e-mail address/);

    await userEvent.clear(within(dialog).getByLabelText('New e-mail address'));
    await userEvent.type(within(dialog).getByLabelText('New e-mail address'), 'ada@engines.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter your current password.');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));

    expect((await screen.findByTestId('account-pending-email')).textContent).toMatch(
      /we sent a link to ada@engines\.example/,
    );
    expect(screen.getByTestId('account-email').textContent).toBe('ada@example.com');
    const update = backend.calls.find((c) => c.method === 'updateUser');
    expect(update?.args).toEqual({ email: 'ada@engines.example', current_password: 'old secret' });
  });

  it('holds a mistyped address back with "Did you mean", and takes the suggestion', async () => {
    const { backend } = renderDashboard({
      path: '/dashboard/account',
      routes: { 'GET /api/users/me': () => profile },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    await userEvent.type(within(dialog).getByLabelText('New e-mail address'), 'ada@gmial.com');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(within(dialog).getByText(/Did you mean/).textContent).toBe('Did you mean ada@gmail.com?');
    expect(backend.calls.some((c) => c.method === 'updateUser')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use ada@gmail.com' }));
    expect((within(dialog).getByLabelText('New e-mail address') as HTMLInputElement).value).toBe(
      'ada@gmail.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.method === 'updateUser')?.args).toEqual({
        email: 'ada@gmail.com',
        current_password: 'old secret',
      }),
    );
  });
});
