import { useEffect, useState } from 'react';
import { type WorkbookSheet, workbookSheets } from './workbook-sheets';

/**
 * The sheets of the chosen file when it is an .xlsx workbook: reading them, read, or none to offer (a CSV, or a file
 * that could not be read as a workbook, which the upload itself then explains).
 */
export type WorkbookSheetsState =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'read'; sheets: WorkbookSheet[] };

/** An .xlsx workbook by its name, as the upload card tells one from a CSV. */
export const isWorkbook = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** Reads the sheet names of `file` in the background; a new file cancels the read of the previous one. */
export function useWorkbookSheets(file: File | null): WorkbookSheetsState {
  const [state, setState] = useState<WorkbookSheetsState>({ status: 'none' });
  useEffect(() => {
    if (!file || !isWorkbook(file)) {
      setState({ status: 'none' });
      return;
    }
    let current = true;
    setState({ status: 'reading' });
    workbookSheets(file).then(
      (sheets) => {
        if (current) setState({ status: 'read', sheets });
      },
      () => {
        if (current) setState({ status: 'none' });
      },
    );
    return () => {
      current = false;
    };
  }, [file]);
  return state;
}
