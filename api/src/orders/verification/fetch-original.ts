/** The first step of verification: the order's confirmed original as a file on this machine, checked against its hash. */
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { OrderRow } from '../../db/order-row';
import type { Services } from '../../services';
import { UPLOADS_BUCKET } from '../../storage/object-storage';
import { sha256Of } from '../inspect-upload';

/** What fetching an original needs: the storage, and the local folder when files are kept on this machine. */
export type FetchOriginalDeps = Pick<Services, 'storage' | 'localStorage'>;

/** A local path to the original at `storagePath`: the stored file itself when storage is local, else a copy in `workDir`. */
export async function fetchOriginal(
  services: FetchOriginalDeps,
  storagePath: string,
  workDir: string,
): Promise<string> {
  const local = services.localStorage?.filePath(UPLOADS_BUCKET, storagePath);
  if (local) return local;
  const copy = path.join(workDir, 'original.csv');
  await pipeline(await services.storage.read(UPLOADS_BUCKET, storagePath), createWriteStream(copy));
  return copy;
}

/**
 * Whether `filePath` holds the bytes upload-complete counted and charged for: only those are verified (a retry
 * reads the file again). An order confirmed before hashes were recorded has none to check.
 */
export async function matchesConfirmedFile(filePath: string, order: OrderRow): Promise<boolean> {
  if (!order.original_file_sha256) return true;
  return (await sha256Of(createReadStream(filePath))) === order.original_file_sha256;
}
