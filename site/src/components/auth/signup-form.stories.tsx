import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { NavigationProvider } from '@leadproof/auth/navigation';
import { createFakeAuthBackend } from '@leadproof/auth/testing/fake-auth-backend';
import { Toaster } from '@leadproof/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupForm } from './signup-form';

/** The /signup form over an in-memory auth backend: no network in stories. */
function SignupDemo() {
  const [backend] = useState(() => createFakeAuthBackend());
  return (
    <NavigationProvider navigate={fn()}>
      <AuthProvider backend={backend}>
        <SignupForm />
        <Toaster />
      </AuthProvider>
    </NavigationProvider>
  );
}

const meta = {
  title: 'Site/Auth/SignupForm',
  component: SignupDemo,
} satisfies Meta<typeof SignupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-up form, empty. */
export const Empty: Story = {};

/** A provider's domain mistyped: "Did you mean …?" appears as the field is left, and holds the sign-up back. */
export const DidYouMean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email*'), 'ana@gmial.com');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent('Did you mean ana@gmail.com?');
    await expect(canvas.getByLabelText('Email*')).toHaveAttribute('aria-describedby', 'signup-email-typo');
  },
};
