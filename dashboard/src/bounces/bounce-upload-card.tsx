import { Button, Dropzone, type DropzoneHandle } from '@leadproof/ui';
import { useRef } from 'react';
import { ChosenFile } from '../home/upload/chosen-file';
import * as upload from '../home/upload/upload-card.css';
import { UploadProgress } from '../home/upload/upload-progress';
import * as page from '../lib/page.css';
import { SectionCard } from '../lib/section-card';
import { BOUNCE_FILE_ACCEPT } from './bounce-file';

/** Props of `BounceUploadCard`. */
export interface BounceUploadCardProps {
  /** The chosen file, or null before one is chosen. */
  file: { name: string; size: number } | null;
  /** Why the chosen file cannot be sent, or why the upload failed. */
  error: string | null;
  uploading: boolean;
  /** Percent of the file sent to storage, or null when unknown (indeterminate bar). */
  progress: number | null;
  /** Files picked or dropped; checking them is the caller's. */
  onFiles: (files: File[]) => void;
  onClear: () => void;
  onSubmit: () => void;
}

/**
 * The Bounces page's upload: a drop zone that is also the file picker (Enter or Space opens it), the chosen file
 * with Clear, the upload's progress, and the button that reports it.
 */
export function BounceUploadCard({
  file,
  error,
  uploading,
  progress,
  onFiles,
  onClear,
  onSubmit,
}: BounceUploadCardProps) {
  const dropzone = useRef<DropzoneHandle>(null);
  return (
    <SectionCard
      titleId="bounce-upload-title"
      title="Report bounces"
      description="After a campaign, upload the bounce export of your e-mail platform: Mailchimp, SendGrid, Postmark, Mailgun, Amazon SES, Brevo, HubSpot, Instantly, lemlist, Apollo, or any CSV with an e-mail column and a status or reason column."
    >
      <div className={upload.body}>
        <Dropzone
          ref={dropzone}
          accept={BOUNCE_FILE_ACCEPT}
          onFiles={onFiles}
          disabled={uploading}
          title="Drag and drop a bounce export here, or click to browse"
          hint="CSV, or Amazon SES notifications as JSON lines. Max file size: 50MB"
        />
        {error ? (
          <p role="alert" className={page.errorText}>
            {error}
          </p>
        ) : null}
        {file ? <ChosenFile file={file} onClear={onClear} disabled={uploading} /> : null}
        {uploading ? <UploadProgress progress={progress} /> : null}
        <div className={page.actions}>
          {file ? (
            <Button onClick={onSubmit} disabled={uploading} busy={uploading} busyLabel="Uploading...">
              Upload bounce report
            </Button>
          ) : (
            <Button variant="outline" onClick={() => dropzone.current?.open()}>
              Choose a file
            </Button>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
