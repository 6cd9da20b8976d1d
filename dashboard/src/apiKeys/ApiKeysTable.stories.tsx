import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiKeysTable } from './ApiKeysTable';

const meta = {
  title: 'Dashboard/ApiKeysTable',
  component: ApiKeysTable,
  args: {
    onRevoke: fn(),
    keys: [
      {
        id: 'k1',
        name: 'nightly import',
        prefix: 'lp_live_3f9c',
        createdAt: '2025-02-01T09:00:00.000Z',
        lastUsedAt: '2025-03-01T02:14:00.000Z',
      },
      {
        id: 'k2',
        name: 'CRM sync',
        prefix: 'lp_live_8a41',
        createdAt: '2025-02-20T16:45:00.000Z',
        lastUsedAt: null,
      },
    ],
  },
} satisfies Meta<typeof ApiKeysTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names, prefixes (never secrets), dates, and Revoke. */
export const Keys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('lp_live_3f9c…')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke CRM sync' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(args.keys[1]);
  },
};

/** A key being revoked. */
export const Revoking: Story = { args: { revokingId: 'k1' } };

/** No keys yet. */
export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No API keys yet.')).toBeVisible();
  },
};
