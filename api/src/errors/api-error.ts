import { type ErrorCode, errorCodes } from './codes';

/** The one error a handler throws to answer with an error; `onError` turns it into `{error: {code, message}}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;

  /** `status` overrides the code's own for the rare code answered with two (`idempotency_key_reused`: 422 or 409). */
  constructor({ code, message, status }: { code: ErrorCode; message: string; status?: number }) {
    super(message);
    this.code = code;
    this.status = status ?? errorCodes[code];
  }
}
