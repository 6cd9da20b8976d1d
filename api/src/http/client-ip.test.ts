import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const SOCKET = '192.0.2.10';

/** What `clientIp` answers for a request from `SOCKET` carrying `forwardedFor`, with `hops` trusted proxies. */
async function ipFor(hops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops)));
  // @hono/node-server's conninfo reads the socket from the `incoming` binding.
  const env = { incoming: { socket: { remoteAddress: SOCKET, remotePort: 40000, remoteFamily: 'IPv4' } } };
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await ipFor(0, '203.0.113.7')).toBe(SOCKET);
  });

  it('takes the hop the one trusted proxy appended, not the left-most one the client wrote', async () => {
    expect(await ipFor(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipFor(1, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('with two trusted proxies, takes the second entry from the right', async () => {
    expect(await ipFor(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await ipFor(2, '2001:db8::7 , 10.0.0.2')).toBe('2001:db8::7');
  });

  it('falls back to the socket address when the chosen entry is not an IP address', async () => {
    expect(await ipFor(1, '203.0.113.7, not-an-ip')).toBe(SOCKET);
    expect(await ipFor(2, 'garbage, 10.0.0.2')).toBe(SOCKET);
    expect(await ipFor(1, '203.0.113.7, ')).toBe(SOCKET);
  });

  it('falls back to the socket address when the header has fewer entries than trusted proxies', async () => {
    expect(await ipFor(2, '203.0.113.7')).toBe(SOCKET);
  });

  it('falls back to the socket address when the header is missing', async () => {
    expect(await ipFor(1)).toBe(SOCKET);
  });
});
