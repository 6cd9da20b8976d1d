import { creditShortfall } from '@leadproof/contract/money';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dropzone,
  type DropzoneHandle,
  Label,
} from '@leadproof/ui';
import { FileText } from 'lucide-react';
import { useRef } from 'react';
import { CreditsCoverBadge } from '../../billing/credits-cover-badge';
import * as forms from '../../lib/form.css';
import { formatBytes } from '../../lib/format-bytes';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import { ChosenFile } from './chosen-file';
import * as styles from './upload-card.css';
import { UploadProgress } from './upload-progress';
import type { WorkbookSheet } from './workbook-sheets';

/**
 * Where the cost estimate stands: not started, being computed, done, or failed. `rough` when `rows` are not the
 * hold's count (a workbook's, which only the upload reads).
 */
export type UploadEstimate =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'ready'; rows: number; credits: number; balance: number; rough?: boolean | undefined }
  | { status: 'unavailable' };

/** Props of `UploadCard`. */
export interface UploadCardProps {
  /** The chosen file, or null before one is chosen. */
  file: { name: string; size: number } | null;
  /** The inline validation or read error under the drop zone. */
  error: string | null;
  estimate: UploadEstimate;
  /** The upload is running (create order, upload URL, storage upload, confirm). */
  uploading: boolean;
  /** Percent of the file sent to storage, or null when unknown (indeterminate bar). */
  progress: number | null;
  /** Files picked or dropped; validation is the caller's. */
  onFiles: (files: File[]) => void;
  onClear: () => void;
  onSubmit: () => void;
  /** Purchase Credits beside 'Need N': opens the plans in the dashboard. */
  onPurchaseCredits?: (() => void) | undefined;
  /**
   * The sheets of a chosen .xlsx workbook and the one to verify: with more than one, the card lists them to choose
   * from (`value` is a sheet's name).
   */
  sheetChoice?: SheetChoice | null | undefined;
  /**
   * After a checkout, the file the card had when the browser could not keep it: the card asks for it again by name.
   */
  chooseAgain?: { name: string; size: number } | null | undefined;
}

/** The sheets of a workbook to choose from, and the chosen one's name. */
export interface SheetChoice {
  sheets: readonly WorkbookSheet[];
  value: string;
  onChange: (name: string) => void;
}

/**
 * The home screen's 'Upload & Verify' card (once 'Upload & Validate'): drop zone, chosen file with Clear, the
 * estimate line with its OK / 'Need N' badge, the upload progress bar, and the main button.
 */
export function UploadCard({
  file,
  error,
  estimate,
  uploading,
  progress,
  onFiles,
  onClear,
  onSubmit,
  onPurchaseCredits,
  sheetChoice = null,
  chooseAgain = null,
}: UploadCardProps) {
  const dropzone = useRef<DropzoneHandle>(null);
  const shortfall = estimate.status === 'ready' ? creditShortfall(estimate.credits, estimate.balance) : 0;
  const errorId = 'upload-card-error';

  return (
    <Card aria-labelledby="upload-card-title">
      <CardHeader>
        <CardTitle as="h2" id="upload-card-title">
          Upload &amp; Verify
        </CardTitle>
        <CardDescription>
          Upload a CSV list: we verify its e-mails and phones, remove duplicates and score every contact.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.body}>
        <Dropzone
          ref={dropzone}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onFiles={onFiles}
          disabled={uploading}
          title="Drag and drop a CSV file here, or click to browse"
          hint="Max file size: 50MB"
        />
        {error ? (
          <p id={errorId} role="alert" className={page.errorText}>
            {error}
          </p>
        ) : null}
        {chooseAgain && !file ? (
          <p className={styles.chooseAgain} role="status" data-testid="upload-choose-again">
            <FileText size={16} aria-hidden />
            <span>
              Your file: <strong>{chooseAgain.name}</strong> ({formatBytes(chooseAgain.size)}). Your browser
              could not keep it during payment: choose it again to upload it.
            </span>
          </p>
        ) : null}
        {file ? <ChosenFile file={file} onClear={onClear} disabled={uploading} /> : null}
        {file && sheetChoice && sheetChoice.sheets.length > 1 ? (
          <SheetPicker choice={sheetChoice} disabled={uploading} />
        ) : null}
        {file ? (
          <EstimateLine estimate={estimate} shortfall={shortfall} onPurchaseCredits={onPurchaseCredits} />
        ) : null}
        {uploading ? <UploadProgress progress={progress} /> : null}
        <div className={page.actions}>
          {file ? (
            <Button
              onClick={onSubmit}
              disabled={uploading || shortfall > 0}
              busy={uploading}
              busyLabel="Uploading..."
            >
              Upload &amp; Start Verification
            </Button>
          ) : (
            <Button onClick={() => dropzone.current?.open()} disabled={uploading}>
              {chooseAgain ? `Choose ${chooseAgain.name} again` : 'Select CSV'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** A native select of the workbook's sheets (keyboard and screen readers as is), hidden ones marked. */
function SheetPicker({ choice, disabled }: { choice: SheetChoice; disabled: boolean }) {
  const id = 'upload-sheet';
  return (
    <div className={forms.field}>
      <Label htmlFor={id}>Sheet to verify</Label>
      <select
        id={id}
        className={forms.select}
        value={choice.value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => choice.onChange(event.target.value)}
      >
        {choice.sheets.map((sheet) => (
          <option key={sheet.name} value={sheet.name}>
            {sheet.hidden ? `${sheet.name} (hidden)` : sheet.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={forms.hint}>
        This workbook has {choice.sheets.length} sheets: only the rows of the one chosen are counted, charged
        and verified.
      </p>
    </div>
  );
}

function EstimateLine({
  estimate,
  shortfall,
  onPurchaseCredits,
}: {
  estimate: UploadEstimate;
  shortfall: number;
  onPurchaseCredits: (() => void) | undefined;
}) {
  if (estimate.status === 'idle') return null;
  if (estimate.status === 'calculating') return <p className={styles.estimate}>Calculating cost...</p>;
  if (estimate.status === 'unavailable') return <p className={styles.estimate}>Est. cost unavailable</p>;
  return (
    <p className={styles.estimate} data-testid="upload-estimate">
      <span>
        ~{formatNumber(estimate.rows)} rows · est. {formatNumber(estimate.credits)} credits · balance{' '}
        {formatNumber(estimate.balance)}
      </span>
      <CreditsCoverBadge shortfall={shortfall} onPurchase={onPurchaseCredits} />
      {estimate.rough ? (
        <span className={styles.estimateNote}>
          A rough guess: a workbook's rows are counted when it is uploaded, and the credits held for them
          then.
        </span>
      ) : null}
    </p>
  );
}
