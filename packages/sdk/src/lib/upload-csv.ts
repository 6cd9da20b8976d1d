import type { Order, OrderCreateBody } from '@leadproof/contract/orders';
import type { Leadproof } from '../client';
import { InvalidUploadError, LeadproofError, type UploadStep } from '../core/error';
import { validateCsvFile } from './csv-file';
import type { UploadInput, UploadProgress } from './signed-upload';

/** Options of `client.orders.upload`. */
export interface OrderUploadParams {
  /** Bytes sent to storage: per chunk in Node; only start and end for a browser `Blob`. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Aborts whichever step is running. */
  signal?: AbortSignal | undefined;
  /** Merged into the order's `requestDetails` (default `{source: 'sdk', fileName}`). */
  requestDetails?: Partial<OrderCreateBody['requestDetails']> | undefined;
  /**
   * The sheet of an .xlsx workbook to verify: its name (any case), or a 1-based position when no sheet has that name;
   * the first visible worksheet when absent (`requestDetails.sheet`). A name the workbook lacks is refused at
   * upload-complete (`BadRequestError`, naming the sheets it has) before anything is charged.
   */
  sheet?: string | undefined;
  /** File name when the input carries none (streams); checked for `.csv`. */
  name?: string | undefined;
  /** Time limit of the storage upload; none by default. @unit milliseconds */
  uploadTimeout?: number | undefined;
  /**
   * The `fetch` of this call's storage upload, e.g. one over XMLHttpRequest, whose `upload.onprogress`
   * sees a browser `Blob` go out (the dashboard's progress bar). @default the client's `storageFetch`
   */
  storageFetch?: typeof fetch | undefined;
}

/**
 * The four upload steps (create order → upload URL → signed storage upload → upload-complete), through `client`
 * (which must throw on 401). An SDK error thrown by a step carries the step's name in `uploadStep`.
 */
export async function uploadCsv(
  client: Leadproof<false>,
  input: UploadInput,
  options: OrderUploadParams,
): Promise<Order> {
  const name = options.name ?? inputName(input);
  const problem = validateCsvFile({ name, size: input.size });
  if (problem) throw new InvalidUploadError(problem);
  const request = { signal: options.signal };
  const { id } = await step('createOrder', () =>
    client.orders.create(
      {
        type: 'upload_csv',
        requestDetails: {
          source: 'sdk',
          ...(name === undefined ? {} : { fileName: name }),
          ...(options.sheet === undefined ? {} : { sheet: options.sheet }),
          ...options.requestDetails,
        },
      },
      request,
    ),
  );
  const ticket = await step('uploadUrl', () => client.orders.uploadUrl(id, request));
  const storage = options.storageFetch ? client.withOptions({ storageFetch: options.storageFetch }) : client;
  await step('storageUpload', () =>
    storage._signedUpload.upload(ticket, input, {
      onProgress: options.onProgress,
      signal: options.signal,
      timeout: options.uploadTimeout,
    }),
  );
  return step('uploadComplete', () => client.orders.uploadComplete(id, { path: ticket.path }, request));
}

async function step<T>(name: UploadStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Errors of the caller's own callbacks (`accessToken`) pass through as they were thrown.
    if (error instanceof LeadproofError) error.uploadStep ??= name;
    throw error;
  }
}

function inputName(input: UploadInput): string | undefined {
  if (input instanceof Blob)
    return 'name' in input && typeof input.name === 'string' ? input.name : undefined;
  return input.name;
}
