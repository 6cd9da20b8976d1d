// @vitest-environment happy-dom
import { createFakeAuthBackend } from '@leadproof/auth/testing/fake-auth-backend';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_REQUIRED, ForgotPasswordForm } from './forgot-password-form';
import { renderWithAuth } from './testing/render-with-auth';

beforeEach(() => window.history.replaceState(null, '', '/forgot-password'));
afterEach(cleanup);

describe('/forgot-password', () => {
  it('sends a reset link to the typed address, pointing at /reset-password, and says so without telling if it exists', async () => {
    const backend = createFakeAuthBackend();
    renderWithAuth(<ForgotPasswordForm />, backend);
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/If an account exists for/).textContent).toContain('ada@example.com');
    const call = backend.calls.find((c) => c.method === 'resetPasswordForEmail');
    expect(call?.args).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('asks for the address before sending anything', async () => {
    const backend = createFakeAuthBackend();
    renderWithAuth(<ForgotPasswordForm />, backend);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_REQUIRED);
    expect(backend.calls.some((c) => c.method === 'resetPasswordForEmail')).toBe(false);
  });

  it('shows a rate limit or outage as an error and keeps the form', async () => {
    const backend = createFakeAuthBackend({
      overrides: {
        resetPasswordForEmail: async () => ({
          data: null,
          error: { message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 },
        }),
      },
    });
    renderWithAuth(<ForgotPasswordForm />, backend);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't process your request. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});
