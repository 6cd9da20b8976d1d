import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, ChipList } from './chip';
import { ChipInput, type ChipInputProps } from './chip-input';

/** The input with its values kept in state, as a form keeps them. */
function StatefulChipInput(props: ChipInputProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ChipInput
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ChipInput',
  component: StatefulChipInput,
  args: {
    id: 'keywords',
    label: 'Title keywords',
    hint: 'Press Enter after each one.',
    values: ['sales'],
    max: 3,
    onChange: fn(),
  },
} satisfies Meta<typeof StatefulChipInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter and a comma add, a remove button and Backspace take out, duplicates are ignored. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Title keywords' });
    await userEvent.type(field, 'Head of Growth{Enter}SALES,');
    const list = canvas.getByRole('list', { name: 'Title keywords' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['sales', 'Head of Growth']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove sales' }));
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.queryByRole('list', { name: 'Title keywords' })).toBeNull();
  },
};

/** At the most: the field is disabled. */
export const Full: Story = {
  args: { values: ['sales', 'revenue', 'growth'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title keywords' })).toBeDisabled();
  },
};

/** Chips on their own, e.g. the chosen options of a multi-select. */
export const ChipsOnly: Story = {
  render: () => (
    <ChipList label="Chosen countries">
      <Chip label="Germany (DE)" removeLabel="Remove Germany (DE)" onRemove={fn()} />
      <Chip label="United States (US)" removeLabel="Remove United States (US)" onRemove={fn()} />
    </ChipList>
  ),
};
