/**
 * The checks every upload-complete makes of the file a client put at its signed path, before reading a byte of it:
 * it is there, not over the upload limit, and not empty. Orders and bounce reports say what to upload in their words.
 */
import { ApiError } from '../errors/api-error';
import { MAX_UPLOAD_BYTES, type ObjectStorage, UPLOADS_BUCKET } from './object-storage';

/** The size of the upload at `path`, or a 400/413 that says what to do: `missing` and `empty` name the file wanted. */
export async function storedUploadSize(
  storage: ObjectStorage,
  path: string,
  messages: { missing: string; empty: string },
): Promise<number> {
  const stored = await storage.stat(UPLOADS_BUCKET, path);
  if (!stored) throw new ApiError({ code: 'bad_request', message: messages.missing });
  if (stored.size > MAX_UPLOAD_BYTES) {
    throw new ApiError({ code: 'payload_too_large', message: 'File size must be less than 50MB' });
  }
  if (stored.size === 0) throw new ApiError({ code: 'bad_request', message: messages.empty });
  return stored.size;
}
