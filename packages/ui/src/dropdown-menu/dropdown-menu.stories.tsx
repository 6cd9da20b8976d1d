import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

/** The Results tab's download menu, as the dashboard uses it. */
function DownloadMenu({ defaultOpen, onPick }: { defaultOpen?: boolean; onPick?: (name: string) => void }) {
  return (
    <DropdownMenu {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenuTrigger>
        <Button variant="outline" size="sm" aria-label="Filtered downloads">
          <ChevronDown size={14} aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem description="No duplicates or invalid e-mails" onSelect={() => onPick?.('clean')}>
          Clean list
        </DropdownMenuItem>
        <DropdownMenuItem description="An invalid e-mail or phone" onSelect={() => onPick?.('invalid')}>
          Invalid only
        </DropdownMenuItem>
        <DropdownMenuItem description="Rows removed as duplicates" onSelect={() => onPick?.('duplicates')}>
          Duplicates only
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Unavailable</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The menu with the pick shown under it, so play functions can check what was chosen. */
function Picking() {
  const [picked, setPicked] = useState('none');
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DownloadMenu onPick={setPicked} />
      <output>Picked: {picked}</output>
    </div>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: { children: null },
  decorators: [(Story) => <div style={{ padding: 48, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: an icon button that names and announces its menu. */
export const Closed: Story = {
  render: () => <DownloadMenu />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtered downloads' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open, for review: items with descriptions, one disabled. */
export const Open: Story = { render: () => <DownloadMenu defaultOpen /> };

/** Keyboard only: Enter opens on the first item, arrows move, Enter picks and focus goes back to the button. */
export const Keyboard: Story = {
  render: () => <Picking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Filtered downloads' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Filtered downloads' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^Clean list/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /^Invalid only/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByText('Picked: invalid')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without picking, and focus returns to the trigger. */
export const EscapeCloses: Story = {
  render: () => <Picking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filtered downloads' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByText('Picked: none')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
