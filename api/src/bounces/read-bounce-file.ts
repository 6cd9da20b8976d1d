/**
 * The read step of a bounce report: streams its sealed file through the engine's bounce-log reader and keeps, per
 * distinct address, its worst reported bounce (hard over soft over unknown): one hard bounce proves the mailbox gone
 * whatever else the log says of it.
 */
import { type BounceFormatId, type BounceKind, readBounceLog } from '@leadproof/engine';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';

/** What a bounce log says, address by address. */
export type BounceLogReading = {
  format: BounceFormatId | null;
  rowsRead: number;
  /** Lower-cased address → its worst bounce. */
  addresses: Map<string, BounceKind>;
};

const RANK: Record<BounceKind, number> = { unknown: 0, soft: 1, hard: 2 };

/** What reading a bounce log needs: the storage that holds it. */
export type ReadBounceFileDeps = Pick<Services, 'storage'>;

/** Reads the file at `filePath`; rejects with the engine's `EngineInputError` for a file it cannot use. */
export async function readBounceFile(
  services: ReadBounceFileDeps,
  filePath: string,
): Promise<BounceLogReading> {
  const reading: BounceLogReading = { format: null, rowsRead: 0, addresses: new Map() };
  const source = await services.storage.read(UPLOADS_BUCKET, filePath);
  try {
    const batches = readBounceLog(source as AsyncIterable<Uint8Array>, (format) => {
      reading.format = format;
    });
    for await (const batch of batches) {
      reading.rowsRead += batch.rows;
      for (const bounce of batch.bounces) {
        const seen = reading.addresses.get(bounce.email);
        if (seen === undefined || RANK[bounce.kind] > RANK[seen])
          reading.addresses.set(bounce.email, bounce.kind);
      }
    }
  } finally {
    source.destroy();
  }
  return reading;
}
