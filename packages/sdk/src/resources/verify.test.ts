import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { PaymentRequiredError, UnprocessableEntityError } from '../core/error';
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

  it('refuses a contact with nothing to check as UnprocessableEntityError, with its code', async () => {
    const message = 'Nothing to check, so nothing was charged: email: "asdf!!@@" is not an e-mail address.';
    const fetch = fakeFetch(json({ error: { code: 'contact_unreadable', message } }, 422));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    const error = await client.verify.contact({ email: 'asdf!!@@' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'contact_unreadable' });
    expect(fetch.calls).toHaveLength(1);
  });
});

/** A streamed answer: NDJSON lines, each chunk held back until `release` is called with its index. */
function streamed(lines: readonly unknown[], chunks: number[] = lines.map((_, index) => index)) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        // Split the lines across chunks mid-line, as a network does.
        const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
        const size = Math.ceil(text.length / Math.max(1, chunks.length));
        for (let at = 0; at < text.length; at += size)
          controller.enqueue(encoder.encode(text.slice(at, at + size)));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  );
}

describe('verify.contact with onProvisional (streamed answer)', () => {
  it('asks for the stream, hands over the early verdict, and resolves with the result', async () => {
    const early = { ...verdict, email: { ...verdict.email, smtp: '', mx: '', checkedAt: '' } };
    const fetch = fakeFetch(
      streamed([
        { type: 'provisional', verdict: early },
        { type: 'result', result: { ...verdict, creditsCharged: 1 } },
      ]),
    );
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    const seen: string[] = [];
    const result = await client.verify.contact(
      { email: 'ada@acme.com' },
      { onProvisional: (provisional) => seen.push(provisional.email.smtp || 'no evidence yet') },
    );
    expect(seen).toEqual(['no evidence yet']);
    expect(result).toMatchObject({ email: { smtp: '250 2.1.5 Ok' }, creditsCharged: 1 });
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual({ email: 'ada@acme.com', stream: true });
    expect(fetch.calls[0]?.headers.get('accept')).toBe('application/x-ndjson');
    // Never retried, so no key of its own: the server would keep a keyed answer whole.
    expect(fetch.calls[0]?.headers.get('idempotency-key')).toBeNull();
  });

  it("throws an error event as the status's error class (a 402 found at charge time)", async () => {
    const fetch = fakeFetch(
      streamed([
        {
          type: 'error',
          status: 402,
          error: { code: 'payment_required', message: 'Not enough credits: a real-time check costs 1.' },
        },
      ]),
    );
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    const error = await client.verify
      .contact({ email: 'ada@acme.com' }, { onProvisional: () => {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect(error).toMatchObject({ code: 'payment_required' });
  });

  it('says so when the stream ends before its result', async () => {
    const fetch = fakeFetch(streamed([{ type: 'provisional', verdict }]));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch });
    await expect(
      client.verify.contact({ email: 'ada@acme.com' }, { onProvisional: () => {} }),
    ).rejects.toThrow('The answer ended before its result.');
  });
});
