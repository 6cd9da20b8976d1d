/** Backoff bounds, in seconds (openai-node's schedule). */
const INITIAL_DELAY_S = 0.5;
const MAX_DELAY_S = 8;
/** A server may ask for at most this long a pause; longer requests fall back to our own backoff. */
const MAX_RETRY_AFTER_MS = 60_000;

/** Statuses worth another try: timeout, conflict (lock), rate limit, server errors. */
export function isRetryableStatus(status: number, headers: Headers): boolean {
  // A server can overrule the status-based choice either way.
  const shouldRetry = headers.get('x-should-retry');
  if (shouldRetry === 'true') return true;
  if (shouldRetry === 'false') return false;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Milliseconds to wait before retry number `attempt` (0-based), honouring `retry-after(-ms)`. */
export function retryDelayMs(attempt: number, headers: Headers | undefined, random: () => number): number {
  const asked = retryAfterMs(headers);
  if (asked !== undefined && asked >= 0 && asked <= MAX_RETRY_AFTER_MS) return asked;
  const base = Math.min(INITIAL_DELAY_S * 2 ** attempt, MAX_DELAY_S);
  const jitter = 1 - random() * 0.25;
  return base * jitter * 1000;
}

function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  // `retry-after-ms` is not standard, but it is more precise than seconds where a server sends it.
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (!Number.isNaN(ms)) return ms;
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number.parseFloat(value);
  if (!Number.isNaN(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date - Date.now();
}
