import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CsvPreview } from './csv-preview';
import { ResultsDownloadMenu } from './results-download-menu';

// As the engine writes it: phones as typed, and a formula-guarded cell (`'=…`) that the preview unguards.
const results = [
  '\uFEFFlp_row,email,phone,lp_email_status,lp_phone_e164,lp_score',
  '1,ada@example.com,(415) 555-2671,valid,+14155552671,87',
  `2,"'=HYPERLINK(""http://evil.example"")",,invalid,,12`,
  '3,"Hopper, Grace",+44 20 7183 8750,,+442071838750,55',
  '',
].join('\r\n');

const meta = {
  title: 'Dashboard/CsvPreview',
  component: CsvPreview,
  args: { text: results, label: 'Results preview', limit: 100, onDownload: fn() },
} satisfies Meta<typeof CsvPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A results file: '-' for empty cells, cells without the formula guard, the row and column counts, and Download. */
export const Results: Story = {
  args: { unguard: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Results preview' })).toBeVisible();
    await expect(canvas.getByText('3 row(s) · 6 column(s)')).toBeVisible();
    await expect(canvas.getAllByText('-').length).toBe(3);
    await expect(canvas.getByText('+14155552671')).toBeVisible();
    await expect(canvas.getByText('=HYPERLINK("http://evil.example")')).toBeVisible();
    canvas.getByRole('button', { name: 'Download' }).click();
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

const onFilteredDownload = fn();

/** Results with the filtered downloads beside Download: the menu opens from the keyboard and picks a filter. */
export const ResultsWithFilteredDownloads: Story = {
  args: { downloadMenu: <ResultsDownloadMenu onDownload={onFilteredDownload} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filtered downloads' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Filtered downloads' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Clean list Safe to send: no duplicates, nothing invalid or risky',
      'Invalid only Rows with an invalid e-mail or phone',
      'Duplicates only Rows removed as duplicates',
      'Excel workbook (.xlsx) All results, phones and ids as text, header frozen',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onFilteredDownload).toHaveBeenCalledWith({ filter: 'duplicates' }));
  },
};

/** A large file's preview: the first 100 rows, and a note that Download has the rest. */
export const FirstHundredRows: Story = {
  args: {
    text: ['email,name', ...Array.from({ length: 100 }, (_, i) => `user${i}@example.com,User ${i}`), ''].join(
      '\n',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '100 row(s) · 2 column(s) — the first 100 rows; Download for the whole file',
      ),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { args: { text: undefined } };

/** The server had no content. */
export const NoData: Story = {
  args: { text: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

/** A header and nothing else. */
export const HeaderOnly: Story = {
  args: { text: 'email,phone\n' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data rows found')).toBeVisible();
  },
};

/** An empty file. */
export const EmptyFile: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('CSV file is empty')).toBeVisible();
  },
};

/** Text that is not CSV (an unterminated quote). */
export const ParseFailure: Story = {
  args: { text: 'email\n"unterminated\n' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to parse CSV file')).toBeVisible();
  },
};
