import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '../core/error';

/** Maps a rejected `fetch` (or body read) to the SDK's connection error classes. */
export function fetchError(cause: unknown, signal: AbortSignal | undefined, timedOut: boolean): APIError {
  if (cause instanceof APIError) return cause;
  if (signal?.aborted) return new APIUserAbortError(undefined, { cause });
  if (timedOut) return new APIConnectionTimeoutError(undefined, { cause });
  return new APIConnectionError(undefined, { cause });
}
