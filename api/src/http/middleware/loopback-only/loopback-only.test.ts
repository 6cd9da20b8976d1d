import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loopbackOnly } from './index';

// The node adapter's bindings as getConnInfo reads them: the request's socket and its peer address.
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function devApp() {
  const app = new Hono();
  app.use('/dev/*', loopbackOnly());
  app.get('/dev/mail', (c) => c.text('outbox'));
  app.notFound((c) => c.text('no such page', 404));
  return app;
}

describe('loopbackOnly', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('serves a peer at %s', async (peer) => {
    const response = await devApp().request('/dev/mail', {}, fromPeer(peer));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('outbox');
  });

  it.each(['192.0.2.2', '10.0.0.7', '::ffff:192.0.2.2', 'fd00::2', 'fe80::1', '0.0.0.0', '::'])(
    'answers a peer at %s with the 404 of the app, as if the page did not exist',
    async (peer) => {
      const response = await devApp().request('/dev/mail', {}, fromPeer(peer));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('no such page');
    },
  );

  it('ignores X-Forwarded-For from a remote peer', async () => {
    const response = await devApp().request(
      '/dev/mail',
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      fromPeer('192.0.2.2'),
    );
    expect(response.status).toBe(404);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
  ])('refuses a loopback peer relaying for someone else (%s)', async (header, value) => {
    const response = await devApp().request(
      '/dev/mail',
      { headers: { [header]: value } },
      fromPeer('127.0.0.1'),
    );
    expect(response.status).toBe(404);
  });

  it.each(['leadproof.example.com', 'leadproof.example.com:3000', '192.0.2.2', '[fd00::2]:80'])(
    'refuses a loopback peer asked for Host %s: a proxy on this machine relaying without forwarding headers',
    async (host) => {
      const response = await devApp().request('/dev/mail', { headers: { host } }, fromPeer('127.0.0.1'));
      expect(response.status).toBe(404);
    },
  );

  it.each(['localhost', 'localhost:3000', 'app.localhost:8080', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])(
    'serves a loopback peer asked for Host %s',
    async (host) => {
      const response = await devApp().request('/dev/mail', { headers: { host } }, fromPeer('127.0.0.1'));
      expect(response.status).toBe(200);
    },
  );

  it('refuses a request with no socket (in-process app.request)', async () => {
    expect((await devApp().request('/dev/mail')).status).toBe(404);
  });
});
