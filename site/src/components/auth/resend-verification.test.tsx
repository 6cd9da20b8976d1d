// @vitest-environment happy-dom
import { createFakeAuthBackend, fakeUser } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResendVerification } from './resend-verification';
import { readSignupEmail, storeSignupEmail, storeSignupProfile } from './signup-email-storage';
import { renderWithAuth } from './testing/render-with-auth';

const profile = { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd' };

beforeEach(() => {
  localStorage.clear();
  storeSignupProfile(profile);
});
afterEach(cleanup);

describe('/verify-email: resend, and "Wrong address? Change it"', () => {
  it('names the address and resends the link to it', async () => {
    storeSignupEmail('ada@example.com');
    const backend = createFakeAuthBackend();
    renderWithAuth(<ResendVerification />, backend);
    expect((await screen.findByText(/We sent it to/)).textContent).toBe('We sent it to ada@example.com.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(backend.calls.some((call) => call.method === 'resend')).toBe(true));
  });

  it('signs up the right address with the names of the sign-up, and sends the link there', async () => {
    storeSignupEmail('ada@exmaple.com');
    const backend = createFakeAuthBackend();
    renderWithAuth(<ResendVerification />, backend);
    await userEvent.click(await screen.findByRole('button', { name: 'Change it' }));
    const form = screen.getByRole('form', { name: 'Change the address' });
    const address = within(form).getByLabelText('The right e-mail address') as HTMLInputElement;
    expect(address.value).toBe('ada@exmaple.com');
    expect(document.activeElement).toBe(address);

    await userEvent.click(within(form).getByRole('button', { name: 'Send the link there' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/That is the address we sent the link to/);
    await userEvent.clear(address);
    await userEvent.type(address, 'ada@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link there' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a password for your account.');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link there' }));

    expect((await screen.findByText(/We sent it to/)).textContent).toBe('We sent it to ada@example.com.');
    expect(readSignupEmail()).toBe('ada@example.com');
    expect(screen.getByText('We sent a new link to ada@example.com.')).toBeTruthy();
    expect(backend.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
      email: 'ada@example.com',
      password: 'secret1',
      options: { data: profile },
    });
  });

  it('points out a mistyped domain at once, and opens the change with the suggestion', async () => {
    storeSignupEmail('ada@gmial.com');
    renderWithAuth(<ResendVerification />, createFakeAuthBackend());
    expect((await screen.findByText(/Did you mean/)).textContent).toBe('Did you mean ada@gmail.com?');
    await userEvent.click(screen.getByRole('button', { name: 'Use ada@gmail.com' }));
    const form = screen.getByRole('form', { name: 'Change the address' });
    expect((within(form).getByLabelText('The right e-mail address') as HTMLInputElement).value).toBe(
      'ada@gmail.com',
    );
  });

  it('says when the right address already has an account, and keeps the form', async () => {
    storeSignupEmail('ada@exmaple.com');
    const backend = createFakeAuthBackend({
      overrides: {
        // Supabase's answer for a confirmed address: a user without identities.
        signUp: async ({ email }) => ({ data: { user: fakeUser(email), session: null }, error: null }),
      },
    });
    renderWithAuth(<ResendVerification />, backend);
    await userEvent.click(await screen.findByRole('button', { name: 'Change it' }));
    const form = screen.getByRole('form', { name: 'Change the address' });
    const address = within(form).getByLabelText('The right e-mail address');
    await userEvent.clear(address);
    await userEvent.type(address, 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link there' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'An account with this email already exists.',
    );
    expect(readSignupEmail()).toBe('ada@exmaple.com');
  });

  it('offers a new sign-up when this browser does not know the names', async () => {
    localStorage.clear();
    storeSignupEmail('ada@exmaple.com');
    renderWithAuth(<ResendVerification />, createFakeAuthBackend());
    expect((await screen.findByRole('link', { name: 'Sign up again' })).getAttribute('href')).toBe('/signup');
  });
});
