import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PresetNameDialog } from './preset-name-dialog';

const meta = {
  title: 'Dashboard/NewOrder/PresetNameDialog',
  component: PresetNameDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    title: 'Save preset',
    description: 'Save this profile and number of leads under a name, to load it again later.',
    submitLabel: 'Save preset',
  },
} satisfies Meta<typeof PresetNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name, then Save. */
export const Save: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    await userEvent.type(within(dialog).getByLabelText('Preset name'), '  EU retail  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('EU retail');
  },
};

/** Sent empty: the field says what to fix. */
export const EmptyName: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    await expect(within(dialog).getByText('Preset name: enter a name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The name is taken (409): the server's words on the field. */
export const NameTaken: Story = {
  args: { initialName: 'EU retail', nameError: 'You already have a preset named “EU retail”.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    await expect(within(dialog).getByLabelText('Preset name')).toHaveAccessibleDescription(
      'You already have a preset named “EU retail”.',
    );
  },
};

/** Renaming starts from the current name. */
export const Rename: Story = {
  args: {
    title: 'Rename preset',
    description: 'Give “EU retail” a new name.',
    submitLabel: 'Rename',
    initialName: 'EU retail',
  },
};
