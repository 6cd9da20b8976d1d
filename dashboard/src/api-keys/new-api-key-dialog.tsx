import type { ApiKeyCreateResponse } from '@leadproof/contract/api-keys';
import { SecretOnceDialog } from '../lib/secret-once-dialog';

/** Props of `NewApiKeyDialog`. */
export interface NewApiKeyDialogProps {
  /** The key just created, with its secret; null closes the dialog. */
  created: ApiKeyCreateResponse | null;
  onClose: () => void;
}

/** Shows a new key's secret once, with Copy; after closing it can never be shown again. */
export function NewApiKeyDialog({ created, onClose }: NewApiKeyDialogProps) {
  return (
    <SecretOnceDialog
      secret={created?.secret ?? null}
      title="API key created"
      description="Copy this key now: it will not be shown again. Use it as the bearer token of the API, or as LEADPROOF_API_KEY for the command-line tool."
      testId="api-key-secret"
      onClose={onClose}
    />
  );
}
