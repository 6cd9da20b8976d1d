/**
 * Hides routes from every peer but this machine's loopback interface: the dev pages (`/dev/*`) show every
 * confirmation link in the outbox and let their visitor "pay" without paying, so a server listening on a
 * network (`HOST=0.0.0.0` in a container) must not hand them to whoever reaches it, nor to whoever a proxy on this
 * machine relays (its requests come from loopback, but ask for the site's public name).
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` is a loopback address: 127.0.0.0/8, ::1, or 127.x written as ::ffff:127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 subnet.
  return family !== 0 && loopback.check(address as string, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the request asked for a loopback name: localhost, *.localhost, 127.x or [::1] (with any port). */
export function isLoopbackHost(host: string): boolean {
  const name = (URL.parse(`http://${host}`)?.hostname ?? '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isLoopbackAddress(name.startsWith('[') ? name.slice(1, -1) : name);
}

/** The socket's peer address; undefined for a request with no socket (`app.request` in-process). */
function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Builds the middleware: a request from a loopback peer goes on, any other gets the app's 404, as if the
 * route did not exist.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async function loopbackPeersOnly(c, next) {
    // The socket's address, never X-Forwarded-For, which the client writes. A request with no socket is
    // refused too (fail closed): in-process callers are tests, which can set DEV_PAGES=on instead.
    const peer = socketPeer(c);
    // A proxy on this machine connects from loopback for clients anywhere; when it says so, believe it.
    const relayed = c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
    // A proxy on this machine that adds no forwarding header still asks for its public name: a browser on this
    // machine asks for localhost. (No Host header: the URL's, which the adapter builds from it.)
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isLoopbackAddress(peer) || relayed || !isLoopbackHost(host)) return c.notFound();
    await next();
  };
}
