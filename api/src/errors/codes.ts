/** Every error code the API answers with, and its HTTP status. One table, read by the error handler. */
export const errorCodes = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** The order's files were deleted (retention or the customer's request); the order itself is still there. */
  files_deleted: 410,
  payload_too_large: 413,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  /** A request with the same Idempotency-Key is still running (after `conflict`, which keeps 409's default code). */
  idempotency_key_in_use: 409,
  /**
   * The Idempotency-Key was used in the last 24 hours with another route, body or credential (422); or for this very
   * request, whose answer was not kept (409: too large, or it held a secret), so it cannot be replayed.
   */
  idempotency_key_reused: 422,
  /** A real-time check was given nothing it can read: no e-mail address and no phone number (nothing charged). */
  contact_unreadable: 422,
  /** A real-time check's only phone is a national number and no country says where (nothing charged). */
  phone_country_required: 422,
} as const;

export type ErrorCode = keyof typeof errorCodes;
