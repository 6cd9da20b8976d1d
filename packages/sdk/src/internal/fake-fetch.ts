/** Test seam: a fake `fetch` that records each call and answers from a queue (tests only). */

/** One call the fake received, with the body read as text. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  init: RequestInit & { duplex?: string };
  body: string | undefined;
  /** `Date.now()` when the call arrived (fake timers make it exact). */
  at: number;
}

/** An answer: a response, a function of the call, or an error to reject with. */
export type FakeAnswer = Response | Error | ((call: RecordedCall) => Response | Promise<Response>);

/** A `fetch` that answers `answers` in order and keeps every call in `.calls`. */
export function fakeFetch(...answers: FakeAnswer[]): typeof fetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body == null ? undefined : await new Response(init.body).text();
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      init,
      body,
      at: Date.now(),
    };
    calls.push(call);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`fakeFetch: no answer left for ${call.method} ${call.url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer;
  };
  return Object.assign(fake as typeof fetch, { calls });
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The API's error body with `status`. */
export function apiError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return json({ error: { code, message } }, status, headers);
}

/** A valid order for responses. */
export function orderFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ord_1',
    type: 'upload_csv',
    status: 'pending',
    createdAt: '2025-01-02T03:04:05.000Z',
    rowCount: null,
    creditsUsed: null,
    resultFilePath: null,
    ...overrides,
  };
}
