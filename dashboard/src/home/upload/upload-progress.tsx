import { ProgressBar } from '@leadproof/ui';
import * as styles from './upload-card.css';

/** An upload's bar and its words, "Uploading... 42%"; `progress` null when the share sent is unknown. */
export function UploadProgress({ progress }: { progress: number | null }) {
  return (
    <div className={styles.progress}>
      <ProgressBar value={progress} label="Upload progress" />
      <span aria-live="polite">
        {progress === null ? 'Uploading...' : `Uploading... ${Math.round(progress)}%`}
      </span>
    </div>
  );
}
