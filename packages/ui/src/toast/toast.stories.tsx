import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TOAST_SWIPE_THRESHOLD } from './constants';
import { ToastAction, Toaster } from './toast';
import { resetToasts, type ToastOptions, toast } from './toast-store';

function Demo({ options }: { options: ToastOptions[] }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {options.map((each, index) => (
        <Button key={String(index)} variant="outline" onClick={() => toast(each)}>
          Show toast {index + 1}
        </Button>
      ))}
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  args: { options: [{ title: 'Payment completed', description: 'Your credits are ready to use.' }] },
  beforeEach: () => {
    resetToasts();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

async function show(canvasElement: HTMLElement, index = 1) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Show toast ${index}` }));
}

/** A plain toast. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await expect(await within(region()).findByText('Payment completed')).toBeVisible();
  },
};

/** The destructive variant, for failures. */
export const Destructive: Story = {
  args: {
    options: [{ variant: 'destructive', title: 'Upload failed', description: 'Failed to upload file' }],
  },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await expect(await within(region()).findByText('Upload failed')).toBeVisible();
  },
};

/** With an action button. */
export const WithAction: Story = {
  args: {
    options: [
      {
        title: 'Order created — verification started',
        description: "We'll email you when it's ready.",
        action: <ToastAction altText="Open the orders list">View orders</ToastAction>,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await expect(await within(region()).findByRole('button', { name: 'View orders' })).toBeVisible();
  },
};

/** At most one toast is visible: a second replaces the first. */
export const LimitOfOne: Story = {
  args: { options: [{ title: 'Coming Soon' }, { title: 'Contact Sales' }] },
  play: async ({ canvasElement }) => {
    await show(canvasElement, 1);
    await within(region()).findByText('Coming Soon');
    await show(canvasElement, 2);
    await within(region()).findByText('Contact Sales');
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(region()).queryByText('Coming Soon')).toBeNull();
  },
};

async function swipe(target: HTMLElement, distance: number) {
  const { left, top, height } = target.getBoundingClientRect();
  const start = { x: left + 20, y: top + height / 2 };
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: start.x, clientY: start.y } },
    { target, coords: { clientX: start.x + distance / 2, clientY: start.y } },
    { target, coords: { clientX: start.x + distance, clientY: start.y } },
    { keys: '[/MouseLeft]', target, coords: { clientX: start.x + distance, clientY: start.y } },
  ]);
}

/** A swipe to the right shorter than 50 px springs back; a longer one dismisses the toast. */
export const SwipeRightToDismiss: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    const item = await within(region()).findByRole('listitem');
    await swipe(item, TOAST_SWIPE_THRESHOLD - 20);
    await expect(item).toHaveAttribute('data-state', 'open');
    await swipe(item, TOAST_SWIPE_THRESHOLD + 20);
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

/** F8 moves focus to the toast region. */
export const F8FocusesTheRegion: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement);
    await within(region()).findByText('Payment completed');
    await expect(region().contains(document.activeElement)).toBe(false);
    // [F8] sends the key by its code, which is what Radix compares.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region().contains(document.activeElement)).toBe(true));
  },
};
