import { InvalidUploadError, type Leadproof, type Order, validateCsvFile } from '@leadproof/sdk';
import { errorMessage } from '../../lib/errorMessage';
import { xhrUploadFetch } from './xhrUploadFetch';

/** Options of `uploadOrderFile`. */
export interface UploadOrderFileOptions {
  /** Bytes of the file sent to storage so far. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** An upload that failed at one step; `message` is the server's words, else the step's fallback (SPEC §8). */
export class UploadStepError extends Error {
  override name = 'UploadStepError';
}

async function step<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new UploadStepError(errorMessage(error, fallback), { cause: error });
  }
}

/**
 * SPEC §4's upload flow through the SDK: (1) create an `upload_csv` order, (2) ask for its upload URL,
 * (3) send the file to signed storage as text/csv with upsert, (4) confirm with the path. Runs the steps
 * one by one (rather than `client.uploadCsv`) so that a failure names its step, and sends the file
 * through XHR so that the progress bar moves while the bytes go out.
 */
export async function uploadOrderFile(
  client: Leadproof,
  file: File,
  { onProgress, signal }: UploadOrderFileOptions = {},
): Promise<Order> {
  const problem = validateCsvFile(file);
  if (problem) throw new InvalidUploadError(problem);
  const request = { signal };
  const { id } = await step(
    () =>
      client.orders.create(
        { type: 'upload_csv', requestDetails: { source: 'dashboard', fileName: file.name } },
        request,
      ),
    'Failed to create order',
  );
  const ticket = await step(() => client.orders.uploadUrl(id, request), 'Failed to get upload URL');
  const storage = onProgress ? client.withOptions({ storageFetch: xhrUploadFetch(onProgress) }) : client;
  await step(() => storage.uploadToSignedUrl(ticket, file, { signal }), 'Failed to upload file');
  return step(
    () => client.orders.uploadComplete(id, { path: ticket.path }, request),
    'Failed to confirm upload',
  );
}
