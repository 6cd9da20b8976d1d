import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditsPill } from './credits-pill';

const meta = {
  title: 'Components/CreditsPill',
  component: CreditsPill,
  args: { balance: 1250, onRetry: fn() },
} satisfies Meta<typeof CreditsPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`Credits: ${(1250).toLocaleString()}`)).toBeVisible();
  },
};

export const Zero: Story = { args: { balance: 0 } };

/** Still loading: the dash, no retry. */
export const Loading: Story = { args: { balance: undefined } };

/** Failed to load: the dash and a retry button. */
export const Failed: Story = {
  args: { balance: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Credits: —')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry loading credits' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { balance: undefined, error: true, retrying: true } };
