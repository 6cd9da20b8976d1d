// @vitest-environment happy-dom

import { AuthContext } from '@leadproof/auth/auth-context';
import { createFakeAuthBackend, fakeSession, fakeUser } from '@leadproof/auth/testing/fake-auth-backend';
import { useAuth } from '@leadproof/auth/use-auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignupForm } from './signup-form';
import { readSignupEmail, readSignupProfile } from './signup-email-storage';
import { renderWithAuth } from './testing/render-with-auth';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/signup');
});
afterEach(cleanup);

async function fill(
  values: Partial<Record<'First Name*' | 'Last Name*' | 'Email*' | 'Company' | 'Password*', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label, { exact: label !== 'Company' }), value);
  }
}

const complete = {
  'First Name*': 'Ada',
  'Last Name*': 'Lovelace',
  'Email*': 'ada@example.com',
  'Password*': 'secret1',
};

async function agreeAndSubmit(agree = true) {
  if (agree) await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('/signup', () => {
  it('shows the sign-up fields', () => {
    renderWithAuth(<SignupForm />, createFakeAuthBackend());
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText(/Company/)).toBeTruthy();
    expect(screen.getByRole('checkbox').closest('div')?.textContent).toBe(
      'I agree to the Terms of Service and Privacy Policy',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect((screen.getByRole('button', { name: /GitHub/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("requires names, e-mail, password and the terms: 'Please fill in all required fields'", async () => {
    const backend = createFakeAuthBackend();
    renderWithAuth(<SignupForm />, backend);
    await fill({ ...complete, 'Last Name*': '' });
    await agreeAndSubmit();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    cleanup();

    renderWithAuth(<SignupForm />, backend);
    await fill(complete);
    await agreeAndSubmit(false);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(backend.calls.some((call) => call.method === 'signUp')).toBe(false);
  });

  it("refuses a password under 6 characters: 'Password must be at least 6 characters long'", async () => {
    renderWithAuth(<SignupForm />, createFakeAuthBackend());
    await fill({ ...complete, 'Password*': '12345' });
    await agreeAndSubmit();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');
  });

  it("creates the account: 'Creating account...', the success toast, the e-mail stored, /verify-email after 1 s", async () => {
    let finish: () => void = () => {};
    const backend = createFakeAuthBackend({
      overrides: {
        signUp: ({ email }) =>
          new Promise((resolve) => {
            const user = fakeUser(email);
            user.identities = [
              { ...fakeSession(email).user, identity_id: '1', user_id: user.id, provider: 'email' } as never,
            ];
            finish = () => resolve({ data: { user, session: null }, error: null });
          }),
      },
    });
    const { navigate } = renderWithAuth(<SignupForm />, backend);
    await fill({ ...complete, Company: 'Engines Ltd' });
    await agreeAndSubmit();
    // Both labels stay in the DOM (the button keeps its width); the idle one is hidden by CSS.
    expect(screen.getByRole('button', { name: /Creating account\.\.\./ }).getAttribute('aria-busy')).toBe(
      'true',
    );
    const createdAt = Date.now();
    finish();
    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeTruthy();
    expect(readSignupEmail()).toBe('ada@example.com');
    expect(readSignupProfile()).toEqual({ firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd' });
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/verify-email'), { timeout: 3000 });
    expect(Date.now() - createdAt).toBeGreaterThanOrEqual(990);
    expect(backend.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
      options: { data: { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines Ltd' } },
    });
  });

  it("an existing account: 'Signup Failed' with 'An account with this email already exists.'", async () => {
    const backend = createFakeAuthBackend({
      overrides: {
        signUp: async ({ email }) => ({ data: { user: fakeUser(email), session: null }, error: null }),
      },
    });
    const { navigate } = renderWithAuth(<SignupForm />, backend);
    await fill(complete);
    await agreeAndSubmit();
    expect(await screen.findByText('Signup Failed')).toBeTruthy();
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("any other failure: 'Signup Failed' with 'Failed to create account'", async () => {
    renderWithAuth(
      <RejectingAuth>
        <SignupForm />
      </RejectingAuth>,
      createFakeAuthBackend(),
    );
    await fill(complete);
    await agreeAndSubmit();
    expect(await screen.findByText('Signup Failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to create account');
  });

  it('?plan=growth: shows the plan, keeps it on the account, and offers sign-in that goes on to its checkout', async () => {
    window.history.replaceState(null, '', '/signup?plan=growth');
    const backend = createFakeAuthBackend();
    const { navigate } = renderWithAuth(<SignupForm />, backend);
    const notice = await screen.findByRole('region', { name: 'Your plan' });
    expect(notice.textContent).toContain('Growth · $599 per month');
    expect(notice.textContent).toContain('2,000 credits per month · $0.30 per credit');
    expect(notice.textContent).toContain("straight to this plan's checkout");
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fpricing%3Fplan%3Dgrowth',
    );
    await fill(complete);
    await agreeAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/verify-email'), { timeout: 3000 });
    expect(backend.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
      options: { data: { firstName: 'Ada', plan: 'growth' } },
    });
  });

  it('ignores a ?plan= that names Enterprise or no plan', async () => {
    for (const plan of ['enterprise-monthly', 'platinum']) {
      window.history.replaceState(null, '', `/signup?plan=${plan}`);
      const backend = createFakeAuthBackend();
      renderWithAuth(<SignupForm />, backend);
      await fill(complete);
      await agreeAndSubmit();
      await waitFor(() => expect(backend.calls.some((call) => call.method === 'signUp')).toBe(true));
      expect(screen.queryByRole('region', { name: 'Your plan' })).toBeNull();
      const call = backend.calls.find(({ method }) => method === 'signUp');
      expect((call?.args as { options: { data: object } } | undefined)?.options.data).not.toHaveProperty(
        'plan',
      );
      cleanup();
    }
  });

  it("sends a visitor already signed in who picked a plan to that plan's checkout", async () => {
    window.history.replaceState(null, '', '/signup?plan=pack-1k');
    const { navigate } = renderWithAuth(
      <SignupForm />,
      createFakeAuthBackend({ session: fakeSession('ada@example.com') }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pricing?plan=pack-1k', { replace: true }));
  });

  it('asks "Did you mean gmail.com?" of a mistyped domain, and holds the sign-up until it is answered', async () => {
    const backend = createFakeAuthBackend();
    renderWithAuth(<SignupForm />, backend);
    await fill({ ...complete, 'Email*': 'ada@gmial.com' });
    // Leaving the field is enough to see it.
    expect(screen.getByText(/Did you mean/).textContent).toBe('Did you mean ada@gmail.com?');
    await agreeAndSubmit();
    expect(backend.calls.some((call) => call.method === 'signUp')).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Use ada@gmail.com' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use ada@gmail.com' }));
    expect((screen.getByLabelText('Email*') as HTMLInputElement).value).toBe('ada@gmail.com');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(backend.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
        email: 'ada@gmail.com',
      }),
    );
  });

  it('signs up an address kept as typed, and never questions a company domain', async () => {
    const backend = createFakeAuthBackend();
    renderWithAuth(<SignupForm />, backend);
    await fill({ ...complete, 'Email*': 'ada@hotmial.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep ada@hotmial.com' }));
    await agreeAndSubmit();
    await waitFor(() =>
      expect(backend.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
        email: 'ada@hotmial.com',
      }),
    );
    cleanup();
    renderWithAuth(<SignupForm />, createFakeAuthBackend());
    await fill({ ...complete, 'Email*': 'ada@analytical-engines.example' });
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('sends a visitor who is already signed in to /dashboard', async () => {
    const { navigate } = renderWithAuth(
      <SignupForm />,
      createFakeAuthBackend({ session: fakeSession('ada@example.com') }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });
});

/** Gives the form an auth context whose sign-up rejects, as no backend answer can. */
function RejectingAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return (
    <AuthContext.Provider value={{ ...auth, signUp: () => Promise.reject(new Error('boom')) }}>
      {children}
    </AuthContext.Provider>
  );
}
