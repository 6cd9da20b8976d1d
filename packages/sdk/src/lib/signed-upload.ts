import type { UploadTicket } from '@leadproof/contract/orders';
import { APIError } from '../core/error';
import { fetchError } from '../internal/fetch-error';
import { parseBody } from '../internal/parse-body';
import { requestSignal } from '../internal/signal';
import { countBytes, iterableToStream } from '../internal/stream';

/** Bytes sent so far of an upload. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A file to upload as a stream whose size is known in advance (Node streams, web streams). */
export interface UploadStream {
  stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
  /** Exact size in bytes; sent as `content-length` and checked against the 50 MB limit. */
  size: number;
  /** File name, checked for `.csv` and recorded on the order. */
  name?: string | undefined;
}

/** What `uploadCsv` accepts in every runtime: a `File`/`Blob`, or a stream of known size. */
export type UploadInput = Blob | UploadStream;

/** Options of one storage upload. */
export interface SignedUploadOptions {
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** @unit milliseconds; none by default (a 50 MB upload on a slow line takes long) */
  timeout?: number | undefined;
}

const isNode = () =>
  Boolean((globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node);

/**
 * The signed upload of the Supabase Storage contract, as storage-js `uploadToSignedUrl` sends a raw body:
 * `PUT {storageURL}/object/upload/sign/{bucket}/{path}?token={token}` with `content-type: text/csv`,
 * `x-upsert: true`, `cache-control: max-age=3600`. Never retried: a stream cannot be replayed.
 */
export class SignedUpload {
  constructor(
    private readonly fetch: typeof globalThis.fetch,
    private readonly storageURL: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** The URL a ticket uploads to; each path segment encoded, empty folders dropped as storage-js does. */
  url(ticket: UploadTicket): string {
    const segments = `${ticket.bucket}/${ticket.path}`.split('/').filter((s) => s !== '');
    const objectPath = segments.map(encodeURIComponent).join('/');
    return `${this.storageURL}/object/upload/sign/${objectPath}?token=${encodeURIComponent(ticket.token)}`;
  }

  /** Sends `input` to the ticket's object, reporting progress; throws an `APIError` on a non-OK answer. */
  async upload(ticket: UploadTicket, input: UploadInput, options: SignedUploadOptions = {}): Promise<void> {
    const total = input.size;
    let reported = -1;
    const report = (loaded: number) => {
      if (loaded === reported) return;
      reported = loaded;
      options.onProgress?.({ loaded, total });
    };
    const headers: Record<string, string> = {
      ...this.headers,
      'content-type': 'text/csv',
      'x-upsert': 'true',
      'cache-control': 'max-age=3600',
    };
    const init: RequestInit & { duplex?: 'half' } = { method: 'PUT', headers, credentials: 'omit' };
    // Browsers cannot observe the progress of a Blob sent by fetch, so they get only start and end;
    // Node streams even a Blob so that the bytes can be counted.
    if (input instanceof Blob && !isNode()) {
      init.body = input;
    } else {
      const source = input instanceof Blob ? input.stream() : toStream(input.stream);
      init.body = source.pipeThrough(countBytes(report));
      // A stream body needs half-duplex in fetch; the length lets the server refuse a big file at once.
      init.duplex = 'half';
      headers['content-length'] = String(total);
    }
    report(0);
    // The token in the URL is the credential: no bearer, and no cookies (Supabase answers CORS with `*`).
    const call = requestSignal(options.signal, options.timeout ?? 0);
    try {
      const res = await this.fetch(this.url(ticket), { ...init, signal: call.signal });
      const text = await res.text();
      if (!res.ok) throw APIError.generate(res.status, parseBody(text), text, res.statusText, res.headers);
    } catch (cause) {
      throw fetchError(cause, options.signal, call.timedOut());
    } finally {
      call.dispose();
    }
    report(total);
  }
}

function toStream(stream: UploadStream['stream']): ReadableStream<Uint8Array> {
  if (typeof (stream as ReadableStream).getReader === 'function') return stream as ReadableStream<Uint8Array>;
  return iterableToStream(stream as AsyncIterable<Uint8Array>);
}
