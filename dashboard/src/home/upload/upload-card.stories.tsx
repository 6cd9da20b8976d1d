import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadCard, type UploadCardProps } from './upload-card';
import { useRowCount } from './use-row-count';

const file = { name: 'leads-march.csv', size: 482_113 };

const meta = {
  title: 'Dashboard/UploadCard',
  component: UploadCard,
  args: {
    file: null,
    error: null,
    estimate: { status: 'idle' },
    uploading: false,
    progress: null,
    onFiles: fn(),
    onClear: fn(),
    onSubmit: fn(),
    onPurchaseCredits: fn(),
  },
} satisfies Meta<typeof UploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen: the drop zone, 'Max file size: 50MB' and 'Select CSV'. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Max file size: 50MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Select CSV' })).toBeEnabled();
  },
};

/** A file whose estimate the balance covers: the OK badge and an enabled upload button. */
export const Covered: Story = {
  args: { file, estimate: { status: 'ready', rows: 4_211, credits: 4_211, balance: 5_000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('~4,211 rows · est. 4,211 credits · balance 5,000')).toBeVisible();
    await expect(canvas.getByText('OK')).toBeVisible();
    canvas.getByRole('button', { name: 'Upload & Start Verification' }).click();
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/**
 * The balance is short: 'Need {shortfall}', Purchase Credits (which opens the plans in the dashboard), and the
 * upload button disabled.
 */
export const Short: Story = {
  args: { file, estimate: { status: 'ready', rows: 4_211, credits: 4_211, balance: 50 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Need 4,161')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload & Start Verification' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase Credits' }));
    await expect(args.onPurchaseCredits).toHaveBeenCalled();
  },
};

/** Back from a checkout where the browser could not keep the file: the card names it, to be chosen again. */
export const ChooseAgainAfterCheckout: Story = {
  args: { chooseAgain: file },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your file: leads-march.csv (471 KB). Your browser could not keep it during payment: choose it again to upload it.',
    );
    await expect(canvas.getByRole('button', { name: 'Choose leads-march.csv again' })).toBeEnabled();
  },
};

/** While the rows are counted. */
export const Calculating: Story = {
  args: { file, estimate: { status: 'calculating' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Calculating cost...')).toBeVisible();
  },
};

/** Pricing or the balance could not be loaded. */
export const EstimateUnavailable: Story = {
  args: { file, estimate: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Est. cost unavailable')).toBeVisible();
  },
};

/** A refused file: the inline error (the page also raises the 'Invalid file' toast). */
export const InvalidFile: Story = {
  args: { error: 'Only CSV files are allowed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only CSV files are allowed');
  },
};

/** Sending the file: the progress bar and the busy button. */
export const Uploading: Story = {
  args: {
    file,
    estimate: { status: 'ready', rows: 4_211, credits: 4_211, balance: 5_000 },
    uploading: true,
    progress: 42,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(canvas.getByText('Uploading... 42%')).toBeVisible();
  },
};

/**
 * A workbook of several sheets: they are listed under the file (hidden ones marked), the first visible one chosen;
 * the native select takes the keyboard.
 */
export const WorkbookSheets: Story = {
  args: {
    file: { name: 'contacts.xlsx', size: 1_482_113 },
    estimate: { status: 'ready', rows: 1_204, credits: 1_204, balance: 5_000, rough: true },
    sheetChoice: {
      sheets: [
        { name: 'Archive', hidden: true },
        { name: 'Q3 leads', hidden: false },
        { name: 'Notes', hidden: false },
      ],
      value: 'Q3 leads',
      onChange: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Sheet to verify' });
    await expect(picker).toHaveValue('Q3 leads');
    // A workbook's rows are not counted before the upload: the estimate says it is a guess.
    await expect(
      canvas.getByText(/A rough guess: a workbook's rows are counted when it is uploaded/),
    ).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Archive (hidden)' })).toBeInTheDocument();
    await expect(picker).toHaveAccessibleDescription(
      'This workbook has 3 sheets: only the rows of the one chosen are counted, charged and verified.',
    );
    await userEvent.selectOptions(picker, 'Notes');
    await expect(args.sheetChoice?.onChange).toHaveBeenCalledWith('Notes');
  },
};

/**
 * A tab-separated CSV with a header, blank and delimiter-only lines, quoted line breaks and no final newline: 9
 * newlines, 3 data rows. The engine's `countCsvRows` counts 3 for the hold (home-page.test.tsx holds the card to it).
 */
const quirkyCsv = new File(
  [
    'Email\tName\tNote\n\nann@example.com\tAnn\t"first line\n\nsecond line"\n\t\t\nbo@example.com\tBo\t\n\n\ncy@example.com\tCy\t"say ""hi"""',
  ],
  'quirky.csv',
  { type: 'text/csv' },
);

/** The card with its rows counted in this browser by the SDK (`Orders.countRows`), at 1 credit a row. */
function CountedUploadCard(props: UploadCardProps) {
  const count = useRowCount(quirkyCsv);
  const estimate: UploadCardProps['estimate'] =
    count.status === 'done'
      ? { status: 'ready', rows: count.rows, credits: count.rows, balance: 5_000 }
      : { status: 'calculating' };
  return <UploadCard {...props} file={quirkyCsv} estimate={estimate} />;
}

/** A CSV counted in the browser by the engine's reader: the rows the upload's hold charges for, not its newlines. */
export const CountedLikeTheHold: Story = {
  render: (args) => <CountedUploadCard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('~3 rows · est. 3 credits · balance 5,000')).toBeVisible();
    await expect(canvas.queryByText(/A rough guess/)).toBeNull();
  },
};
