import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiKeysTable } from './api-keys-table';

const meta = {
  title: 'Dashboard/ApiKeysTable',
  component: ApiKeysTable,
  args: {
    onRevoke: fn(),
    now: new Date('2025-03-10T00:00:00.000Z'),
    keys: [
      {
        id: 'k1',
        name: 'nightly import',
        prefix: 'lp_live_3f9c',
        createdAt: '2025-02-01T09:00:00.000Z',
        lastUsedAt: '2025-03-01T02:14:00.000Z',
        scope: 'verify',
        expiresAt: null,
      },
      {
        id: 'k2',
        name: 'CRM sync',
        prefix: 'lp_live_8a41',
        createdAt: '2025-02-20T16:45:00.000Z',
        lastUsedAt: null,
        scope: 'read',
        expiresAt: '2025-03-01T00:00:00.000Z',
      },
      {
        id: 'k3',
        name: 'billing bot',
        prefix: 'lp_live_c02e',
        createdAt: '2025-03-02T10:00:00.000Z',
        lastUsedAt: '2025-03-05T08:00:00.000Z',
        scope: 'full',
        expiresAt: '2026-03-02T10:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof ApiKeysTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names, prefixes (never secrets), scopes, dates, expiries (one expired), and Revoke. */
export const Keys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('lp_live_3f9c…')).toBeVisible();
    await expect(canvas.getAllByText('Never')).toHaveLength(2);
    await expect(canvas.getByText('Verify only')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
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
