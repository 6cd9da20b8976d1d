import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './countdown';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
// The deadline is createdAt + 48 h, so "created H hours ago" leaves 48 - H hours.
const createdHoursAgo = (hours: number) => new Date(now - hours * HOUR).toISOString();

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { now, createdAt: createdHoursAgo(23) },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 24 hours left: days and hours. */
export const MoreThanADay: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1d 1h remaining')).toBeVisible();
  },
};

/** 24 hours or less: hours and minutes. */
export const LessThanADay: Story = {
  args: { createdAt: new Date(now - 24 * HOUR - 60 * 1000).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('23h 59m remaining')).toBeVisible();
  },
};

/** Past the deadline: red, with the support note. */
export const Overdue: Story = {
  args: { createdAt: createdHoursAgo(50) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText(/Support will reach out/)).toBeVisible();
  },
};

/** Live: ticks every 60 s from the real clock. */
export const Live: Story = {
  args: { now: undefined, createdAt: new Date(Date.now() - 6 * HOUR).toISOString() },
};
