import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { NavigationProvider } from '@leadproof/auth/navigation';
import { createFakeAuthBackend } from '@leadproof/auth/testing/fake-auth-backend';
import { Toaster } from '@leadproof/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResendVerification } from './resend-verification';
import { clearSignupEmail, storeSignupEmail, storeSignupProfile } from './signup-email-storage';

/** /verify-email's island over an in-memory auth backend, with `email` stored as the sign-up's address. */
function VerifyEmailDemo(_: { email: string }) {
  const [backend] = useState(() => createFakeAuthBackend());
  return (
    <NavigationProvider navigate={fn()}>
      <AuthProvider backend={backend}>
        <ResendVerification />
        <Toaster />
      </AuthProvider>
    </NavigationProvider>
  );
}

const meta = {
  title: 'Site/Auth/ResendVerification',
  component: VerifyEmailDemo,
  args: { email: 'ada@example.com' },
  beforeEach: ({ args }) => {
    storeSignupEmail(args.email);
    storeSignupProfile({ firstName: 'Ada', lastName: 'Lovelace', company: '' });
    return () => clearSignupEmail();
  },
} satisfies Meta<typeof VerifyEmailDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address the link went to, Resend, and "Wrong address? Change it". */
export const Sent: Story = {};

/** The stored address looks mistyped: the page says so before the user waits for a mail that never comes. */
export const MistypedAddress: Story = {
  args: { email: 'ada@gmial.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Did you mean ada@gmail.com?',
    );
  },
};

/** "Change it" opened: the right address and the password, to sign up again and send the link there. */
export const ChangingAddress: Story = {
  args: { email: 'ada@exmaple.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change it' }));
    // The field takes the focus in the frame after it appears.
    const field = await canvas.findByLabelText('The right e-mail address');
    await waitFor(() => expect(field).toHaveFocus());
  },
};
