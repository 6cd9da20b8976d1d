import { useEffect, useState } from 'react';
import { countNewlines } from './costEstimate';

/** Rows of the chosen file by `countNewlines`: counting, counted, or the file could not be read. */
export type RowCount =
  | { status: 'idle' }
  | { status: 'counting' }
  | { status: 'done'; rows: number }
  | { status: 'failed' };

/** Counts the newlines of `file` in the background; a new file cancels the count of the previous one. */
export function useRowCount(file: File | null): RowCount {
  const [state, setState] = useState<RowCount>({ status: 'idle' });
  useEffect(() => {
    if (!file) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'counting' });
    countNewlines(file, controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setState({ status: 'done', rows });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [file]);
  return state;
}
