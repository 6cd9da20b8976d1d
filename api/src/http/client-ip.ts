import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address, the key of every per-IP limit. With `trustedProxyHops` proxies in front (0: none
 * trusted), it is the entry the outermost of them appended to X-Forwarded-For: the `trustedProxyHops`-th
 * from the right. Entries to its left were written by the client (or by proxies it chose) and prove nothing.
 * Without such an entry, or when it is not an IP address, the socket's address is used.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    // Node joins repeated X-Forwarded-For lines with commas, so a second header line is just more entries.
    const hops = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const forwarded = hops[hops.length - trustedProxyHops]?.trim();
    if (forwarded && isIP(forwarded) !== 0) return forwarded;
  }
  return socketIp(c);
}

function socketIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return 'unknown';
  }
}
