import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Banner, bannerTones } from './banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    tone: 'orange',
    title: 'You have no credits',
    children: 'Add credits to process uploads and place orders.',
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's zero-balance banner: orange, dismissible, with two actions. */
export const NoCredits: Story = {
  args: {
    onDismiss: fn(),
    actions: (
      <>
        <Button size="sm">Add Credits</Button>
        <Button size="sm" variant="outline" asChild>
          <a href="#pricing">View pricing</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The summary-failure banner: amber with Retry. */
export const LoadFailed: Story = {
  args: {
    tone: 'amber',
    title: undefined,
    children: 'Unable to load dashboard data. Some information may be outdated.',
    actions: (
      <Button size="sm" variant="outline">
        Retry
      </Button>
    ),
  },
};

/** Dismissing hides it (the caller owns the state). */
export const Dismissible: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return open ? <Banner {...args} onDismiss={() => setOpen(false)} /> : <p>Banner dismissed.</p>;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Banner dismissed.')).toBeVisible();
  },
};

/** Both tones without actions. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`${tone} banner`} />
      ))}
    </div>
  ),
};
