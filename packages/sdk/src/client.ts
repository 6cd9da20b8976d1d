import type { Order, UploadTicket } from '@leadproof/contract/orders';
import type { z } from 'zod';
import { APIError, APIUserAbortError, ResponseValidationError } from './core/error';
import type { APIResult, ClientOptions, RequestOptions } from './core/options';
import { fetchError } from './internal/fetch-error';
import { newIdempotencyKey } from './internal/idempotency-key';
import { parseBody } from './internal/parse-body';
import { isRetryableStatus, retryDelayMs } from './internal/retry';
import { requestSignal, sleep } from './internal/signal';
import type { SignedUploadOptions, UploadInput } from './lib/signed-upload';
import { SignedUpload } from './lib/signed-upload';
import { type UploadCsvOptions, uploadCsv } from './lib/upload-csv';
import { type WaitForOrderOptions, waitForOrder } from './lib/wait-for-order';
import { ApiKeys } from './resources/api-keys';
import { Billing } from './resources/billing';
import { BounceReports } from './resources/bounce-reports';
import { Contact } from './resources/contact';
import { CreditTransactions } from './resources/credit-transactions';
import { Dashboard } from './resources/dashboard';
import { Health } from './resources/health';
import { Leads } from './resources/leads';
import { Orders } from './resources/orders';
import { Pricing } from './resources/pricing';
import { Status } from './resources/status';
import { Users } from './resources/users';
import { Verify } from './resources/verify';
import { Webhooks } from './resources/webhooks';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined>;

/** What a call sends; internal to the SDK's resources. */
export interface FinalRequestOptions extends RequestOptions {
  query?: Query | undefined;
  /** JSON payload; without one no body and no content type are sent. */
  body?: unknown;
  /** Send the bearer token (default true; `GET /api/pricing` and health send none). */
  auth?: boolean;
  /** Overrides the client's `nullOn401`; the high-level helpers pass false. */
  nullOn401?: boolean;
  /** A POST sent without an `Idempotency-Key` unless the caller gave one (a streamed answer, never retried). */
  withoutIdempotencyKey?: boolean;
}

type ResponseKind =
  | { kind: 'json'; schema: z.ZodType }
  | { kind: 'text' }
  | { kind: 'stream' }
  | { kind: 'empty' };

/**
 * The Leadproof API client: one namespace per resource, plus `uploadCsv` and `waitForOrder`.
 * @example
 * const client = new Leadproof({ baseURL: 'https://app.leadproof.io', apiKey: 'lp_…' });
 * const order = await client.waitForOrder((await client.uploadCsv(file)).id);
 */
export class Leadproof<TNullOn401 extends boolean = false> {
  /** Origin of the server (no trailing slash). */
  readonly baseURL: string;
  /** Base of the Supabase-Storage-compatible API used for signed uploads (no trailing slash). */
  readonly storageURL: string;
  readonly maxRetries: number;
  readonly timeout: number;
  protected readonly _options: ClientOptions<TNullOn401>;
  protected readonly _fetch: typeof fetch;
  /** @internal the signed storage upload step of `uploadCsv` */
  readonly _signedUpload: SignedUpload;

  readonly health: Health<TNullOn401> = new Health(this);
  readonly status: Status<TNullOn401> = new Status(this);
  readonly pricing: Pricing<TNullOn401> = new Pricing(this);
  readonly contact: Contact<TNullOn401> = new Contact(this);
  readonly orders: Orders<TNullOn401> = new Orders(this);
  readonly bounceReports: BounceReports<TNullOn401> = new BounceReports(this);
  readonly users: Users<TNullOn401> = new Users(this);
  readonly dashboard: Dashboard<TNullOn401> = new Dashboard(this);
  readonly creditTransactions: CreditTransactions<TNullOn401> = new CreditTransactions(this);
  readonly billing: Billing<TNullOn401> = new Billing(this);
  readonly apiKeys: ApiKeys<TNullOn401> = new ApiKeys(this);
  readonly leads: Leads<TNullOn401> = new Leads(this);
  readonly verify: Verify<TNullOn401> = new Verify(this);
  readonly webhooks: Webhooks<TNullOn401> = new Webhooks(this);

  constructor(options: ClientOptions<TNullOn401> = {}) {
    this._options = options;
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    this.baseURL = trimSlash(options.baseURL ?? origin ?? 'http://localhost:8787');
    this.storageURL = trimSlash(options.storageURL ?? `${this.baseURL}/storage/v1`);
    this.maxRetries = options.maxRetries ?? 2;
    this.timeout = options.timeout ?? 60_000;
    // Bound so that a browser's window.fetch is not called with the client as `this` (Illegal invocation).
    this._fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this._signedUpload = new SignedUpload(
      options.storageFetch ?? this._fetch,
      this.storageURL,
      options.storageHeaders ?? {},
    );
  }

  /** A new client with these options changed; the original is untouched. */
  withOptions<TNext extends boolean = TNullOn401>(options: ClientOptions<TNext>): Leadproof<TNext> {
    const Client = this.constructor as new (options: ClientOptions<TNext>) => Leadproof<TNext>;
    return new Client({ ...(this._options as ClientOptions<boolean>), ...options } as ClientOptions<TNext>);
  }

  /**
   * Uploads a CSV as a new `upload_csv` order: create order → upload URL → signed storage upload →
   * upload-complete (SPEC §4). Resolves with the order as upload-complete returns it; an error of a step
   * names it in `uploadStep`.
   */
  uploadCsv(input: UploadInput, options: UploadCsvOptions = {}): Promise<Order> {
    return uploadCsv(this.withOptions({ nullOn401: false }), input, options);
  }

  /**
   * Step 3 of `uploadCsv` on its own: sends `input` to the signed storage upload of `ticket` (from
   * `orders.uploadUrl`), for callers that run the steps themselves. Never retried; `onProgress` as in
   * `uploadCsv`.
   */
  uploadToSignedUrl(
    ticket: UploadTicket,
    input: UploadInput,
    options: SignedUploadOptions = {},
  ): Promise<void> {
    return this._signedUpload.upload(ticket, input, options);
  }

  /** Polls an order until it is completed, needs_fix or failed, and resolves with it. */
  waitForOrder(id: string, options: WaitForOrderOptions = {}): Promise<Order> {
    return waitForOrder(this.withOptions({ nullOn401: false }), id, options);
  }

  /** @internal GET returning JSON validated by `schema`. */
  get<S extends z.ZodType>(path: string, schema: S, opts: FinalRequestOptions = {}) {
    return this.request('GET', path, { kind: 'json', schema }, opts) as Promise<
      APIResult<z.output<S>, TNullOn401>
    >;
  }

  /** @internal GET returning the body as text (CSV). */
  getText(path: string, opts: FinalRequestOptions = {}) {
    return this.request('GET', path, { kind: 'text' }, opts) as Promise<APIResult<string, TNullOn401>>;
  }

  /** @internal GET returning the body as a byte stream (downloads). */
  getStream(path: string, opts: FinalRequestOptions = {}) {
    return this.request('GET', path, { kind: 'stream' }, opts) as Promise<
      APIResult<ReadableStream<Uint8Array>, TNullOn401>
    >;
  }

  /** @internal POST returning JSON validated by `schema`. */
  post<S extends z.ZodType>(path: string, schema: S, opts: FinalRequestOptions = {}) {
    return this.request('POST', path, { kind: 'json', schema }, opts) as Promise<
      APIResult<z.output<S>, TNullOn401>
    >;
  }

  /** @internal whether answers are checked against the contract (`validateResponses`). */
  get _validatesResponses(): boolean {
    return this._options.validateResponses !== false;
  }

  /** @internal POST whose answer is read as a byte stream (`/api/verify` with `stream: true`). */
  postStream(path: string, opts: FinalRequestOptions = {}) {
    return this.request('POST', path, { kind: 'stream' }, opts) as Promise<
      APIResult<ReadableStream<Uint8Array>, TNullOn401>
    >;
  }

  /** @internal PATCH returning JSON validated by `schema`; it sets the fields sent, so a retry is harmless. */
  patch<S extends z.ZodType>(path: string, schema: S, opts: FinalRequestOptions = {}) {
    return this.request('PATCH', path, { kind: 'json', schema }, opts) as Promise<
      APIResult<z.output<S>, TNullOn401>
    >;
  }

  /** @internal DELETE expecting no body. */
  delete(path: string, opts: FinalRequestOptions = {}) {
    return this.request('DELETE', path, { kind: 'empty' }, opts) as Promise<APIResult<void, TNullOn401>>;
  }

  protected async request(method: Method, path: string, response: ResponseKind, opts: FinalRequestOptions) {
    const url = this.buildURL(path, opts.query);
    const maxRetries = opts.maxRetries ?? this.maxRetries;
    // Every POST carries an Idempotency-Key, the same on each attempt: the server answers a repeat with the first
    // answer instead of running it again, so a POST is retried like a GET. A DELETE is not retried.
    const idempotencyKey =
      method === 'POST' && !opts.withoutIdempotencyKey
        ? (opts.idempotencyKey ?? newIdempotencyKey())
        : opts.idempotencyKey;
    const idempotent = method === 'GET' || method === 'PATCH' || idempotencyKey !== undefined;
    for (let attempt = 0; ; attempt++) {
      const canRetry = idempotent && attempt < maxRetries;
      const init = await this.buildInit(method, { ...opts, idempotencyKey }, response);
      const call = requestSignal(opts.signal, opts.timeout ?? this.timeout);
      let res: Response;
      try {
        res = await this._fetch(url, { ...init, signal: call.signal });
      } catch (cause) {
        call.dispose();
        const error = fetchError(cause, opts.signal, call.timedOut());
        if (!canRetry || error instanceof APIUserAbortError) throw error;
        await sleep(retryDelayMs(attempt, undefined, Math.random), opts.signal);
        continue;
      }
      if (!res.ok && canRetry && isRetryableStatus(res.status, res.headers)) {
        call.dispose();
        await res.body?.cancel().catch(() => undefined);
        await sleep(retryDelayMs(attempt, res.headers, Math.random), opts.signal);
        continue;
      }
      let result: unknown;
      try {
        result = await this.readResponse(res, method, path, response, opts, call.clearTimer);
      } catch (cause) {
        // An error answer ends the call whatever was asked for: a stream's timer left running would hold a
        // short-lived process (a CLI download of a deleted file) open until the timeout.
        call.dispose();
        // Aborts while the body is read surface as the same error classes as aborts before headers.
        throw opts.signal?.aborted || call.timedOut()
          ? fetchError(cause, opts.signal, call.timedOut())
          : cause;
      }
      // A stream stays readable after this returns; only its timer stops (readResponse cleared it).
      if (response.kind !== 'stream') call.dispose();
      return result;
    }
  }

  private async readResponse(
    res: Response,
    method: Method,
    path: string,
    response: ResponseKind,
    opts: FinalRequestOptions,
    clearTimer: () => void,
  ): Promise<unknown> {
    if (!res.ok) {
      const text = await res.text();
      if (res.status === 401 && (opts.nullOn401 ?? this._options.nullOn401 ?? false)) return null;
      throw APIError.generate(res.status, parseBody(text), text, res.statusText, res.headers);
    }
    if (response.kind === 'stream') {
      clearTimer();
      return res.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    }
    const text = await res.text();
    if (response.kind === 'text') return text;
    if (response.kind === 'empty') return undefined;
    const data = parseJSON(text, method, path);
    if (this._options.validateResponses === false) return data;
    const result = response.schema.safeParse(data);
    if (result.success) return result.data;
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ResponseValidationError(
      `${method} ${path} returned a response that does not match the contract: ${issues.join('; ')}`,
      data,
      issues,
    );
  }

  private async buildInit(
    method: Method,
    opts: FinalRequestOptions,
    response: ResponseKind,
  ): Promise<RequestInit> {
    const headers: Record<string, string> = {
      accept: response.kind === 'text' || response.kind === 'stream' ? 'text/csv' : 'application/json',
      ...this._options.defaultHeaders,
    };
    const hasBody = opts.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    if (opts.idempotencyKey !== undefined) headers['idempotency-key'] = opts.idempotencyKey;
    if (opts.auth !== false) {
      const token = this._options.accessToken ? await this._options.accessToken() : this._options.apiKey;
      if (token) headers.authorization = `Bearer ${token}`;
    }
    Object.assign(headers, opts.headers);
    const init: RequestInit = { method, headers, credentials: this._options.credentials ?? 'include' };
    if (hasBody) init.body = JSON.stringify(opts.body);
    return init;
  }

  private buildURL(path: string, query: Query | undefined): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${this.baseURL}${path}${search ? `?${search}` : ''}`;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function parseJSON(text: string, method: Method, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ResponseValidationError(`${method} ${path} returned a body that is not JSON`, text, [
      '(root): not JSON',
    ]);
  }
}
