import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, RefreshCw } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download CSV',
    children: (
      <Button size="icon" variant="outline" aria-label="Download">
        <Download size={16} aria-hidden />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{ padding: 48 }}>{Story()}</div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Open, for review. */
export const Open: Story = { args: { defaultOpen: true } };

/** Keyboard focus opens it at once; Escape closes it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Download' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Download CSV');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Hovering opens it after 700 ms, not before. */
export const OpensAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download' });
    const started = performance.now();
    await userEvent.hover(trigger);
    await sleep(TOOLTIP_DELAY_MS - 300);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
  },
};

/** Within 300 ms of leaving one trigger, the next tooltip opens without the delay; after it, the delay is back. */
export const SkipWindow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Tooltip content="Download CSV">
        <Button size="icon" variant="outline" aria-label="Download">
          <Download size={16} aria-hidden />
        </Button>
      </Tooltip>
      <Tooltip content="Retry">
        <Button size="icon" variant="outline" aria-label="Retry">
          <RefreshCw size={16} aria-hidden />
        </Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const download = canvas.getByRole('button', { name: 'Download' });
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.hover(download);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Download CSV');

    // Straight to the neighbour: inside the skip window, it opens at once.
    await userEvent.unhover(download);
    const moved = performance.now();
    await userEvent.hover(retry);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Retry'), { timeout: 600 });
    await expect(performance.now() - moved).toBeLessThan(TOOLTIP_DELAY_MS);

    // Wait out the skip window: the delay applies again.
    await userEvent.unhover(retry);
    await sleep(TOOLTIP_SKIP_DELAY_MS + 200);
    await userEvent.hover(download);
    await sleep(TOOLTIP_DELAY_MS - 300);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Download CSV');
  },
};
