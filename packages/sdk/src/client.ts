import type { Order, UploadTicket } from '@leadproof/contract/orders';
import { type ContractRoutePath, contractRoutePaths } from '@leadproof/contract/route-paths';
import type { ContractRoute, ContractRouteId } from '@leadproof/contract/routes';
import { APIError, APIUserAbortError, ResponseValidationError } from './core/error';
import type { APIResult, ClientOptions, RequestOptions } from './core/options';
import type { RouteOf, RouteRequest, RouteResponse } from './core/route';
import { contractRouteOf } from './internal/contract-route';
import { fetchError } from './internal/fetch-error';
import { newIdempotencyKey } from './internal/idempotency-key';
import { parseBody } from './internal/parse-body';
import { routePath } from './internal/path';
import { isRetryableStatus, retryDelayMs } from './internal/retry';
import { requestSignal, sleep } from './internal/signal';
import type { SignedUploadOptions, UploadInput } from './lib/signed-upload';
import { SignedUpload } from './lib/signed-upload';
import { ApiKeys } from './resources/api-keys';
import { Billing } from './resources/billing';
import { BounceReports } from './resources/bounce-reports';
import { Contact } from './resources/contact';
import { CreditTransactions } from './resources/credit-transactions';
import { Dashboard } from './resources/dashboard';
import { Health } from './resources/health';
import { Leads } from './resources/leads';
import { type OrderPollParams, Orders, type OrderUploadParams } from './resources/orders';
import { Pricing } from './resources/pricing';
import { Status } from './resources/status';
import { Users } from './resources/users';
import { Verify } from './resources/verify';
import { Webhooks } from './resources/webhooks';

type Method = ContractRoutePath['method'];
type Query = Readonly<
  Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>
>;

/** What a call sends; internal to the SDK's resources, which pass a route's `RouteRequest` to `call`. */
export interface FinalRequestOptions extends RequestOptions {
  query?: Query | undefined;
  /** JSON payload; without one no body and no content type are sent. */
  body?: unknown;
  /** Send the bearer token; `call` sends it where the route's `auth` says (public routes send none). */
  auth?: boolean;
  /** Overrides the client's `nullOn401`; the high-level helpers pass false. */
  nullOn401?: boolean;
  /** A POST sent without an `Idempotency-Key` unless the caller gave one (a streamed answer, never retried). */
  withoutIdempotencyKey?: boolean;
}

type ResponseKind =
  | { kind: 'json'; route: ContractRouteId }
  | { kind: 'text' }
  | { kind: 'stream' }
  | { kind: 'empty' };

/**
 * The Leadproof API client: one namespace per resource, each method one contract route.
 * @example
 * const client = new Leadproof({ baseURL: 'https://app.leadproof.io', apiKey: 'lp_…' });
 * const order = await client.orders.poll((await client.orders.upload(file)).id);
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
  /** @internal the signed storage upload step of `orders.upload` and `bounceReports.upload` */
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

  /** @deprecated use `client.orders.upload`; kept for one release. */
  uploadCsv(input: UploadInput, options: OrderUploadParams = {}): Promise<Order> {
    return this.orders.upload(input, options);
  }

  /** @deprecated use `client.orders.uploadToSignedUrl`; kept for one release. */
  uploadToSignedUrl(
    ticket: UploadTicket,
    input: UploadInput,
    options: SignedUploadOptions = {},
  ): Promise<void> {
    return this.orders.uploadToSignedUrl(ticket, input, options);
  }

  /** @deprecated use `client.orders.poll`; kept for one release. */
  waitForOrder(id: string, options: OrderPollParams = {}): Promise<Order> {
    return this.orders.poll(id, options);
  }

  /**
   * @internal One call of the contract route `id`: `request.params` fill its path's `{name}` placeholders,
   * `request.query` and `request.body` are sent, and the answer is read as the route declares it (JSON checked
   * against its `response` schema, CSV as text, a zip as bytes, nothing for 204). Public routes go without a bearer
   * token. The call is made from `contractRoutePaths`; the schemas load only to check an answer.
   */
  call<Id extends ContractRouteId>(
    id: Id,
    request: RouteRequest<RouteOf<Id>>,
    opts: FinalRequestOptions = {},
  ) {
    const route = contractRoutePaths[id];
    return this.request(route.method, routePath(route.path, request.params), responseKind(id, route), {
      auth: route.auth,
      ...opts,
      query: request.query,
      body: request.body,
    }) as Promise<APIResult<RouteResponse<RouteOf<Id>>, TNullOn401>>;
  }

  /** @internal As `call`, with the answer as a byte stream: downloads, and `POST /api/verify` streamed. */
  callStream<Id extends ContractRouteId>(
    id: Id,
    request: RouteRequest<RouteOf<Id>>,
    opts: FinalRequestOptions = {},
  ) {
    const route = contractRoutePaths[id];
    return this.request(
      route.method,
      routePath(route.path, request.params),
      { kind: 'stream' },
      {
        auth: route.auth,
        ...opts,
        query: request.query,
        body: request.body,
      },
    ) as Promise<APIResult<ReadableStream<Uint8Array>, TNullOn401>>;
  }

  /** @internal whether answers are checked against the contract (`validateResponses`). */
  get _validatesResponses(): boolean {
    return this._options.validateResponses !== false;
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
    const { response: schema }: ContractRoute = await contractRouteOf(response.route);
    if (!schema) throw new TypeError(`The JSON route ${path} declares no response schema`);
    const result = schema.safeParse(data);
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
      if (value === undefined) continue;
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const search = params.toString();
    return `${this.baseURL}${path}${search ? `?${search}` : ''}`;
  }
}

/** How the answer of route `id` is read. */
function responseKind(id: ContractRouteId, route: ContractRoutePath): ResponseKind {
  if (route.responseType === 'json') return { kind: 'json', route: id };
  if (route.responseType === 'csv') return { kind: 'text' };
  if (route.responseType === 'zip') return { kind: 'stream' };
  return { kind: 'empty' };
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
