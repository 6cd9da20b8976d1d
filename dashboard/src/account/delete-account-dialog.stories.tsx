import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DeleteAccountDialog } from './delete-account-dialog';

const meta = {
  title: 'Dashboard/Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming: Delete account stays disabled until the password is filled in and DELETE is typed. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Password', { exact: true }), 'a-good-password');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('a-good-password');
  },
};

/** While the deletion runs: the button says Deleting... and the dialog cannot be dismissed. */
export const Deleting: Story = { args: { busy: true } };

/** The server refused the password: its reason is shown above the fields. */
export const WrongPassword: Story = {
  args: { error: 'That password is not right, so the account was not deleted. Try again.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/password is not right/);
  },
};
