import type { Order, OrderListResponse } from '@leadproof/contract/orders';
import type { VerifyContactResponse, VerifyStreamEvent } from '@leadproof/contract/verify';
import { Leadproof } from '@leadproof/sdk';

/** One request the fake API received. */
export interface FakeApiCall {
  method: string;
  path: string;
  search: string;
  body: string | undefined;
}

/** Answers one route: a Response, or JSON data (sent with status 200). */
export type FakeRoute = (call: FakeApiCall, params: Record<string, string>) => Response | unknown;

/** Routes keyed "METHOD /path/:param". */
export type FakeRoutes = Record<string, FakeRoute>;

/** A JSON error response in the API's `{error: {code, message}}` shape. */
export function apiErrorResponse(status: number, message: string, code = 'error'): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** An order as the API returns it, with overrides. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    type: 'upload_csv',
    status: 'completed',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    rowCount: 3,
    creditsUsed: 3,
    resultFilePath: 'results/a1b2c3d4.csv',
    ...overrides,
  };
}

/**
 * `GET /api/orders` as the API answers it for `orders` (newest first): the page the call's `limit` and `offset`
 * ask for, of the statuses its `status` names (and measured or not, as `measured` says), with the counts per
 * status of all of them.
 */
export function ordersPage(orders: readonly Order[], call: Pick<FakeApiCall, 'search'>): OrderListResponse {
  const query = new URLSearchParams(call.search);
  const statuses = query.get('status')?.split(',');
  const limit = Number(query.get('limit') ?? 20);
  const offset = Number(query.get('offset') ?? 0);
  const measured = query.get('measured');
  const filtered = orders.filter(
    (order) =>
      (!statuses || statuses.includes(order.status)) &&
      (measured === null || Boolean(order.measuredAccuracy) === (measured === 'true')),
  );
  // `orders` are newest first, as the API lists them by default; `sort=createdAt` turns them around.
  const kept = query.get('sort') === 'createdAt' ? [...filtered].reverse() : filtered;
  const counts = { all: orders.length, pending: 0, in_progress: 0, completed: 0, needs_fix: 0, failed: 0 };
  for (const order of orders) counts[order.status] += 1;
  const end = offset + limit;
  return { items: kept.slice(offset, end), nextOffset: end < kept.length ? end : null, counts };
}

/** Overrides of `verdictFixture`: any top-level field, and parts of the e-mail and phone verdicts. */
export type VerdictOverrides = Partial<Omit<VerifyContactResponse, 'email' | 'phone'>> & {
  email?: Partial<VerifyContactResponse['email']>;
  phone?: Partial<VerifyContactResponse['phone']>;
};

/** A `POST /api/verify` answer: by default a valid e-mail address, no phone, 1 credit charged. */
export function verdictFixture({ email, phone, ...rest }: VerdictOverrides = {}): VerifyContactResponse {
  return {
    email: {
      normalized: 'ada@acme.com',
      status: 'valid',
      reasons: [],
      suggestion: '',
      smtp: '250 2.1.5 Ok',
      mx: 'mx1.acme.com',
      checkedAt: '2026-11-25T10:00:00.000Z',
      ...email,
    },
    phone: { e164: '', status: 'missing', type: '', reason: '', extension: '', ...phone },
    firstName: '',
    lastName: '',
    company: '',
    country: '',
    state: '',
    seniority: '',
    websiteDomain: '',
    score: 35,
    scoreReasons: [{ code: 'email_valid', points: 35 }],
    creditsCharged: 1,
    ...rest,
  };
}

/** What a new, signed-in account sees unless a test says otherwise. */
export function defaultRoutes(): FakeRoutes {
  return {
    'GET /api/users/me/balance': () => ({ balance: 50 }),
    'GET /api/dashboard/summary': () => ({
      user: { firstName: 'Ada', email: 'ada@example.com' },
      stats: { activeOrders: 1, completedOrders: 2, totalValidatedLeads: 1234 },
    }),
    'GET /api/pricing': () => [
      { type: 'upload_csv', price_per_row: 1 },
      { type: 'buy_leads', price_per_row: 1.5 },
    ],
    'GET /api/orders': (call) => ordersPage([], call),
    'GET /api/credit-transactions': () => ({ items: [], nextOffset: null }),
    'GET /api/api-keys': () => ({ items: [] }),
    'GET /api/webhooks': () => ({ items: [] }),
    'GET /api/bounce-reports': () => ({ items: [], nextOffset: null }),
    'GET /api/leads/presets': () => ({ items: [] }),
  };
}

function match(pattern: string, method: string, path: string): Record<string, string> | null {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return null;
  const want = patternPath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function isStreamRequest(body: string | undefined): boolean {
  try {
    return body !== undefined && (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

/**
 * `POST /api/verify`'s streamed answer (`stream: true`): one NDJSON line per event. The lines after the first
 * `hold` wait for `release` (a promise the test resolves), so a story or test can show the offline verdict while
 * the mail server is "still being asked".
 */
export function verifyStreamResponse(
  events: readonly VerifyStreamEvent[],
  { hold, release }: { hold?: number; release?: Promise<unknown> } = {},
): Response {
  const encoder = new TextEncoder();
  const line = (event: VerifyStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
  const held = hold ?? events.length;
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const event of events.slice(0, held)) controller.enqueue(line(event));
        if (held < events.length) {
          await (release ?? new Promise(() => {}));
          for (const event of events.slice(held)) controller.enqueue(line(event));
        }
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  );
}

/**
 * A fake of the Leadproof server for unit tests: an SDK client whose `fetch` answers from `routes`
 * (merged over `defaultRoutes()`), recording every call. An unknown route answers 404.
 */
export function createFakeApi(routes: FakeRoutes = {}) {
  const all: FakeRoutes = { ...defaultRoutes(), ...routes };
  const calls: FakeApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const body = init.body == null ? undefined : await new Response(init.body).text();
    const call: FakeApiCall = { method: init.method ?? 'GET', path: url.pathname, search: url.search, body };
    calls.push(call);
    for (const [pattern, route] of Object.entries(all)) {
      const params = match(pattern, call.method, call.path);
      if (!params) continue;
      const answer = await route(call, params);
      if (answer instanceof Response) return answer;
      // A streamed real-time check (`stream: true`) whose route gave the verdict: its one `result` line.
      if (isStreamRequest(body))
        return verifyStreamResponse([{ type: 'result', result: answer as VerifyContactResponse }]);
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }
    return apiErrorResponse(404, `No fake route for ${call.method} ${call.path}`, 'not_found');
  };
  const client = new Leadproof({
    baseURL: 'http://dashboard.test',
    fetch,
    maxRetries: 0,
    accessToken: () => 'token',
  });
  return { client, calls, routes: all };
}
