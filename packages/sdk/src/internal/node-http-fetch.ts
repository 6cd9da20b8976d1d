import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * The subset of `fetch` the signed upload needs, over `node:http(s)`. Node's fetch (undici 6 and 7) keeps
 * every chunk of a streamed request body alive until the response arrives (measured: a 50 MB upload
 * held ~50 MB of buffers); `http.request` with `pipeline` frees each chunk once written (~4 MB).
 */
export const nodeHttpFetch: typeof fetch = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    request.once('error', reject);
    request.once('response', (res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        for (const v of Array.isArray(value) ? value : [value ?? '']) headers.append(name, v);
      }
      const status = res.statusCode ?? 500;
      const empty = status === 204 || status === 304 || init.method === 'HEAD';
      if (empty) res.resume();
      const body = empty ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
      resolve(new Response(body, { status, statusText: res.statusMessage ?? '', headers }));
    });
    const body = init.body;
    if (body === undefined || body === null) {
      request.end();
      return;
    }
    const source = body instanceof Blob ? body.stream() : (body as ReadableStream<Uint8Array>);
    pipeline(Readable.fromWeb(source as NodeReadableStream<Uint8Array>), request).catch(reject);
  });
