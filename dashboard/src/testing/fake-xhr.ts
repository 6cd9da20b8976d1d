/**
 * A stand-in for XMLHttpRequest, which the dashboard's uploads send their file with (`xhrUploadFetch`): records each
 * request in `FakeXhr.sent`, reports half the body sent, then answers `FakeXhr.status`. A test installs it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)` and empties `sent` before each test.
 */
export class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static status = 200;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private request = {
    method: '',
    url: '',
    headers: {} as Record<string, string>,
    body: undefined as unknown,
  };
  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.request.body = body;
    FakeXhr.sent.push(this.request);
    const size = body instanceof Blob ? body.size : 0;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: size / 2, total: size } as ProgressEvent);
      this.status = FakeXhr.status;
      this.responseText = FakeXhr.status === 200 ? '{"Key":"uploads/x"}' : '{"error":"storage down"}';
      this.onload?.();
    });
  }
}
