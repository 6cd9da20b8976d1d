import { LeadproofError, type UploadStep } from '@leadproof/sdk';
import { errorMessage } from '../../lib/error-message';

/** The words for each upload step that fails without a message from the server. */
export const uploadStepFallbacks: Record<UploadStep, string> = {
  createOrder: 'Failed to create order',
  uploadUrl: 'Failed to get upload URL',
  storageUpload: 'Failed to upload file',
  uploadComplete: 'Failed to confirm upload',
};

/** The words of the 'Upload failed' toast: the server's message, else the failed step's text above. */
export function uploadErrorMessage(error: unknown): string {
  const step = error instanceof LeadproofError ? error.uploadStep : undefined;
  return errorMessage(error, step && uploadStepFallbacks[step]);
}
