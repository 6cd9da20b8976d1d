import type { OrderResultsFilter } from '@leadproof/sdk';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@leadproof/ui';
import { ChevronDown } from 'lucide-react';

/** The filtered downloads, in menu order, with what each file holds (docs/results-format.md, "Filtered downloads"). */
export const RESULTS_DOWNLOADS: ReadonlyArray<{
  filter: OrderResultsFilter;
  label: string;
  description: string;
}> = [
  {
    filter: 'clean',
    label: 'Clean list',
    description: 'Safe to send: no duplicates, nothing invalid or risky',
  },
  { filter: 'invalid', label: 'Invalid only', description: 'Rows with an invalid e-mail or phone' },
  { filter: 'duplicates', label: 'Duplicates only', description: 'Rows removed as duplicates' },
];

/** Props of `ResultsDownloadMenu`. */
export interface ResultsDownloadMenuProps {
  onDownload: (filter: OrderResultsFilter) => void;
  /** A download is running, or there is nothing to download yet. */
  disabled?: boolean;
  /** The filtered download running: the trigger is busy. */
  busy?: boolean;
}

/** The menu beside the Results tab's Download button: the clean list, the invalid rows or the duplicates. */
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
        {RESULTS_DOWNLOADS.map(({ filter, label, description }) => (
          <DropdownMenuItem key={filter} description={description} onSelect={() => onDownload(filter)}>
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
