import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger, sheetSides } from './sheet';

const meta = {
  title: 'Components/Sheet',
  component: SheetContent,
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: sheetSides } },
  render: ({ side }) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Open sheet</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetTitle>Order filters</SheetTitle>
        <SheetDescription>Narrow the list by status and type.</SheetDescription>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the right and closes with Escape. */
export const Right: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open sheet' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Order filters' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Every side, opened. */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sheet' }));
    await expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'left');
  },
};

export const Top: Story = {
  args: { side: 'top' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sheet' }));
    await expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'top');
  },
};

export const Bottom: Story = {
  args: { side: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sheet' }));
    await expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', 'bottom');
  },
};
