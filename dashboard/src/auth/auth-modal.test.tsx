// @vitest-environment happy-dom

import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { AuthContext } from '@leadproof/auth/auth-context';
import type { AuthBackend } from '@leadproof/auth/auth-types';
import { createFakeAuthBackend } from '@leadproof/auth/testing/fake-auth-backend';
import { useAuth } from '@leadproof/auth/use-auth';
import { Toaster } from '@leadproof/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { findToast } from '../testing/find-toast';
import { AuthModal, type AuthModalMode } from './auth-modal';

afterEach(cleanup);

function Harness({ backend, mode }: { backend: AuthBackend; mode?: AuthModalMode }) {
  const [open, setOpen] = useState(true);
  return (
    <AuthProvider backend={backend}>
      <AuthModal open={open} onOpenChange={setOpen} defaultMode={mode} />
      <Toaster />
    </AuthProvider>
  );
}

describe('AuthModal', () => {
  it('signs up, shows the check-your-email notice and closes', async () => {
    const backend = createFakeAuthBackend();
    render(<Harness backend={backend} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(screen.getByText('Please check your email to verify your account.')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(backend.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
      email: 'ada@example.com',
      options: { data: { firstName: 'Ada', lastName: '', company: '' } },
    });
  });

  it("switching to sign in clears the form; a failed sign-in shows 'Sign in failed' with the message", async () => {
    const backend = createFakeAuthBackend({
      overrides: {
        signInWithPassword: async () => ({
          data: { user: null, session: null },
          error: { message: 'Invalid login credentials', code: 'invalid_credentials' },
        }),
      },
    });
    render(<Harness backend={backend} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('First Name')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Sign in failed', 'Incorrect email or password.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("signs in, says 'Signed in successfully!' and closes", async () => {
    render(<Harness backend={createFakeAuthBackend()} mode="signin" />);
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Signed in successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Sign up failed' with the provider message", async () => {
    const backend = createFakeAuthBackend({
      overrides: {
        signUp: async () => ({
          data: { user: null, session: null },
          error: { message: 'User already registered', code: 'user_already_exists' },
        }),
      },
    });
    render(<Harness backend={backend} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast('Sign up failed', 'An account with this email already exists.')).toBeTruthy();
  });

  it("shows 'Authentication failed' / 'Please try again.' when something unexpected breaks", async () => {
    // The provider maps backend errors itself; an action that rejects is the unexpected case.
    render(
      <AuthProvider backend={createFakeAuthBackend()}>
        <ThrowingModal />
        <Toaster />
      </AuthProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await findToast('Authentication failed', 'Please try again.')).toBeTruthy();
  });

  it('requires an e-mail and a password, and a well-formed e-mail', async () => {
    const backend = createFakeAuthBackend();
    render(<Harness backend={backend} mode="signin" />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.required && password.required).toBe(true);
    expect(email.type).toBe('email');
    await userEvent.type(email, 'not-an-email');
    expect(email.checkValidity()).toBe(false);
    expect((screen.getByRole('form', { name: 'Sign in' }) as HTMLFormElement).checkValidity()).toBe(false);
  });
});

/** A modal whose sign-in handler throws, standing in for a failure outside the backend's answers. */
function ThrowingModal() {
  const [open, setOpen] = useState(true);
  return (
    <ThrowOnSignIn>
      <AuthModal open={open} onOpenChange={setOpen} defaultMode="signin" />
    </ThrowOnSignIn>
  );
}

function ThrowOnSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return (
    <AuthContext.Provider value={{ ...auth, signIn: () => Promise.reject(new Error('boom')) }}>
      {children}
    </AuthContext.Provider>
  );
}
