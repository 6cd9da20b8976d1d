import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { NavigationProvider } from '@leadproof/auth/navigation';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { Toaster } from '@leadproof/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FakeApiProvider } from '../testing/fake-api-provider';
import { apiErrorResponse, type FakeRoutes } from '../testing/fake-api';
import { AccountPage } from './account-page';

const profile = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Acme',
};

/** The page signed in over an in-memory auth backend and the fake API: no network in stories. */
function AccountPageDemo({ routes, pendingEmail }: { routes: FakeRoutes; pendingEmail?: string }) {
  const [backend] = useState(() => {
    const session = fakeSession(profile.email);
    if (pendingEmail) session.user.new_email = pendingEmail;
    return createFakeAuthBackend({ session });
  });
  return (
    <NavigationProvider navigate={fn()}>
      <AuthProvider backend={backend}>
        <FakeApiProvider routes={routes}>
          <AccountPage />
          <Toaster />
        </FakeApiProvider>
      </AuthProvider>
    </NavigationProvider>
  );
}

const meta = {
  title: 'Dashboard/Account/AccountPage',
  component: AccountPageDemo,
  args: { routes: { 'GET /api/users/me': () => profile } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountPageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile, Export my data, and the danger zone. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-email')).toHaveTextContent(profile.email);
  },
};

/** The profile still loading. */
export const Loading: Story = {
  args: { routes: { 'GET /api/users/me': () => new Promise(() => {}) } },
};

/** The profile failed to load: a Retry button. */
export const LoadError: Story = {
  args: { routes: { 'GET /api/users/me': () => apiErrorResponse(503, 'The service is unavailable.') } },
};

/** Delete account opens the dialog that says what goes and what stays. */
export const ConfirmDeletion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // The dialog fades in: wait for the end of its animation.
    await waitFor(() => expect(within(dialog).getByText('Kept, without your name or e-mail')).toBeVisible());
  },
};

/** Edit profile opens the form in place, with the cursor in the first name. */
export const EditingProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
  },
};

/** An e-mail change waits for its link: the page says where it went, and that the address has not changed yet. */
export const EmailChangePending: Story = {
  args: { pendingEmail: 'ada@engines.example' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('account-pending-email')).toHaveTextContent(
      /ada@engines\.example/,
    );
  },
};

/** Change e-mail opens the dialog that asks for the new address and the current password. */
export const ChangingEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toBeVisible());
  },
};
