/**
 * A `fetch` for the SDK's `storageFetch` option that sends through XMLHttpRequest, because `fetch`
 * cannot report how much of a request body has been sent and XHR's `upload.onprogress` can. It covers
 * what the signed upload needs: method, headers, a Blob body, `credentials: 'omit'` and a signal.
 */
export function xhrUploadFetch(onProgress: (loaded: number, total: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input instanceof Request ? input.url : input));
      xhr.withCredentials = init.credentials === 'include';
      for (const [name, value] of new Headers(init.headers)) {
        // The browser sets content-length itself and refuses to let scripts set it.
        if (name !== 'content-length') xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      const signal = init.signal;
      if (signal) {
        if (signal.aborted) {
          reject(new DOMException('The upload was aborted.', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
