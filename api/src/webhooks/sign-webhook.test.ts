import { verifyWebhook } from '@leadproof/sdk';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './sign-webhook';
import { generateWebhookSecret } from './webhook-secret';

// The Standard Webhooks reference vector (standard-webhooks/standard-webhooks, libraries' tests).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: new Date(1_614_265_330 * 1000),
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('signWebhook', () => {
  it('signs the reference vector as the specification does', () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.body, VECTOR.timestamp)).toEqual({
      'webhook-id': VECTOR.id,
      'webhook-timestamp': '1614265330',
      'webhook-signature': VECTOR.signature,
    });
  });

  it('signs what standardwebhooks and the SDK verifier accept, with a fresh secret', async () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: { endpointId: 'e1' },
    });
    const headers = signWebhook(secret, 'msg_1', body, new Date());
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(await verifyWebhook(body, headers, secret)).toEqual(JSON.parse(body));
    await expect(verifyWebhook(`${body} `, headers, secret)).rejects.toThrow(/No webhook-signature matches/);
    await expect(verifyWebhook(body, headers, generateWebhookSecret())).rejects.toThrow(
      /No webhook-signature/,
    );
  });
});
