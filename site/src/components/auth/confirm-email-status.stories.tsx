import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmEmailStatus, confirmationMessages } from './confirm-email';

const meta = {
  title: 'Site/Auth/ConfirmEmailStatus',
  component: ConfirmEmailStatus,
  args: { state: { status: 'loading' }, emailChange: false },
} satisfies Meta<typeof ConfirmEmailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Verifying email...' while the link is checked. */
export const Verifying: Story = {};

/** A sign-up's link worked: 'Email verified!', 'Redirecting you now...'. */
export const EmailVerified: Story = { args: { state: { status: 'success' } } };

/** An e-mail change's link worked: on to the account page. */
export const EmailChanged: Story = { args: { state: { status: 'success' }, emailChange: true } };

/** The first of the two links of a Supabase project's secure e-mail change. */
export const EmailChangeHalfway: Story = { args: { state: { status: 'halfway' }, emailChange: true } };

/** An e-mail change's link that no longer works: back to the account page, not to sign-up. */
export const EmailChangeFailed: Story = {
  args: { state: { status: 'error', message: confirmationMessages.linkExpired }, emailChange: true },
};
