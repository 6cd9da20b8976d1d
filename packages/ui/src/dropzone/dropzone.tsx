import { Upload } from 'lucide-react';
import {
  type ChangeEvent,
  type DragEvent,
  forwardRef,
  type ReactNode,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { cx } from '../theme/cx';
import * as styles from './dropzone.css';

/** What a `Dropzone` ref exposes: open the file browser from another control (e.g. "Select CSV"). */
export interface DropzoneHandle {
  open: () => void;
  focus: () => void;
}

/** Props of `Dropzone`. */
export interface DropzoneProps {
  /** Called with the chosen or dropped files; validation (type, size) is the caller's. */
  onFiles: (files: File[]) => void;
  /** The file input's `accept`, e.g. ".csv,text/csv". */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Main line, e.g. "Drop your CSV here or click to browse". */
  title?: ReactNode;
  /** Second line, e.g. "Max file size: 50MB". */
  hint?: ReactNode;
  /** The hidden file input's `name`, for forms. */
  name?: string;
  className?: string;
}

/**
 * A file drop target that is a native button: click, Enter or Space opens the file browser, and files
 * dropped on it are passed to `onFiles`. Its title and hint are its accessible name; its content must
 * stay non-interactive (it is the control).
 */
export const Dropzone = forwardRef<DropzoneHandle, DropzoneProps>(function Dropzone(
  {
    onFiles,
    accept,
    multiple = false,
    disabled = false,
    title = 'Drop a file here or click to browse',
    hint,
    name,
    className,
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };
  useImperativeHandle(ref, () => ({ open, focus: () => zoneRef.current?.focus() }));

  const deliver = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    // Without preventDefault the browser refuses the drop (and may open the file instead).
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) deliver(event.dataTransfer.files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    deliver(event.target.files);
    // Clearing lets the same file be chosen again after the caller rejected or cleared it.
    event.target.value = '';
  };

  return (
    <>
      {/* Outside the button, so the input's own click never bubbles back into the button's onClick. */}
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        hidden
        tabIndex={-1}
      />
      <button
        ref={zoneRef}
        type="button"
        disabled={disabled}
        data-dragging={dragging}
        className={cx(styles.zone, className)}
        onClick={open}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload size={28} aria-hidden className={styles.icon} />
        <span className={styles.title}>{title}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </button>
    </>
  );
});
Dropzone.displayName = 'Dropzone';
