import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { createFakeAuthBackend } from '@leadproof/auth/testing/fake-auth-backend';
import { Button, Toaster } from '@leadproof/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { AuthModal } from './auth-modal';

/** The modal over an in-memory auth backend: no network in stories. */
function AuthModalDemo({
  defaultMode,
  initiallyOpen,
}: {
  defaultMode: 'signup' | 'signin';
  initiallyOpen: boolean;
}) {
  const [backend] = useState(() => createFakeAuthBackend());
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <AuthProvider backend={backend}>
      <Button onClick={() => setOpen(true)}>
        {defaultMode === 'signup' ? 'Start Free Trial' : 'Sign In'}
      </Button>
      <AuthModal open={open} onOpenChange={setOpen} defaultMode={defaultMode} />
      <Toaster />
    </AuthProvider>
  );
}

const meta = {
  title: 'Auth/AuthModal',
  component: AuthModalDemo,
  args: { defaultMode: 'signup', initiallyOpen: true },
  argTypes: { defaultMode: { control: 'inline-radio', options: ['signup', 'signin'] } },
} satisfies Meta<typeof AuthModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign up: names and company optional, e-mail and password required. */
export const SignUp: Story = {};

/** Sign in. */
export const SignIn: Story = { args: { defaultMode: 'signin' } };

/** The switch link changes the form and clears what was typed. */
export const SwitchClearsTheForm: Story = {
  play: async () => {
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    await expect(screen.getByLabelText('Email')).toHaveValue('');
  },
};

/** A successful sign-up shows the check-your-email notice and closes the modal. */
export const SignUpSucceeds: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Please check your email to verify your account.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
