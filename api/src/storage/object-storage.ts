/**
 * Where uploaded lists and results live: a local folder in embedded mode (served under
 * `/storage/v1` with the Supabase Storage signed-upload contract), Supabase Storage in production.
 */
import type { Readable } from 'node:stream';

export const UPLOADS_BUCKET = 'uploads';
export const RESULTS_BUCKET = 'results';
/** The largest upload an order accepts: 50 MB, counted in bytes (50 × 1024 × 1024). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Signed upload tickets last 2 hours, as Supabase's do. */
export const SIGNED_UPLOAD_TTL_SECONDS = 2 * 3600;

export type SignedUpload = { path: string; token: string };

export interface ObjectStorage {
  /** A one-path ticket the browser or CLI uploads with (PUT `/object/upload/sign/{bucket}/{path}?token=`). */
  createSignedUpload(bucket: string, path: string, options: { upsert: boolean }): Promise<SignedUpload>;
  /** Size of a stored object, or null when there is none. */
  stat(bucket: string, path: string): Promise<{ size: number } | null>;
  /** Streams an object's bytes. */
  read(bucket: string, path: string): Promise<Readable>;
  /** Stores `body` at `path`, replacing what was there; nothing is visible until it is complete. */
  write(bucket: string, path: string, body: Readable, contentType: string): Promise<void>;
  /**
   * Freezes an uploaded object once it is confirmed, and returns the path to read it from from then on: the same
   * path where the backend refuses every later upload to it, else a copy at a path no ticket is ever issued for.
   */
  seal(bucket: string, path: string): Promise<string>;
  /** Deletes an object (and its sealed copy, where sealing made one); nothing to delete is not an error. */
  remove(bucket: string, path: string): Promise<void>;
}
