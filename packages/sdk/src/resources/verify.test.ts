import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { fakeFetch, json } from '../internal/fake-fetch';

const verdict = {
  email: {
    normalized: 'ada@acme.com',
    status: 'valid',
    reasons: [],
    suggestion: '',
    smtp: '250 2.1.5 Ok',
    mx: 'mx.acme.com',
    checkedAt: '2026-11-25T10:00:00.000Z',
  },
  phone: { e164: '', status: 'missing', type: '', reason: '', extension: '' },
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  state: '',
  seniority: '',
  websiteDomain: '',
  score: 35,
  scoreReasons: [{ code: 'email_valid', points: 35 }],
};

describe('verify', () => {
  it('POSTs one contact to /api/verify with an Idempotency-Key, and retries a 503 with the same key', async () => {
    const fetch = fakeFetch(
      json({ error: { code: 'unavailable', message: 'busy' } }, 503),
      json({ ...verdict, creditsCharged: 1 }),
    );
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, apiKey: 'lp_live_x' });
    const result = await client.verify.contact({ email: 'ada@acme.com', timeoutMs: 5000 });
    expect(result).toMatchObject({ email: { status: 'valid' }, creditsCharged: 1 });
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[0]).toMatchObject({ url: 'https://app.test/api/verify', method: 'POST' });
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual({ email: 'ada@acme.com', timeoutMs: 5000 });
    const key = fetch.calls[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(fetch.calls[1]?.headers.get('idempotency-key')).toBe(key);
  });

  it('sends a batch with its deadline and the caller’s own key', async () => {
    const fetch = fakeFetch(json({ results: [verdict, verdict], creditsCharged: 2 }));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    const { results } = await client.verify.batch([{ email: 'ada@acme.com' }, { email: 'bo@acme.com' }], {
      timeoutMs: 3000,
      idempotencyKey: 'import-42',
    });
    expect(results).toHaveLength(2);
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/verify/batch');
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual({
      contacts: [{ email: 'ada@acme.com' }, { email: 'bo@acme.com' }],
      timeoutMs: 3000,
    });
    expect(fetch.calls[0]?.headers.get('idempotency-key')).toBe('import-42');
  });
});
