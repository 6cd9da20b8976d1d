import { Toaster } from '@leadproof/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthProvider, NavigationProvider } from '../auth';
import { createFakeAuthBackend, fakeSession } from '../auth/testing';
import { FakeApiProvider } from '../testing/FakeApiProvider';
import { apiErrorResponse, type FakeRoutes } from '../testing/fakeApi';
import { AccountPage } from './AccountPage';

const profile = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Acme',
};

/** The page signed in over an in-memory auth backend and the fake API: no network in stories. */
function AccountPageDemo({ routes }: { routes: FakeRoutes }) {
  const [backend] = useState(() => createFakeAuthBackend({ session: fakeSession(profile.email) }));
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
