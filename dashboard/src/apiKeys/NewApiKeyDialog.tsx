import type { ApiKeyCreateResponse } from '@leadproof/sdk';
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
import { useState } from 'react';
import * as styles from './ApiKeys.css';

/** Props of `NewApiKeyDialog`. */
export interface NewApiKeyDialogProps {
  /** The key just created, with its secret; null closes the dialog. */
  created: ApiKeyCreateResponse | null;
  onClose: () => void;
}

/** Shows a new key's secret once, with Copy; after closing it can never be shown again. */
export function NewApiKeyDialog({ created, onClose }: NewApiKeyDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the secret stays selectable.
      setCopied(false);
    }
  };
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>API key created</DialogTitle>
          <DialogDescription>
            Copy this key now: it will not be shown again. Use it as the bearer token of the API, or as
            LEADPROOF_API_KEY for the command-line tool.
          </DialogDescription>
        </DialogHeader>
        <code className={styles.secret} data-testid="api-key-secret">
          {created?.secret}
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
