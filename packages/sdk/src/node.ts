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
import type { UploadInput, UploadStream } from './lib/signed-upload';
import type { UploadCsvOptions } from './lib/upload-csv';

/** Opens a file as an upload stream (read in 64 KiB chunks as storage accepts them). */
export async function fileFromPath(filePath: string): Promise<UploadStream> {
  const { size } = await stat(filePath);
  return { stream: createReadStream(filePath), size, name: basename(filePath) };
}

/**
 * The Leadproof client for Node: `uploadCsv` also takes a file path, and the storage upload goes through
 * `node:http(s)` (constant memory) unless `storageFetch` is given.
 */
export class Leadproof<TNullOn401 extends boolean = false> extends BaseLeadproof<TNullOn401> {
  constructor(options: ClientOptions<TNullOn401> = {}) {
    super({ ...options, storageFetch: options.storageFetch ?? nodeHttpFetch });
  }

  /** As the base `uploadCsv`, plus a file path (streamed from disk, never read whole). */
  override async uploadCsv(input: UploadInput | string, options: UploadCsvOptions = {}): Promise<Order> {
    return super.uploadCsv(typeof input === 'string' ? await fileFromPath(input) : input, options);
  }
}
