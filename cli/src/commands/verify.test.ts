import type { VerifyContactResponse } from '@leadproof/contract/verify';
import { PaymentRequiredError, RateLimitError } from '@leadproof/sdk';
import { describe, expect, it } from 'vitest';
import { exitOutcome, UsageError } from '../errors';
import { fakeRuntime } from '../testing/fake-runtime';
import { runVerify, verifyRequest } from './verify';

const apiUrl = 'http://api.test';

const verdict: VerifyContactResponse = {
  email: {
    normalized: 'ada@acme.com',
    status: 'valid',
    reasons: ['free_provider'],
    suggestion: '',
    smtp: '250 2.1.5 Ok',
    mx: 'mx1.acme.com',
    checkedAt: '2026-11-25T10:00:00.000Z',
  },
  phone: { e164: '+14155550100', status: 'valid', type: 'fixed_line_or_mobile', reason: '', extension: '' },
  firstName: '',
  lastName: '',
  company: '',
  country: 'US',
  state: '',
  seniority: '',
  websiteDomain: '',
  score: 62,
  scoreReasons: [{ code: 'email_valid', points: 35 }],
  creditsCharged: 1,
};

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch in the SDK's fake-fetch style: answers in order, records each call with its JSON body. */
function fakeFetch(...answers: Response[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body == null ? undefined : JSON.parse(String(init.body)),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${String(input)}`);
    return answer;
  };
  return Object.assign(fetch as typeof globalThis.fetch, { calls });
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const apiError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json({ error: { code, message } }, status, headers);

/** Runs `leadproof verify` signed in with an API key over `fetch`; returns the runtime's captured output. */
async function run(fetch: typeof globalThis.fetch, flags: Partial<Parameters<typeof runVerify>[0]>) {
  const runtime = fakeRuntime({ fetch, env: { apiKey: 'lp_live_test' } });
  await runVerify({
    apiUrl,
    json: false,
    runtime,
    email: undefined,
    phone: undefined,
    country: undefined,
    timeoutMs: undefined,
    ...flags,
  });
  return runtime;
}

describe('leadproof verify', () => {
  it('POSTs the contact to /api/verify and prints the verdict as a short table', async () => {
    const fetch = fakeFetch(json(verdict));
    const runtime = await run(fetch, {
      email: ' ada@acme.com ',
      phone: '+1 415 555 0100',
      country: 'US',
      timeoutMs: '2500',
    });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({ url: `${apiUrl}/api/verify`, method: 'POST' });
    expect(fetch.calls[0]?.body).toEqual({
      email: 'ada@acme.com',
      phone: '+1 415 555 0100',
      country: 'US',
      timeoutMs: 2500,
    });
    expect(fetch.calls[0]?.headers.get('authorization')).toBe('Bearer lp_live_test');
    // The SDK's Idempotency-Key: a retried call is charged once.
    expect(fetch.calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(runtime.stdout.text).toBe(
      [
        'Email:            ada@acme.com',
        'Status:           valid',
        'Reasons:          free_provider',
        'SMTP:             250 2.1.5 Ok (mx1.acme.com)',
        'Phone:            +14155550100',
        'Phone status:     valid (fixed_line_or_mobile)',
        'Score:            62 / 100',
        'Credits charged:  1 credit',
        '',
      ].join('\n'),
    );
  });

  it('shows the suggestion, leaves out the unchecked phone and the empty SMTP line, and says 0 credits', async () => {
    const typo: VerifyContactResponse = {
      ...verdict,
      email: {
        ...verdict.email,
        normalized: 'jane@gmial.com',
        status: 'risky',
        reasons: ['typo', 'free_provider'],
        suggestion: 'jane@gmail.com',
        smtp: '',
        mx: '',
      },
      phone: { e164: '', status: 'missing', type: '', reason: '', extension: '' },
      score: 10,
      creditsCharged: 0,
    };
    const runtime = await run(fakeFetch(json(typo)), { email: 'jane@gmial.com' });
    const text = runtime.stdout.text;
    expect(text).toMatch(/Reasons:\s+typo, free_provider\n/);
    expect(text).toMatch(/Suggestion:\s+jane@gmail\.com\n/);
    expect(text).toMatch(/Credits charged:\s+0 credits\n/);
    expect(text).not.toMatch(/SMTP:|Phone/);
  });

  it('checks a phone alone: no e-mail lines, the reason of an invalid number', async () => {
    const fetch = fakeFetch(
      json({
        ...verdict,
        email: { ...verdict.email, normalized: '', status: 'missing', reasons: [], smtp: '', mx: '' },
        phone: { e164: '+1415555', status: 'invalid', type: '', reason: 'too_short', extension: '' },
        score: 0,
      }),
    );
    const runtime = await run(fetch, { phone: '415 555' });
    expect(fetch.calls[0]?.body).toEqual({ phone: '415 555' });
    expect(runtime.stdout.text).toMatch(/^Phone:\s+\+1415555\nPhone status:\s+invalid \(too_short\)\n/);
    expect(runtime.stdout.text).not.toMatch(/Email:/);
  });

  it('prints the API object as it is with --json', async () => {
    const runtime = fakeRuntime({ fetch: fakeFetch(json(verdict)), env: { apiKey: 'lp_live_test' } });
    await runVerify({
      apiUrl,
      json: true,
      runtime,
      email: 'ada@acme.com',
      phone: undefined,
      country: undefined,
      timeoutMs: undefined,
    });
    expect(JSON.parse(runtime.stdout.text)).toEqual(verdict);
    expect(runtime.stderr.text).toBe('');
  });

  it("ends with the API's 402 message and exit 4 (not enough credits), without retrying", async () => {
    const message =
      'Not enough credits: a real-time check costs 1 and your balance is 0. Add 1 credits and try again.';
    const fetch = fakeFetch(apiError(402, 'payment_required', message));
    const error = await run(fetch, { email: 'ada@acme.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect(exitOutcome(error, apiUrl)).toEqual({ code: 4, reason: 'not_enough_credits', message });
    expect(fetch.calls).toHaveLength(1);
  });

  it("ends with the API's 429 message (its wait included) once the SDK's retries, after Retry-After, run out", async () => {
    const message =
      'Too many real-time checks: at most 5 a second (bursts of 10). Try again in 0 s, or send up to 100 contacts at once to /api/verify/batch.';
    const limited = () => apiError(429, 'rate_limited', message, { 'retry-after': '0' });
    const fetch = fakeFetch(limited(), limited(), limited());
    const error = await run(fetch, { email: 'ada@acme.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(exitOutcome(error, apiUrl)).toEqual({ code: 1, reason: 'rate_limited', message });
    // The same Idempotency-Key on each try: the server charges a retried check once.
    const keys = new Set(fetch.calls.map((call) => call.headers.get('idempotency-key')));
    expect(fetch.calls).toHaveLength(3);
    expect(keys.size).toBe(1);
  });
});

describe('leadproof verify: input the server cannot check (422, nothing charged)', () => {
  it('says to add --country to a national number, with exit 2 and the API code as the --json reason', async () => {
    const fetch = fakeFetch(
      apiError(
        422,
        'phone_country_required',
        'Nothing to check, so nothing was charged: phone: "(415) 555-0100" has no country code: …',
      ),
    );
    const error = await run(fetch, { phone: '(415) 555-0100' }).catch((e: unknown) => e);
    expect(exitOutcome(error, apiUrl)).toEqual({
      code: 2,
      reason: 'phone_country_required',
      message:
        '--phone "(415) 555-0100" has no country code: write it with one ("+1 415 555 0100") or add --country (an ISO code such as US, or a name). Nothing was charged.',
    });
    expect(fetch.calls).toHaveLength(1);
  });

  it("repeats the server's words for text that is not an address or a number, and says what to give", async () => {
    const message =
      'Nothing to check, so nothing was charged: email: "asdf!!@@" is not an e-mail address (like ada@acme.com).';
    const error = await run(fakeFetch(apiError(422, 'contact_unreadable', message)), {
      email: 'asdf!!@@',
    }).catch((e: unknown) => e);
    expect(exitOutcome(error, apiUrl)).toEqual({
      code: 2,
      reason: 'contact_unreadable',
      message: `${message} Give an e-mail address (ada@acme.com) or a --phone number.`,
    });
  });
});

describe('verifyRequest (the body from the argument and flags)', () => {
  const none = { email: undefined, phone: undefined, country: undefined, timeoutMs: undefined };

  it('sends only what was given, trimmed; the server applies its default deadline', () => {
    expect(verifyRequest({ ...none, email: 'ada@acme.com' })).toEqual({ email: 'ada@acme.com' });
    expect(verifyRequest({ ...none, phone: ' 0044 20 7946 0958 ', country: ' ' })).toEqual({
      phone: '0044 20 7946 0958',
    });
  });

  it.each([
    [{}, /Give an e-mail address, a --phone number, or both/],
    [{ email: '  ' }, /Give an e-mail address/],
    [{ email: 'a@b.co', timeoutMs: '99' }, /--timeout-ms "99" must be a whole number/],
    [{ email: 'a@b.co', timeoutMs: '30001' }, /--timeout-ms "30001"/],
    [{ email: 'a@b.co', timeoutMs: '1e3' }, /--timeout-ms "1e3"/],
    [{ email: 'a@b.co', timeoutMs: '' }, /--timeout-ms ""/],
    [{ phone: '1'.repeat(1025) }, /--phone: must be at most 1024 characters/],
  ])('refuses %j with a usage error (exit 2) before any call', (change, message) => {
    const error = (() => {
      try {
        verifyRequest({ ...none, ...change });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
  });
});
