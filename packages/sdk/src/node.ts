/**
 * @leadproof/sdk/node: the client for Node, which also uploads from a file path. Kept apart so that
 * browser bundles of `@leadproof/sdk` never see `node:fs`.
 * @module
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Order } from '@leadproof/contract/orders';
import { Leadproof as BaseLeadproof } from './client';
import type { ClientOptions } from './core/options';
import { nodeHttpFetch } from './internal/node-http-fetch';
import { engineRefusal } from './lib/engine-refusal';
import type { UploadInput, UploadStream } from './lib/signed-upload';
import type { OrderUploadParams } from './lib/upload-csv';
import { estimateUpload, type OrderEstimateParams, type UploadEstimate } from './lib/upload-estimate';
import { Orders } from './resources/orders';

/** Opens a file as an upload stream (read in 64 KiB chunks as storage accepts them). */
export async function fileFromPath(filePath: string): Promise<UploadStream> {
  const { size } = await stat(filePath);
  return { stream: createReadStream(filePath), size, name: basename(filePath) };
}

export type { OrderEstimateParams, UploadEstimate } from './lib/upload-estimate';

/** The data rows of the file at `filePath` by the engine's own reader; a file it cannot read is an `InvalidUploadError`. */
async function countRows(filePath: string, sheet: string | undefined): Promise<number> {
  // Loaded on first use: its CSV and workbook readers cost every other call of the client nothing.
  const { countCsvRows } = await import('@leadproof/engine/count-rows');
  try {
    return (await countCsvRows({ path: filePath }, sheet === undefined ? {} : { sheet })).rows;
  } catch (error) {
    throw engineRefusal(error);
  }
}

/** `client.orders` in Node: `upload` also takes a file path, and `estimate` prices one before it is sent. */
export class NodeOrders<TNullOn401 extends boolean = false> extends Orders<TNullOn401> {
  /** As the base `upload`, plus a file path (streamed from disk, never read whole). */
  override async upload(input: UploadInput | string, options: OrderUploadParams = {}): Promise<Order> {
    return super.upload(typeof input === 'string' ? await fileFromPath(input) : input, options);
  }

  /**
   * What uploading the CSV or .xlsx workbook at `filePath` (or a CSV `Blob`, as the base `estimate`) will cost: its
   * data rows counted by the engine's reader, the function `upload-complete` counts the hold with, so the estimate
   * is the hold; the `upload_csv` price; and the balance. Throws `InvalidUploadError` with the engine's message for a
   * file it cannot read.
   */
  override estimate(input: string | Blob, options: OrderEstimateParams = {}): Promise<UploadEstimate> {
    if (typeof input !== 'string') return super.estimate(input, options);
    const client = this._client.withOptions({ nullOn401: false });
    return estimateUpload(client, countRows(input, options.sheet), options);
  }
}

/**
 * The Leadproof client for Node: `orders.upload` also takes a file path, and the storage upload goes through
 * `node:http(s)` (constant memory) unless `storageFetch` is given.
 */
export class Leadproof<TNullOn401 extends boolean = false> extends BaseLeadproof<TNullOn401> {
  override readonly orders: NodeOrders<TNullOn401> = new NodeOrders(this);

  constructor(options: ClientOptions<TNullOn401> = {}) {
    super({ ...options, storageFetch: options.storageFetch ?? nodeHttpFetch });
  }

  /** @deprecated use `client.orders.upload`, which takes a file path too; kept for one release. */
  override uploadCsv(input: UploadInput | string, options: OrderUploadParams = {}): Promise<Order> {
    return this.orders.upload(input, options);
  }
}
