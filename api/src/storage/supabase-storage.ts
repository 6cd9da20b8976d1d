/**
 * Supabase Storage (production): the same operations through its REST API with the service-role
 * key, which never leaves the server. Buckets `uploads` and `results` must exist and be private.
 */
import { Readable } from 'node:stream';
import { isSafeObjectPath } from './object-path';
import type { ObjectStorage, SignedUpload } from './object-storage';

export class SupabaseObjectStorage implements ObjectStorage {
  readonly #base: string;
  readonly #headers: Record<string, string>;

  constructor(
    supabaseUrl: string,
    serviceRoleKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.#base = `${supabaseUrl}/storage/v1`;
    this.#headers = { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };
  }

  #url(kind: string, bucket: string, path: string): string {
    if (!isSafeObjectPath(bucket, path)) throw new Error('Invalid bucket or object path');
    return `${this.#base}/object/${kind}${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  async #check(response: Response, what: string): Promise<Response> {
    if (!response.ok)
      throw new Error(`Supabase Storage ${what} failed: ${response.status} ${await response.text()}`);
    return response;
  }

  async createSignedUpload(
    bucket: string,
    path: string,
    options: { upsert: boolean },
  ): Promise<SignedUpload> {
    const response = await this.#check(
      await this.fetchImpl(this.#url('upload/sign/', bucket, path), {
        method: 'POST',
        headers: { ...this.#headers, ...(options.upsert ? { 'x-upsert': 'true' } : {}) },
      }),
      'signed upload',
    );
    const { url } = (await response.json()) as { url: string };
    const token = new URL(url, this.#base).searchParams.get('token');
    if (!token) throw new Error('Supabase Storage returned no upload token');
    return { path, token };
  }

  async stat(bucket: string, path: string): Promise<{ size: number } | null> {
    const response = await this.fetchImpl(this.#url('authenticated/', bucket, path), {
      method: 'HEAD',
      headers: this.#headers,
    });
    if (response.status === 400 || response.status === 404) return null;
    await this.#check(response, 'stat');
    return { size: Number(response.headers.get('content-length') ?? 0) };
  }

  async read(bucket: string, path: string): Promise<Readable> {
    const response = await this.#check(
      await this.fetchImpl(this.#url('authenticated/', bucket, path), { headers: this.#headers }),
      'download',
    );
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  }

  /**
   * A signed upload URL cannot be withdrawn, so the confirmed bytes are copied (inside Supabase) to a path no ticket
   * is issued for, and read from there.
   */
  async seal(bucket: string, path: string): Promise<string> {
    const sealed = `${path}.confirmed`;
    if (!isSafeObjectPath(bucket, sealed)) throw new Error('Invalid bucket or object path');
    await this.#check(
      await this.fetchImpl(`${this.#base}/object/copy`, {
        method: 'POST',
        headers: { ...this.#headers, 'content-type': 'application/json', 'x-upsert': 'true' },
        body: JSON.stringify({ bucketId: bucket, sourceKey: path, destinationKey: sealed }),
      }),
      'copy',
    );
    return sealed;
  }

  async remove(bucket: string, path: string): Promise<void> {
    // One call for the object and its sealed copy; Supabase answers 200 with what it found.
    if (!isSafeObjectPath(bucket, path)) throw new Error('Invalid bucket or object path');
    await this.#check(
      await this.fetchImpl(`${this.#base}/object/${bucket}`, {
        method: 'DELETE',
        headers: { ...this.#headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [path, `${path}.confirmed`] }),
      }),
      'delete',
    );
  }

  async write(bucket: string, path: string, body: Readable, contentType: string): Promise<void> {
    await this.#check(
      await this.fetchImpl(this.#url('', bucket, path), {
        method: 'POST',
        headers: { ...this.#headers, 'content-type': contentType, 'x-upsert': 'true' },
        body: Readable.toWeb(body) as ReadableStream,
        // Streams the body instead of buffering it (Node's fetch requires this for stream bodies).
        duplex: 'half',
      } as RequestInit),
      'upload',
    );
  }
}
