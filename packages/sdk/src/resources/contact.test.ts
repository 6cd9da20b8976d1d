import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { APIError } from '../core/error';
import { fakeFetch, json } from '../internal/fake-fetch';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@acme.com',
  topic: 'sales',
  message: 'We verify 200,000 contacts a month: what would Enterprise cost?',
} as const;

describe('contact', () => {
  it('POSTs the message to /api/contact without a token, with an Idempotency-Key kept across a retry', async () => {
    const answer = {
      id: 'm1',
      receivedAt: '2026-11-27T10:00:00.000Z',
      responseTime: 'within one business day',
    };
    const fetch = fakeFetch(
      json({ error: { code: 'unavailable', message: 'busy' } }, 503),
      json(answer, 201),
    );
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, apiKey: 'lp_live_x' });
    expect(await client.contact.create(message)).toEqual(answer);
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[0]).toMatchObject({ url: 'https://app.test/api/contact', method: 'POST' });
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual(message);
    expect(fetch.calls[0]?.headers.get('authorization')).toBeNull();
    const key = fetch.calls[0]?.headers.get('idempotency-key');
    expect(key).toBeTruthy();
    expect(fetch.calls[1]?.headers.get('idempotency-key')).toBe(key);
  });

  it("rejects with the server's message on 400", async () => {
    const fetch = fakeFetch(
      json({ error: { code: 'bad_request', message: 'email: enter an e-mail address we can answer' } }, 400),
    );
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    const failure = await client.contact.create({ ...message, email: 'nope' }).catch((error) => error);
    expect(failure).toBeInstanceOf(APIError);
    expect(failure).toMatchObject({ status: 400, message: expect.stringContaining('email: enter') });
  });
});
