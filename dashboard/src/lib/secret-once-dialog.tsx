import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@leadproof/ui';
import { Check, Copy } from 'lucide-react';
import { type ReactNode, type RefObject, useState } from 'react';
import * as styles from './secret-once-dialog.css';

/** Props of `SecretOnceDialog`. */
export interface SecretOnceDialogProps {
  /** The secret to show; null closes the dialog. */
  secret: string | null;
  title: string;
  /** Says the secret will not be shown again, and where to use it. */
  description: ReactNode;
  /** `data-testid` of the secret's element. */
  testId: string;
  onClose: () => void;
  /**
   * Where the focus goes on close. By default it returns to what had it before the dialog opened, which
   * is lost when that was inside a form dialog that closed to make way for this one.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Shows a secret the server returns once (an API key, a webhook signing secret), with Copy and Done. */
export function SecretOnceDialog({
  secret,
  title,
  description,
  testId,
  onClose,
  returnFocusTo,
}: SecretOnceDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the secret stays selectable.
      setCopied(false);
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <code className={styles.secret} data-testid={testId}>
          {secret}
        </code>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
