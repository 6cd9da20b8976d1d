/**
 * Security tests: the dev pages (`/dev/mail`, `/dev/checkout`, `/dev/portal`) of a server listening on every
 * interface answer only this machine's loopback peers, unless `DEV_PAGES=on`. Real sockets: the peer address
 * is the socket's, so a request to this machine's network address comes from a non-loopback one.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, startCheckout, submitDevForm } from '../../testing/billing-test-kit';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

/** This machine's first non-loopback IPv4 address, if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

/** `url` on another origin, e.g. the same page through the network address instead of localhost. */
const at = (origin: string, url: string) => `${origin}${new URL(url).pathname}`;
const originOf = (server: TestServer, host: string) => `http://${host}:${new URL(server.url).port}`;
const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

// The pages do not depend on the database; PGlite alone keeps this quick.
describe.skipIf(!networkAddress)(`dev pages on 0.0.0.0, reached at ${networkAddress}`, () => {
  let server: TestServer;
  let user: TestUser;
  let checkoutUrl: string;
  let portalUrl: string;

  beforeAll(async () => {
    server = await startTestServer('pglite', { HOST: '0.0.0.0', FREE_TRIAL_CREDITS: '0' });
    user = await createTestUser(server);
    checkoutUrl = await startCheckout(server, user, 'prod_local_pack_1k');
    const portal = await authedFetch(server, user, '/api/billing/portal', { method: 'POST' });
    portalUrl = ((await portal.json()) as { url: string }).url;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('answers 404 to a peer on the network: no outbox, no checkout, no portal', async () => {
    const network = originOf(server, networkAddress ?? '');
    // The server itself is reachable there: only the dev pages are hidden.
    expect((await fetch(`${network}/api/health`)).status).toBe(200);
    const mail = await fetch(`${network}/dev/mail`);
    expect(mail.status).toBe(404);
    expect(await mail.text()).not.toContain(user.email);
    expect((await fetch(at(network, checkoutUrl))).status).toBe(404);
    expect((await fetch(at(network, portalUrl))).status).toBe(404);
  });

  it('lets a peer on the network pay nothing: Pay answers 404 and grants no credits', async () => {
    const network = originOf(server, networkAddress ?? '');
    expect((await post(`${at(network, checkoutUrl)}/pay`)).status).toBe(404);
    expect((await post(`${at(network, checkoutUrl)}/cancel`)).status).toBe(404);
    expect(await balanceOf(server, user)).toBe(0);
  });

  it('ignores an X-Forwarded-For naming loopback from a peer on the network', async () => {
    const network = originOf(server, networkAddress ?? '');
    const response = await fetch(`${network}/dev/mail`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(response.status).toBe(404);
  });

  it('serves the pages to a loopback peer', async () => {
    const loopback = originOf(server, '127.0.0.1');
    const mail = await fetch(`${loopback}/dev/mail`);
    expect(mail.status).toBe(200);
    expect(await mail.text()).toContain(user.email);
    expect((await fetch(at(loopback, checkoutUrl))).status).toBe(200);
    expect((await fetch(at(loopback, portalUrl))).status).toBe(200);
    expect((await submitDevForm(`${at(loopback, checkoutUrl)}/pay`)).status).toBe(303);
    expect(await balanceOf(server, user)).toBe(1000);
  });
});

describe.skipIf(!networkAddress)('dev pages with DEV_PAGES=on', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { HOST: '0.0.0.0', DEV_PAGES: 'on' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('serves them to a peer on the network', async () => {
    const user = await createTestUser(server);
    const network = originOf(server, networkAddress ?? '');
    const mail = await fetch(`${network}/dev/mail`);
    expect(mail.status).toBe(200);
    expect(await mail.text()).toContain(user.email);
    expect((await fetch(at(network, await startCheckout(server, user, 'prod_local_pack_1k')))).status).toBe(
      200,
    );
  });
});
