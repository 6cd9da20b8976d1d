import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './bar-chart';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    title: 'E-mail verdicts',
    description: 'Rows by the verdict of their best e-mail address.',
    labelHeader: 'Status',
    data: [
      { label: 'Valid', value: 7_214, tone: 'success' },
      { label: 'Risky', value: 1_032, tone: 'warning' },
      { label: 'Invalid', value: 846, tone: 'danger' },
      { label: 'Unknown', value: 512, tone: 'neutral' },
      { label: 'Missing', value: 96, tone: 'neutral' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typical order: most addresses valid. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'E-mail verdicts' })).toBeInTheDocument();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/9,700 rows\. Largest: Valid 7,214 \(74%\)/);
    const table = canvas.getByRole('table', { name: 'E-mail verdicts' });
    await expect(within(table).getByRole('row', { name: 'Invalid 846 9%' })).toBeInTheDocument();
  },
};

/** No rows at all: the empty text instead of the bars and the table. */
export const Empty: Story = {
  args: { data: [], emptyText: 'No e-mail addresses in this file.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No e-mail addresses in this file.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Every category at 0 reads as empty too. */
export const AllZero: Story = {
  args: {
    data: [
      { label: 'Valid', value: 0, tone: 'success' },
      { label: 'Invalid', value: 0, tone: 'danger' },
    ],
  },
};

/** Every address invalid. */
export const AllInvalid: Story = {
  args: {
    data: [
      { label: 'Valid', value: 0, tone: 'success' },
      { label: 'Risky', value: 0, tone: 'warning' },
      { label: 'Invalid', value: 1_250, tone: 'danger' },
      { label: 'Unknown', value: 0, tone: 'neutral' },
      { label: 'Missing', value: 0, tone: 'neutral' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'E-mail verdicts' });
    await expect(within(table).getByRole('row', { name: 'Invalid 1,250 100%' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Valid 0 0%' })).toBeInTheDocument();
  },
};

/** One category dwarfs the rest: the small ones keep a sliver and say `<1%`. */
export const OneHugeCategory: Story = {
  args: {
    data: [
      { label: 'Valid', value: 1_984_312, tone: 'success' },
      { label: 'Risky', value: 12, tone: 'warning' },
      { label: 'Invalid', value: 3, tone: 'danger' },
      { label: 'Unknown', value: 1, tone: 'neutral' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'E-mail verdicts' });
    await expect(within(table).getByRole('row', { name: 'Valid 1,984,312 >99%' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Invalid 3 <1%' })).toBeInTheDocument();
  },
};

/** Long labels wrap in their column, here at a phone's width. */
export const LongLabels: Story = {
  args: {
    title: 'Top e-mail reasons',
    description: 'A row with several reasons counts under each; percentages are of all rows.',
    labelHeader: 'Reason',
    total: 10_000,
    data: [
      { label: 'Mailbox not found (the mail server said the address does not exist)', value: 412 },
      { label: 'Domain accepts every address (catch-all), so a mailbox cannot be confirmed', value: 388 },
      { label: 'Disposable domain', value: 97 },
      { label: 'averyveryverylongreasoncodewithoutanyspacesatallthatmustwrapsomewhere', value: 12 },
    ],
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
