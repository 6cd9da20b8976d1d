import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SecretOnceDialog } from './secret-once-dialog';

const meta = {
  title: 'Dashboard/SecretOnceDialog',
  component: SecretOnceDialog,
  args: {
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    title: 'Endpoint added',
    description:
      'Copy this signing secret now: it will not be shown again. Your server uses it to check the webhook-signature header of each request (Standard Webhooks).',
    testId: 'webhook-secret',
    onClose: fn(),
  },
} satisfies Meta<typeof SecretOnceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A webhook signing secret, shown once; Done closes it. */
export const WebhookSecret: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Endpoint added' });
    await expect(within(dialog).getByTestId('webhook-secret')).toHaveTextContent(args.secret ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
