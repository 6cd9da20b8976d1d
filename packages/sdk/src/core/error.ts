/** The steps of `uploadCsv`, in order. */
export type UploadStep = 'createOrder' | 'uploadUrl' | 'storageUpload' | 'uploadComplete';

/** Every error the SDK throws extends this class. */
export class LeadproofError extends Error {
  override name = 'LeadproofError';
  /**
   * The step of `uploadCsv` that threw this error; set by `uploadCsv` only. A tag rather than a wrapper
   * class, so that `instanceof PaymentRequiredError` and the rest keep working on an upload's errors.
   */
  declare uploadStep?: UploadStep;
}

/** A non-OK HTTP response; `message` is `{status}: {body text or status text}`. */
export class APIError<TStatus extends number | undefined = number | undefined> extends LeadproofError {
  override name = 'APIError';
  /** HTTP status; undefined for connection errors. */
  readonly status: TStatus;
  /** Response headers; undefined for connection errors. */
  readonly headers: Headers | undefined;
  /** Parsed JSON body, else the body text, else undefined. */
  readonly body: unknown;
  /** The API's stable snake_case code from `{error: {code}}`, when present. */
  readonly code: string | undefined;
  /** The request's id, to quote to support: the `x-request-id` header, else `{error: {requestId}}`. */
  readonly requestID: string | undefined;

  constructor(
    status: TStatus,
    body: unknown,
    message: string,
    headers: Headers | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.headers = headers;
    this.body = body;
    this.code = errorField(body, 'code');
    // The body's copy survives proxies that drop response headers they do not know.
    this.requestID = headers?.get('x-request-id') ?? errorField(body, 'requestId');
  }

  /** Builds the error class that matches `status`, with the `{status}: {body text or status text}` message. */
  static generate(
    status: number,
    body: unknown,
    text: string,
    statusText: string,
    headers: Headers,
  ): APIError {
    const message = `${status}: ${text || statusText}`;
    const ErrorClass = statusErrors[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new ErrorClass(status, body, message, headers);
  }
}

/** A string field of the body's `{error: {…}}`, when present. */
function errorField(body: unknown, name: 'code' | 'requestId'): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** 400: the request was malformed or failed validation. */
export class BadRequestError extends APIError<400> {
  override name = 'BadRequestError';
}
/** 401: no valid session token or API key. */
export class AuthenticationError extends APIError<401> {
  override name = 'AuthenticationError';
}
/** 402: not enough credits for the order; nothing was debited. */
export class PaymentRequiredError extends APIError<402> {
  override name = 'PaymentRequiredError';
}
/** 403: signed in, but not allowed (e.g. managing API keys with an API key). */
export class PermissionDeniedError extends APIError<403> {
  override name = 'PermissionDeniedError';
}
/** 404: no such resource for this user. */
export class NotFoundError extends APIError<404> {
  override name = 'NotFoundError';
}
/** 409: the resource is not in a state that allows the call. */
export class ConflictError extends APIError<409> {
  override name = 'ConflictError';
}
/** 410: what was asked for existed and was deleted, e.g. an order's files (`code` `files_deleted`). */
export class GoneError extends APIError<410> {
  override name = 'GoneError';
}
/** 422: well-formed but unprocessable. */
export class UnprocessableEntityError extends APIError<422> {
  override name = 'UnprocessableEntityError';
}
/** 429: too many requests; retried automatically for idempotent calls. */
export class RateLimitError extends APIError<429> {
  override name = 'RateLimitError';
}
/** 500 and above: the server failed. */
export class InternalServerError extends APIError<number> {
  override name = 'InternalServerError';
}

type APIErrorClass = new (status: number, body: unknown, message: string, headers: Headers) => APIError;

const statusErrors: Partial<Record<number, APIErrorClass>> = {
  400: BadRequestError as APIErrorClass,
  401: AuthenticationError as APIErrorClass,
  402: PaymentRequiredError as APIErrorClass,
  403: PermissionDeniedError as APIErrorClass,
  404: NotFoundError as APIErrorClass,
  409: ConflictError as APIErrorClass,
  410: GoneError as APIErrorClass,
  422: UnprocessableEntityError as APIErrorClass,
  429: RateLimitError as APIErrorClass,
};

/** The request never got a response (network down, DNS, connection reset). */
export class APIConnectionError extends APIError<undefined> {
  override name = 'APIConnectionError';
  constructor(message = 'Connection error.', options?: ErrorOptions) {
    super(undefined, undefined, message, undefined, options);
  }
}

/** The request took longer than its `timeout`. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor(message = 'Request timed out.', options?: ErrorOptions) {
    super(message, options);
  }
}

/** The caller aborted the request through its `AbortSignal`. */
export class APIUserAbortError extends APIError<undefined> {
  override name = 'APIUserAbortError';
  constructor(message = 'Request was aborted.', options?: ErrorOptions) {
    super(undefined, undefined, message, undefined, options);
  }
}

/** A response did not match the contract schema (the API and this SDK disagree). */
export class ResponseValidationError extends LeadproofError {
  override name = 'ResponseValidationError';
  constructor(
    message: string,
    /** The response body that failed validation. */
    readonly body: unknown,
    /** Each problem as `path: message`. */
    readonly issues: readonly string[],
  ) {
    super(message);
  }
}

/** A file `uploadCsv` refuses before any network call (wrong type, or over 50 MB). */
export class InvalidUploadError extends LeadproofError {
  override name = 'InvalidUploadError';
}

/** A webhook whose signature, headers or timestamp do not check out (`verifyWebhook`): answer it 400, act on nothing. */
export class WebhookVerificationError extends LeadproofError {
  override name = 'WebhookVerificationError';
}
