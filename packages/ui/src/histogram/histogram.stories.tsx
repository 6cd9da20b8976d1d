import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Histogram, type HistogramBin } from './histogram';

/** Ten score buckets as the order report has them, with counts in bucket order. */
const scoreBins = (counts: readonly number[]): HistogramBin[] =>
  counts.map((value, i) => ({
    label: i === 9 ? '90–100' : `${i * 10}–${i * 10 + 9}`,
    tick: String(i * 10),
    value,
  }));

const meta = {
  title: 'Components/Histogram',
  component: Histogram,
  args: {
    title: 'Connect scores',
    description: 'How likely each row is to reach a person, 0–100.',
    binLabel: 'Connect score',
    bins: scoreBins([120, 340, 610, 980, 1_420, 1_810, 1_530, 1_190, 730, 270]),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Histogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typical order: scores around the middle. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Connect scores' })).toBeInTheDocument();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /^Connect score: 9,000 rows\. Largest: 50–59 1,810/,
    );
    const table = canvas.getByRole('table', { name: 'Connect scores' });
    await expect(within(table).getByRole('row', { name: '90–100 270 3%' })).toBeInTheDocument();
  },
};

/** No rows. */
export const Empty: Story = {
  args: { bins: scoreBins(Array.from({ length: 10 }, () => 0)), emptyText: 'No rows were scored.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rows were scored.')).toBeInTheDocument();
  },
};

/** Every row invalid: all scores in the lowest bucket. */
export const AllInvalid: Story = {
  args: { bins: scoreBins([2_400, 0, 0, 0, 0, 0, 0, 0, 0, 0]), tone: 'danger' },
};

/** One bucket dwarfs the others; compact counts keep the labels inside their columns. */
export const OneHugeCategory: Story = {
  args: { bins: scoreBins([3, 1, 0, 12, 1_250_000, 40, 8, 2, 0, 1]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.3M')).toBeInTheDocument();
  },
};

/** Long bin labels go to the table; the ticks stay short. At a phone's width. */
export const LongLabels: Story = {
  args: {
    title: 'Rows by company size, from the enrichment of the sourced leads',
    binLabel: 'Company size in employees',
    bins: [
      { label: 'Self-employed or a sole trader', tick: '1', value: 40 },
      { label: 'Two to ten employees', tick: '2–10', value: 220 },
      { label: 'Eleven to fifty employees', tick: '11–50', value: 310 },
      { label: 'Fifty-one to two hundred employees', tick: '51–200', value: 180 },
      { label: 'More than two hundred employees', tick: '200+', value: 95 },
    ],
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
