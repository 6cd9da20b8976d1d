import {
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import { Download } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import * as page from '../../lib/page.css';
import * as styles from './csv-preview.css';
import { parseCsvPreview } from './parse-csv-preview';

/** Props of `CsvPreview`. */
export interface CsvPreviewProps {
  /** The CSV text; null when the server had no content; undefined while it loads. */
  text: string | null | undefined;
  /** Accessible name of the table, e.g. "Original Upload preview". */
  label: string;
  /** The preview holds at most this many data rows; reaching it shows the "first N rows" note. */
  limit?: number;
  onDownload: () => void;
  /** A download is running: the button is busy. */
  downloading?: boolean;
  /** The text is a results file: show cells without the formula guard's apostrophe (see `parseCsvPreview`). */
  unguard?: boolean;
  /** More download controls beside the Download button (the results' filtered downloads). */
  downloadMenu?: ReactNode;
}

/**
 * An order file's CSV preview: the table with '-' for empty cells, the footer
 * 'N row(s) · M column(s)', the Download button, and the empty and parse-failure states.
 */
export function CsvPreview({
  text,
  label,
  limit,
  onDownload,
  downloading = false,
  unguard = false,
  downloadMenu,
}: CsvPreviewProps) {
  const parsed = useMemo(
    () => (typeof text === 'string' ? parseCsvPreview(text, { unguard }) : null),
    [text, unguard],
  );

  const toolbar = (
    <div className={styles.toolbar}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onDownload()}
        busy={downloading}
        busyLabel="Downloading..."
        disabled={text === undefined}
      >
        <Download size={14} aria-hidden />
        Download
      </Button>
      {downloadMenu}
    </div>
  );

  if (text === undefined) {
    return (
      <div className={styles.preview} aria-busy="true">
        {toolbar}
        <div className={styles.loading}>
          <Skeleton height="1.5rem" />
          <Skeleton height="1.5rem" />
          <Skeleton height="1.5rem" />
        </div>
      </div>
    );
  }

  let body: ReactNode;
  if (text === null) body = <p className={page.emptyState}>No data available</p>;
  else if (parsed && !parsed.ok)
    body = (
      <p className={page.emptyState} role="alert">
        {parsed.error}
      </p>
    );
  else if (parsed?.ok && parsed.table.rows.length === 0)
    body = <p className={page.emptyState}>No data rows found</p>;
  else if (parsed?.ok) {
    const { headers, rows } = parsed.table;
    body = (
      <>
        {/* Focusable, so keyboard users can scroll a wide or tall preview. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className={styles.scroller} tabIndex={0} aria-label={`${label} (scrollable)`}>
          <Table aria-label={label}>
            <TableHeader>
              <TableRow>
                {headers.map((header, index) => (
                  // Headers may repeat or be empty; their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                  <TableHead key={index}>{header || '-'}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows never reorder
                <TableRow key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                    <TableCell key={cellIndex} className={styles.cell}>
                      {cell === '' ? '-' : cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
        <p className={page.muted} data-testid="csv-preview-footer">
          {rows.length} row(s) · {headers.length} column(s)
          {limit !== undefined && rows.length >= limit
            ? ` — the first ${limit} rows; Download for the whole file`
            : ''}
        </p>
      </>
    );
  }

  return (
    <div className={styles.preview}>
      {toolbar}
      {body}
    </div>
  );
}
