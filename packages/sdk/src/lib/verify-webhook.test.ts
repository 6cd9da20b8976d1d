import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from '../core/error';
import { verifyWebhook } from './verify-webhook';

// The Standard Webhooks reference vector (standard-webhooks/standard-webhooks, libraries' tests).
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SENT = new Date(1_614_265_330 * 1000);

/** Signs as the API does, with Node's crypto, independently of the code under test. */
function signed(body: string, id = 'msg_1', sentAt = SENT) {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

const event = {
  type: 'credits.low',
  timestamp: '2021-02-25T15:02:10.000Z',
  data: { balance: 12.5, threshold: 20 },
};
const body = JSON.stringify(event);

describe('verifyWebhook', () => {
  it('checks the reference vector, then refuses a body that is no Leadproof event', async () => {
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    await expect(verifyWebhook('{"test": 2432232314}', headers, SECRET, { now: SENT })).rejects.toThrow(
      'The webhook is signed, but its body is not an event this SDK knows',
    );
  });

  it('returns the typed event from a string or bytes, with fetch Headers or a Node headers object', async () => {
    expect(await verifyWebhook(body, signed(body), SECRET, { now: SENT })).toEqual(event);
    expect(
      await verifyWebhook(new TextEncoder().encode(body), new Headers(signed(body)), SECRET, { now: SENT }),
    ).toEqual(event);
    const node = { ...signed(body), 'webhook-id': ['msg_1'] };
    expect(await verifyWebhook(body, node, SECRET, { now: SENT })).toEqual(event);
  });

  it('accepts any of several signatures (a rotated secret)', async () => {
    const headers = signed(body);
    headers['webhook-signature'] = `v1,bm90IGl0 ${headers['webhook-signature']}`;
    expect(await verifyWebhook(body, headers, SECRET, { now: SENT })).toEqual(event);
  });

  it('refuses a changed body, another id, a stale timestamp and missing headers', async () => {
    const headers = signed(body);
    const refusal = (promise: Promise<unknown>) =>
      expect(promise).rejects.toBeInstanceOf(WebhookVerificationError);
    await refusal(verifyWebhook(body.replace('12.5', '1250'), headers, SECRET, { now: SENT }));
    await refusal(verifyWebhook(body, { ...headers, 'webhook-id': 'msg_2' }, SECRET, { now: SENT }));
    await expect(
      verifyWebhook(body, headers, SECRET, { now: new Date(SENT.getTime() + 301_000) }),
    ).rejects.toThrow(/more than 300 s from now/);
    await expect(verifyWebhook(body, { 'webhook-id': 'msg_1' }, SECRET, { now: SENT })).rejects.toThrow(
      'The request has no webhook-timestamp header',
    );
    await expect(verifyWebhook(body, headers, 'whsec_***', { now: SENT })).rejects.toThrow(
      /not a whsec_ secret/,
    );
  });
});
