import { APIError } from '@leadproof/sdk';

/**
 * The words to show a person for a failed call: the server's `{error: {message}}` (or `{error}` string)
 * when it sent one; `fallback` for an HTTP error without one; else the error's own message (connection
 * errors, refused files), else `fallback`.
 */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof APIError) {
    const serverMessage = messageFromBody(error.body);
    if (serverMessage) return serverMessage;
    // A status without a readable body ("500: ") says nothing a person can use: the caller's words do.
    if (error.status !== undefined) return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message || undefined;
  return undefined;
}
