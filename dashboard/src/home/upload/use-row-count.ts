import { InvalidUploadError, Orders } from '@leadproof/sdk';
import { useEffect, useState } from 'react';
import { countNewlines } from './cost-estimate';
import { isWorkbook } from './use-workbook-sheets';

/**
 * Rows of the chosen file: counting, counted, or the file could not be read (`message`: the engine's reason, when it
 * refused the file). A CSV's `rows` are the hold's (`Orders.countRows`, the engine's reader); a workbook's are its
 * newline count, a `rough` guess, since only the upload reads a workbook's rows.
 */
export type RowCount =
  | { status: 'idle' }
  | { status: 'counting' }
  | { status: 'done'; rows: number; rough: boolean }
  | { status: 'failed'; message?: string };

/** Counts the rows of `file` in the background; a new file cancels the count of the previous one. */
export function useRowCount(file: File | null): RowCount {
  const [state, setState] = useState<RowCount>({ status: 'idle' });
  useEffect(() => {
    if (!file) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const rough = isWorkbook(file);
    setState({ status: 'counting' });
    // The engine's reader loads with the first count (read in slices, so the page stays responsive meanwhile).
    (rough ? countNewlines(file, signal) : Orders.countRows(file, { signal })).then(
      (rows) => {
        if (!signal.aborted) setState({ status: 'done', rows, rough });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setState(
          error instanceof InvalidUploadError
            ? { status: 'failed', message: error.message }
            : { status: 'failed' },
        );
      },
    );
    return () => controller.abort();
  }, [file]);
  return state;
}
