import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChartFrame } from './chart-frame';

const data = [
  { label: 'Same e-mail', value: 41 },
  { label: 'Same phone', value: 12 },
  { label: 'Similar name', value: 7 },
];

const meta = {
  title: 'Components/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Duplicates removed',
    description: 'Rows that repeat an earlier contact, by why they matched.',
    data,
    total: 60,
    summary: '60 duplicate rows: 41 same e-mail, 12 same phone, 7 similar name.',
    labelHeader: 'Reason',
    valueHeader: 'Rows',
    emptyText: 'No duplicates.',
    children: <p style={{ margin: 0 }}>41 · 12 · 7</p>,
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame around any picture: named figure, summary as the image's name, data table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^60 duplicate rows/);
    await expect(canvas.getByRole('row', { name: 'Same e-mail 41 68%' })).toBeInTheDocument();
  },
};

/** Nothing counted. */
export const Empty: Story = { args: { data: [], total: 0 } };
