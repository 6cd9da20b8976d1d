/**
 * Errors that mean "the database cannot be reached right now" (restart, failover, network), as
 * opposed to a query that is wrong: the pool opens new connections once the server is back.
 */

/** Socket-level failures while connecting or mid-query. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** PostgreSQL SQLSTATEs of a server going away: admin/crash shutdown, cannot connect now, class 08. */
const SERVER_GONE = /^(57P01|57P02|57P03|08\d{3})$/;

/** True when `error` says the database is unreachable, not that the statement failed. */
export function isDatabaseConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE.test(code))) return true;
  return /Connection terminated|not queryable|Client was closed/i.test(error.message);
}
