import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import {
  checkWebhookUrl,
  type HostResolver,
  type WebhookUrlPolicy,
  webhookUrlPolicyOf,
} from './webhook-url-policy';

/** A resolver that answers from a table and never asks DNS. */
const table =
  (answers: Record<string, string[]>): HostResolver =>
  async (hostname) => {
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`queryA ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const resolve = table({
  'hooks.example.com': ['93.184.215.14'],
  localhost: ['127.0.0.1'],
  'app.localhost': ['127.0.0.1'],
  'app.example.com': ['93.184.215.20'],
  'intranet.example.com': ['10.0.0.5'],
  'metadata.example.com': ['169.254.169.254'],
  'mapped.example.com': ['::ffff:10.0.0.1'],
  'mixed.example.com': ['93.184.215.14', '192.168.1.10'],
  'v6.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
});

const production: WebhookUrlPolicy = { mode: 'production', allowPrivate: false, resolve };
const embedded: WebhookUrlPolicy = { mode: 'embedded', allowPrivate: false, resolve };

describe('checkWebhookUrl', () => {
  it('accepts a public https URL and returns the address to connect to', async () => {
    const { url, address } = await checkWebhookUrl('https://hooks.example.com/leadproof', production);
    expect(url.pathname).toBe('/leadproof');
    expect(address).toEqual({ address: '93.184.215.14', family: 4 });
    expect((await checkWebhookUrl('https://v6.example.com/', production)).address.family).toBe(6);
  });

  it('refuses plain http in production, even to localhost', async () => {
    await expect(checkWebhookUrl('http://hooks.example.com/x', production)).rejects.toThrow(
      'Webhook URLs must use https (got http://hooks.example.com)',
    );
    await expect(checkWebhookUrl('http://localhost:3000/x', production)).rejects.toThrow(/must use https/);
  });

  it('refuses 127.0.0.1 in production, and names the address and the setting that allows it', async () => {
    await expect(checkWebhookUrl('https://127.0.0.1:8443/hook', production)).rejects.toThrow(
      "The webhook URL's host 127.0.0.1 resolves to a loopback address (127.0.0.1)",
    );
    await expect(checkWebhookUrl('https://[::1]/hook', production)).rejects.toThrow(
      /loopback address \(::1\)/,
    );
    await expect(checkWebhookUrl('https://localhost/hook', production)).rejects.toThrow(
      /WEBHOOKS_ALLOW_PRIVATE=on/,
    );
  });

  it('refuses IPv6 forms that embed an IPv4 address (NAT64, IPv4-compatible, SIIT, 6to4), in both modes', async () => {
    for (const host of [
      '[64:ff9b::7f00:1]',
      '[64:ff9b::a9fe:a9fe]',
      '[::127.0.0.1]',
      '[::ffff:0:7f00:1]',
      '[2002:7f00:1::]',
    ]) {
      for (const policy of [production, embedded]) {
        await expect(checkWebhookUrl(`https://${host}/hook`, policy)).rejects.toThrow(
          /which webhooks are not sent to/,
        );
      }
    }
  });

  it("never targets this server's own listener or a /dev page, even in embedded mode (issue 34, finding 7)", async () => {
    const ownServer = webhookUrlPolicyOf(
      loadConfig({ PORT: '8787', PUBLIC_URL: 'https://app.example.com', LEADPROOF_DATA_DIR: '/tmp/lp' }),
      resolve,
    );
    const own = /this server itself/;
    for (const url of [
      'http://localhost:8787/dev/checkout/cs_local_1/pay',
      'http://127.0.0.1:8787/api/health',
      'http://[::1]:8787/hook',
      'http://app.localhost:8787/hook',
      'https://app.example.com/dev/checkout/cs_local_1/pay',
    ]) {
      await expect(checkWebhookUrl(url, ownServer)).rejects.toThrow(own);
    }
    // A /dev page of another server on this machine, or behind a private address, is refused too.
    await expect(checkWebhookUrl('http://localhost:9000/dev/mail', ownServer)).rejects.toThrow(/\/dev/);
    await expect(checkWebhookUrl('http://localhost:9000/DEV/portal/x', ownServer)).rejects.toThrow(/\/dev/);
    await expect(
      checkWebhookUrl('https://intranet.example.com/dev/mail', { ...ownServer, allowPrivate: true }),
    ).rejects.toThrow(/\/dev/);
    // The customer's own receiver on this machine, on another port, is still the usual case.
    expect((await checkWebhookUrl('http://localhost:9000/hooks', ownServer)).url.port).toBe('9000');
    // A public receiver may use any path.
    expect((await checkWebhookUrl('https://hooks.example.com/dev/hooks', ownServer)).url.pathname).toBe(
      '/dev/hooks',
    );
  });

  it('refuses names that resolve to private, metadata or IPv4-mapped private addresses', async () => {
    await expect(checkWebhookUrl('https://intranet.example.com/', production)).rejects.toThrow(
      'resolves to a private address (10.0.0.5)',
    );
    await expect(checkWebhookUrl('https://metadata.example.com/', production)).rejects.toThrow(
      'resolves to a link-local or cloud metadata address (169.254.169.254)',
    );
    await expect(checkWebhookUrl('https://169.254.169.254/latest/meta-data', production)).rejects.toThrow(
      /metadata address/,
    );
    await expect(checkWebhookUrl('https://mapped.example.com/', production)).rejects.toThrow(
      /::ffff:10\.0\.0\.1/,
    );
    await expect(checkWebhookUrl('https://mixed.example.com/', production)).rejects.toThrow(
      /192\.168\.1\.10/,
    );
  });

  it('allows private addresses with WEBHOOKS_ALLOW_PRIVATE=on', async () => {
    const open = { ...production, allowPrivate: true };
    expect((await checkWebhookUrl('https://intranet.example.com/', open)).address.address).toBe('10.0.0.5');
    expect((await checkWebhookUrl('https://127.0.0.1/', open)).address.address).toBe('127.0.0.1');
    // The setting opens addresses, not plain http.
    await expect(checkWebhookUrl('http://127.0.0.1/', open)).rejects.toThrow(/must use https/);
  });

  it('allows plain http to any host with WEBHOOKS_ALLOW_HTTP=on, and no private address with it alone', async () => {
    const http = { ...production, allowHttp: true };
    expect((await checkWebhookUrl('http://hooks.example.com/', http)).address.address).toBe('93.184.215.14');
    await expect(checkWebhookUrl('http://127.0.0.1/', http)).rejects.toThrow(/loopback address/);
  });

  it('allows http to localhost in embedded mode, and nothing else over http', async () => {
    expect((await checkWebhookUrl('http://localhost:3000/hook', embedded)).address.address).toBe('127.0.0.1');
    expect((await checkWebhookUrl('http://127.0.0.1:3000/hook', embedded)).address.address).toBe('127.0.0.1');
    await expect(checkWebhookUrl('http://hooks.example.com/', embedded)).rejects.toThrow(
      'plain http is allowed to localhost only',
    );
    // Loopback is this machine; the rest of the private ranges stay refused.
    await expect(checkWebhookUrl('https://intranet.example.com/', embedded)).rejects.toThrow(
      /private address/,
    );
  });

  it('refuses other schemes and names that do not resolve', async () => {
    await expect(checkWebhookUrl('ftp://hooks.example.com/', production)).rejects.toThrow(/https:\/\/ URLs/);
    await expect(checkWebhookUrl('not a url', production)).rejects.toThrow(/https:\/\/ URLs/);
    await expect(checkWebhookUrl('https://nowhere.example.com/', production)).rejects.toThrow(
      "The webhook URL's host nowhere.example.com could not be resolved (ENOTFOUND).",
    );
  });
});
