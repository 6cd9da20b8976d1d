import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@leadproof/ui';
import { ChevronDown } from 'lucide-react';
import type { ResultsDownload } from '../queries';

/**
 * The menu's downloads, in menu order, with what each file holds (docs/results-format.md, "Filtered downloads" and
 * "XLSX").
 */
export const RESULTS_DOWNLOADS: ReadonlyArray<{
  choice: ResultsDownload;
  label: string;
  description: string;
}> = [
  {
    choice: { filter: 'clean' },
    label: 'Clean list',
    description: 'Safe to send: no duplicates, nothing invalid or risky',
  },
  {
    choice: { filter: 'invalid' },
    label: 'Invalid only',
    description: 'Rows with an invalid e-mail or phone',
  },
  { choice: { filter: 'duplicates' }, label: 'Duplicates only', description: 'Rows removed as duplicates' },
  {
    choice: { format: 'xlsx' },
    label: 'Excel workbook (.xlsx)',
    description: 'All results, phones and ids as text, header frozen',
  },
];

/** Props of `ResultsDownloadMenu`. */
export interface ResultsDownloadMenuProps {
  onDownload: (choice: ResultsDownload) => void;
  /** A download is running, or there is nothing to download yet. */
  disabled?: boolean;
  /** The filtered download running: the trigger is busy. */
  busy?: boolean;
}

/**
 * The menu beside the Results tab's Download button: the clean list, the invalid rows, the duplicates, or the
 * results as an Excel workbook.
 */
export function ResultsDownloadMenu({
  onDownload,
  disabled = false,
  busy = false,
}: ResultsDownloadMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        {/* The name includes the visible "Filtered" and says what the menu holds. */}
        <Button
          variant="outline"
          size="sm"
          aria-label="Filtered downloads"
          busy={busy}
          busyLabel="Downloading..."
          disabled={disabled}
        >
          Filtered
          <ChevronDown size={14} aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {RESULTS_DOWNLOADS.map(({ choice, label, description }) => (
          <DropdownMenuItem key={label} description={description} onSelect={() => onDownload(choice)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
