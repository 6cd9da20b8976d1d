import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { MAX_RESPONSE_BYTES, sendWebhook } from './send-webhook';
import { signWebhook } from './sign-webhook';
import {
  checkWebhookUrl,
  type HostResolver,
  WEBHOOK_HOST_REFUSED_MESSAGE,
  type WebhookUrlPolicy,
} from './webhook-url-policy';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BODY = '{"type":"webhook.test"}';
const headers = signWebhook(SECRET, 'msg_test', BODY, new Date());

const receivers: WebhookReceiver[] = [];
async function receiver(...args: Parameters<typeof startWebhookReceiver>) {
  const started = await startWebhookReceiver(...args);
  receivers.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** The receivers speak plain http (https would need a certificate), which embedded mode allows to loopback. */
const embeddedLoopback: WebhookUrlPolicy = {
  mode: 'embedded',
  allowPrivate: false,
  resolve: async () => [{ address: '127.0.0.1', family: 4 }],
};

describe('sendWebhook', () => {
  it('POSTs the body with its signature headers and reports a 2xx as a success', async () => {
    const r = await receiver((res) => res.writeHead(204).end());
    const result = await sendWebhook(
      { url: `${r.url}/hook`, body: BODY, headers },
      { policy: embeddedLoopback, timeoutMs: 5000 },
    );
    expect(result).toMatchObject({ responseStatus: 204, error: null, responseBody: '' });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    const [got] = await r.waitFor(1);
    expect(got?.body).toBe(BODY);
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['webhook-id']).toBe('msg_test');
    expect(got?.headers['webhook-signature']).toBe(headers['webhook-signature']);
  });

  it('does not follow a redirect: a 3xx is a failed attempt and the target never hears of it', async () => {
    const target = await receiver();
    const r = await receiver((res) => res.writeHead(302, { location: `${target.url}/elsewhere` }).end());
    const result = await sendWebhook(
      { url: r.url, body: BODY, headers },
      { policy: embeddedLoopback, timeoutMs: 5000 },
    );
    expect(result.responseStatus).toBe(302);
    expect(result.error).toMatch(
      /answered 302 \(to http:\/\/127\.0\.0\.1:\d+\/elsewhere\); redirects are not followed/,
    );
    expect(target.received).toHaveLength(0);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const r = await receiver(() => {});
    const result = await sendWebhook(
      { url: r.url, body: BODY, headers },
      { policy: embeddedLoopback, timeoutMs: 300 },
    );
    expect(result.responseStatus).toBeNull();
    expect(result.error).toMatch(/^No answer within 0\.3 s/);
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('keeps the first 1 KB of a large answer and reads no further', async () => {
    const r = await receiver((res) => res.writeHead(500).end('x'.repeat(256 * 1024)));
    const result = await sendWebhook(
      { url: r.url, body: BODY, headers },
      { policy: embeddedLoopback, timeoutMs: 5000 },
    );
    expect(result.responseStatus).toBe(500);
    expect(result.error).toBe('The receiver answered 500.');
    expect(result.responseBody).toBe('x'.repeat(MAX_RESPONSE_BYTES));
  });

  it('connects to the address the policy checked, not to what the name resolves to later', async () => {
    const r = await receiver();
    const port = new URL(r.url).port;
    // The policy's resolver answers 127.0.0.1; the system's may not know the name at all (it does not here), so the
    // request arrives only through the address the check returned.
    const result = await sendWebhook(
      { url: `http://pinned.localhost:${port}/hook`, body: BODY, headers },
      { policy: embeddedLoopback, timeoutMs: 5000 },
    );
    expect(result.error).toBeNull();
    expect(r.received.map((request) => request.path)).toEqual(['/hook']);
  });

  it('refuses at delivery a name that passed at registration and now resolves to a private address', async () => {
    let lookups = 0;
    // Public when the endpoint is registered, 10.0.0.5 when the attempt is made (DNS rebinding).
    const rebinding: HostResolver = async () => [
      lookups++ === 0 ? { address: '93.184.215.14', family: 4 } : { address: '10.0.0.5', family: 4 },
    ];
    const policy: WebhookUrlPolicy = { mode: 'production', allowPrivate: false, resolve: rebinding };
    await expect(checkWebhookUrl('https://rebind.example.com/hook', policy)).resolves.toBeDefined();
    const result = await sendWebhook(
      { url: 'https://rebind.example.com/hook', body: BODY, headers },
      { policy, timeoutMs: 5000 },
    );
    expect(result).toMatchObject({ responseStatus: null, responseBody: '' });
    // The customer reads the generic text; the reason is for the log (issue 34, finding 9).
    expect(result.error).toBe(WEBHOOK_HOST_REFUSED_MESSAGE);
    expect(result.refusedBecause).toMatch(/resolves to a private address \(10\.0\.0\.5\)/);
    expect(lookups).toBe(2);
  });

  it('reports a refused connection as a failed attempt without a status', async () => {
    const r = await receiver();
    await r.close();
    const result = await sendWebhook(
      { url: r.url, body: BODY, headers },
      { policy: embeddedLoopback, timeoutMs: 5000 },
    );
    expect(result.responseStatus).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
