import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { presetFixture } from './lead-fixtures';
import { PresetPicker } from './preset-picker';

const presets = [presetFixture(), presetFixture({ id: 'preset_2', name: 'DACH manufacturing', count: null })];

const meta = {
  title: 'Dashboard/NewOrder/PresetPicker',
  component: PresetPicker,
  args: { presets, onLoad: fn(), onSave: fn(), onRename: fn(), onDelete: fn() },
} satisfies Meta<typeof PresetPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two presets; Load, Rename and Delete act on the one chosen. */
export const WithPresets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Load' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Saved presets'), 'DACH manufacturing');
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(args.onLoad).toHaveBeenCalledWith(presets[1]);
  },
};

/** None saved yet: only Save Preset. */
export const NoPresets: Story = {
  args: { presets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Saved presets')).toBeDisabled();
  },
};

/** The presets are loading. */
export const Loading: Story = { args: { presets: undefined } };

/** The presets failed to load; saving still works. */
export const Failed: Story = { args: { presets: undefined, error: 'Network error' } };
