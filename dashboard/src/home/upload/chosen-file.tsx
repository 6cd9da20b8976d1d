import { Button } from '@leadproof/ui';
import { FileText, X } from 'lucide-react';
import { formatBytes } from '../../lib/format-bytes';
import * as styles from './upload-card.css';

/** The file chosen under an upload's drop zone: its name and size, and Clear (disabled while it uploads). */
export function ChosenFile({
  file,
  onClear,
  disabled,
}: {
  file: { name: string; size: number };
  onClear: () => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.fileRow}>
      <span className={styles.fileName}>
        <FileText size={16} aria-hidden />
        {file.name}
        <span className={styles.fileSize}>{formatBytes(file.size)}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
        <X size={14} aria-hidden />
        Clear
      </Button>
    </div>
  );
}
