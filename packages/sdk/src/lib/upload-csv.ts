import type { Leadproof } from '../client';
import type { Order, OrderCreateBody } from '../contract/orders';
import { InvalidUploadError } from '../core/error';
import { validateCsvFile } from './csv-file';
import type { UploadInput, UploadProgress } from './signed-upload';

/** Options of `client.uploadCsv`. */
export interface UploadCsvOptions {
  /** Bytes sent to storage: per chunk in Node; only start and end for a browser `Blob`. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Aborts whichever step is running. */
  signal?: AbortSignal | undefined;
  /** Merged into the order's `requestDetails` (default `{source: 'sdk', fileName}`). */
  requestDetails?: Partial<OrderCreateBody['requestDetails']> | undefined;
  /** File name when the input carries none (streams); checked for `.csv`. */
  name?: string | undefined;
  /** Time limit of the storage upload; none by default. @unit milliseconds */
  uploadTimeout?: number | undefined;
}

/** The four upload steps of SPEC §4, through `client` (which must throw on 401). */
export async function uploadCsv(
  client: Leadproof<false>,
  input: UploadInput,
  options: UploadCsvOptions,
): Promise<Order> {
  const name = options.name ?? inputName(input);
  const problem = validateCsvFile({ name, size: input.size });
  if (problem) throw new InvalidUploadError(problem);
  const request = { signal: options.signal };
  const { id } = await client.orders.create(
    {
      type: 'upload_csv',
      requestDetails: {
        source: 'sdk',
        ...(name === undefined ? {} : { fileName: name }),
        ...options.requestDetails,
      },
    },
    request,
  );
  const ticket = await client.orders.uploadUrl(id, request);
  await client._signedUpload.upload(ticket, input, {
    onProgress: options.onProgress,
    signal: options.signal,
    timeout: options.uploadTimeout,
  });
  return client.orders.uploadComplete(id, { path: ticket.path }, request);
}

function inputName(input: UploadInput): string | undefined {
  if (input instanceof Blob)
    return 'name' in input && typeof input.name === 'string' ? input.name : undefined;
  return input.name;
}
