import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark and the name, as in the site's header. */
export const WithName: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Leadproof')).toBeVisible();
  },
};

/** The mark alone (a collapsed sidebar); the name is still there for screen readers. */
export const MarkOnly: Story = {
  args: { showName: false, size: 24 },
  play: async ({ canvasElement }) => {
    // Clipped to a pixel, as visually hidden text is: out of sight, still read.
    const name = within(canvasElement).getByText('Leadproof');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
