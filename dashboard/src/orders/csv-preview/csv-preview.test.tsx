// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvPreview } from './csv-preview';

afterEach(cleanup);

const renderPreview = (text: string | null | undefined, limit?: number) => {
  const onDownload = vi.fn();
  render(<CsvPreview text={text} label="Preview" onDownload={onDownload} limit={limit} />);
  return onDownload;
};

describe('CsvPreview', () => {
  it("renders the table with '-' for empty cells and the 'N row(s) · M column(s)' footer", () => {
    renderPreview('email,phone\na@b.co,\n,+1555\n');
    expect(screen.getByRole('table', { name: 'Preview' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['email', 'phone']);
    expect(screen.getAllByRole('cell', { name: '-' })).toHaveLength(2);
    expect(screen.getByText('2 row(s) · 2 column(s)')).toBeTruthy();
  });

  it('notes that a preview at its limit is the first rows of the file', () => {
    renderPreview('email\na\nb\n', 2);
    expect(screen.getByTestId('csv-preview-footer').textContent).toBe(
      '2 row(s) · 1 column(s) — the first 2 rows; Download for the whole file',
    );
  });

  it("shows a results file's guarded cells as the customer's data, and an original file as it is", () => {
    const text = `phone,note\n+1 415 555 0100,"'=HYPERLINK(""x"")"\n`;
    render(<CsvPreview text={text} label="Results" onDownload={vi.fn()} unguard />);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '+1 415 555 0100',
      '=HYPERLINK("x")',
    ]);
    cleanup();
    renderPreview(text);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '+1 415 555 0100',
      `'=HYPERLINK("x")`,
    ]);
  });

  it.each([
    [null, 'No data available'],
    ['', 'CSV file is empty'],
    ['email,phone\n', 'No data rows found'],
    ['email\n"broken\n', 'Failed to parse CSV file'],
  ])('shows the empty or error state for %j', (text, message) => {
    renderPreview(text);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows placeholders while loading, with Download disabled', () => {
    renderPreview(undefined);
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('calls onDownload from the Download button', () => {
    const onDownload = renderPreview('a\n1\n');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
