import { type ErrorCode, errorCodes } from './codes';

/** The one error a handler throws to answer with an error; `onError` turns it into `{error: {code, message}}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: (typeof errorCodes)[ErrorCode];

  constructor({ code, message }: { code: ErrorCode; message: string }) {
    super(message);
    this.code = code;
    this.status = errorCodes[code];
  }
}
