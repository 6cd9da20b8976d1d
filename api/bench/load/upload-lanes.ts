/**
 * Uploads kept in flight during a load run, through the SDK exactly as a customer's script does:
 * create the order, upload the CSV to the signed URL, upload-complete, then wait for the order to end.
 * Each lane starts its next upload when the previous one has ended, until told to stop; stopping waits
 * for the uploads in flight to end.
 */
import type { OrderStatus } from '@leadproof/contract/orders';
import { Leadproof } from '@leadproof/sdk/node';
import type { TestUser } from '../../src/testing/test-users';

export type UploadOutcome = {
  userId: string;
  orderId: string | null;
  /** The order's final status, or `error` when a call failed (see `error`). */
  status: OrderStatus | 'error';
  rowCount: number | null;
  /** The net charge, after settlement. */
  creditsUsed: number | null;
  /** What upload-complete held for the rows (null when the upload failed). */
  held: number | null;
  /** From creating the order to upload-complete's answer. */
  uploadMs: number;
  /** From upload-complete's answer to the order's final status. */
  processingMs: number;
  error?: string;
};

export type UploadLanes = {
  /** Stops starting uploads; resolves with every outcome once the uploads in flight have ended. */
  stop(): Promise<UploadOutcome[]>;
};

export type UploadLanesOptions = {
  url: string;
  users: readonly TestUser[];
  lanes: number;
  /** The CSV every upload sends. */
  file: string;
  /** How long one upload may take to end before it counts as failed. @default 300_000 */
  timeoutMs?: number;
};

async function uploadOnce(options: UploadLanesOptions, user: TestUser): Promise<UploadOutcome> {
  // No retries: a failed call must show up as a failure, not be hidden by a second attempt.
  const client = new Leadproof({ baseURL: options.url, accessToken: () => user.accessToken, maxRetries: 0 });
  const signal = AbortSignal.timeout(options.timeoutMs ?? 300_000);
  const started = performance.now();
  let orderId: string | null = null;
  let uploaded = started;
  try {
    const order = await client.uploadCsv(options.file, { requestDetails: { source: 'load-test' }, signal });
    orderId = order.id;
    uploaded = performance.now();
    const done = await client.waitForOrder(order.id, { intervalMs: 500, signal });
    return {
      userId: user.id,
      orderId,
      status: done.status,
      rowCount: done.rowCount,
      creditsUsed: done.creditsUsed,
      held: done.billing?.held ?? null,
      uploadMs: Math.round(uploaded - started),
      processingMs: Math.round(performance.now() - uploaded),
    };
  } catch (error) {
    return {
      userId: user.id,
      orderId,
      status: 'error',
      rowCount: null,
      creditsUsed: null,
      held: null,
      uploadMs: Math.round(uploaded - started),
      processingMs: Math.round(performance.now() - uploaded),
      error: (error as Error).message,
    };
  }
}

/** Starts `lanes` uploads at once, each lane uploading again as soon as its previous upload ended. */
export function startUploadLanes(options: UploadLanesOptions): UploadLanes {
  if (options.users.length === 0) throw new Error('startUploadLanes needs at least one user');
  const outcomes: UploadOutcome[] = [];
  let stopping = false;
  let uploads = 0;
  const lane = async () => {
    while (!stopping) {
      // Round robin over the users: concurrent uploads of one user are allowed and happen here too.
      const user = options.users[uploads++ % options.users.length] as TestUser;
      outcomes.push(await uploadOnce(options, user));
    }
  };
  const running = Promise.all(Array.from({ length: options.lanes }, lane));
  return {
    async stop() {
      stopping = true;
      await running;
      return outcomes;
    },
  };
}
