/** Options of a `Leadproof` client; every field is optional. */
export interface ClientOptions<TNullOn401 extends boolean = false> {
  /**
   * Origin of the Leadproof server; request paths start with `/api/`.
   * @default location.origin in browsers, else 'http://localhost:8787' (the CLI reads LEADPROOF_API_URL)
   */
  baseURL?: string | undefined;
  /**
   * Storage API for signed uploads (Supabase Storage contract): the Supabase project's
   * `https://<ref>.supabase.co/storage/v1` in production.
   * @default `${baseURL}/storage/v1` (the embedded server)
   */
  storageURL?: string | undefined;
  /** Extra headers for the signed storage upload only (e.g. a gateway's `apikey`). */
  storageHeaders?: Record<string, string> | undefined;
  /**
   * Returns the session's access token, or null when signed out; called before each request so a
   * refreshed token is picked up. Takes precedence over `apiKey`.
   */
  accessToken?: (() => string | null | undefined | Promise<string | null | undefined>) | undefined;
  /** A Leadproof API key (`POST /api/api-keys`), sent as the bearer token. */
  apiKey?: string | undefined;
  /**
   * The `fetch` to use, e.g. undici's `fetch` with a custom `Agent`, or a fake in tests.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined;
  /**
   * The `fetch` of the signed storage upload only.
   * @default the `fetch` option; `@leadproof/sdk/node` uses `node:http(s)` instead, because Node's fetch
   * keeps a streamed body's chunks in memory until the response arrives
   */
  storageFetch?: typeof fetch | undefined;
  /**
   * Per-attempt time limit for API calls; 0 disables it. Uploads to storage have none unless given.
   * @unit milliseconds
   * @default 60_000
   */
  timeout?: number | undefined;
  /**
   * Retries of a call that can run twice without harm: a GET, or a POST (each carries an Idempotency-Key).
   * @default 2
   */
  maxRetries?: number | undefined;
  /**
   * Resolve with null instead of throwing `AuthenticationError` on 401 (signed out reads as no data).
   * Paging, `uploadCsv` and `waitForOrder` always throw.
   * @default false
   */
  nullOn401?: TNullOn401 | undefined;
  /**
   * Check every JSON response against the contract schema; a mismatch throws `ResponseValidationError`. The schemas
   * (and zod) load at the first answer checked, so a client with `false` never loads them.
   * @default true
   */
  validateResponses?: boolean | undefined;
  /**
   * Cookie policy of API calls; browsers send the session cookies with 'include'.
   * @default 'include'
   */
  credentials?: RequestCredentials | undefined;
  /** Headers added to every API call. */
  defaultHeaders?: Record<string, string> | undefined;
}

/** Options of a single call. */
export interface RequestOptions {
  /** Aborts the call; it then rejects with `APIUserAbortError`. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's `timeout` for this call. @unit milliseconds */
  timeout?: number | undefined;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
  /**
   * Sent as `Idempotency-Key`, the same on every attempt. Every POST carries one (a new UUID when not given): the
   * server answers a repeat within 24 hours with the first answer. Pass your own to make a call you may repeat
   * later (e.g. after a crash) count once.
   */
  idempotencyKey?: string | undefined;
}

/** `T`, or `T | null` for a client created with `nullOn401: true`. */
export type APIResult<T, TNullOn401 extends boolean> = TNullOn401 extends true ? T | null : T;
