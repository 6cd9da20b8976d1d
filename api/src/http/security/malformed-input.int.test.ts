/**
 * Malformed input on every route of the contract: broken JSON, the wrong JSON value, wrong types and
 * missing fields, text PostgreSQL cannot store, absurd nesting, the wrong Content-Type, huge bodies, and
 * bad ids and query values. Each gets a 4xx with the contract's error body and a message naming what to
 * fix — never a 500, never a stack trace. The built-in auth server gets the same hostile bodies.
 */
import { Readable } from 'node:stream';
import { type ContractRoute, type ContractRouteId, contractRoutes } from '@leadproof/contract/routes';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/api-errors';
import {
  allContractRoutes,
  type ContractRequest,
  contractRequest,
  type RouteFixtures,
  sendContractRequest,
} from '../../testing/contract-requests';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { createTestUser, type TestUser } from '../../testing/test-users';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../read-json-body';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonPath = string[];

const routesWithBody = allContractRoutes().filter(([, route]) => route.body);
const routesWithId = allContractRoutes().filter(([, route]) => route.path.includes('{id}'));
const routesWithQuery = allContractRoutes().filter(([, route]) => route.query);

/** Every value inside `value` (not `value` itself) with its path. */
function innerValues(value: Json, path: JsonPath = []): Array<[JsonPath, Json]> {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(
    ([key, item]): Array<[JsonPath, Json]> => [[[...path, key], item], ...innerValues(item, [...path, key])],
  );
}

/** A copy of `value` with the value at `path` replaced, or removed when `replacement` is undefined. */
function changedAt(value: Json, path: JsonPath, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, Json>;
  const last = path[path.length - 1] as string;
  if (replacement !== undefined) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

/** A value of another JSON type than `value`. */
function wrongTypeFor(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not-a-list';
  return 'not-an-object';
}

/** The message names the field: zod's `path.to.field: …`, as the error handler writes it. */
const namesField = (path: JsonPath) => new RegExp(`(^|; )${path.join('\\.')}: `);

describe.each(singleDatabaseKinds)('malformed input on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let fixtures: RouteFixtures;

  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test' } });
    const ticket = await client.orders.uploadUrl(order.id);
    const key = await client.apiKeys.create({ name: 'malformed input' });
    const webhook = await client.webhooks.create({
      url: 'https://127.0.0.1:9/hook',
      events: ['order.completed'],
    });
    const preset = await client.leads.presets.create({
      name: 'malformed input',
      icp: { industries: ['Software'], countries: ['US'] },
    });
    const { productIds } = (await (await fetch(`${server.url}/config.json`)).json()) as {
      productIds: Record<string, string>;
    };
    fixtures = {
      orderId: order.id,
      uploadPath: ticket.path,
      apiKeyId: key.id,
      webhookId: webhook.id,
      presetId: preset.id,
      productId: Object.values(productIds)[0] ?? 'prod_missing',
    };
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const valid = (id: ContractRouteId) => contractRequest(id, fixtures);
  const send = (request: ContractRequest, rawBody?: BodyInit, headers?: Record<string, string>) =>
    sendContractRequest(server, request, {
      token: user.accessToken,
      rawBody,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it.each(routesWithBody.map(([id]) => id))(
    '%s: refuses broken JSON and JSON that is not an object with 400',
    async (id) => {
      expect(contractRoutes[id].errors, `${id} documents 400`).toContain(400);
      const request = valid(id);
      for (const raw of ['{"a":', '{', "{'name': 'single quotes'}", 'undefined']) {
        await expectApiError(
          await send(request, raw),
          400,
          /^The request body must be valid JSON\.$/,
          `${id} ${raw}`,
        );
      }
      for (const raw of ['[]', `[${JSON.stringify(request.body)}]`, 'null', '"text"', '42', 'true']) {
        await expectApiError(await send(request, raw), 400, /^body: /, `${id} ${raw}`);
      }
    },
  );

  it.each(routesWithBody.map(([id]) => id))(
    '%s: refuses each field of the wrong type, and each required field left out, naming it',
    async (id) => {
      const request = valid(id);
      const schema = (contractRoutes[id] as ContractRoute).body;
      const body = request.body as Json;
      let refused = 0;
      for (const [path, value] of innerValues(body)) {
        for (const [what, changed] of [
          ['wrong type', changedAt(body, path, wrongTypeFor(value))],
          ['left out', changedAt(body, path, undefined)],
        ] as const) {
          // Only what the contract itself refuses (an optional field may be left out).
          if (schema?.safeParse(changed).success) continue;
          refused++;
          const label = `${id} ${path.join('.')} ${what}`;
          // An item left out of a list makes the list itself too short: the message names the list.
          const named =
            what === 'left out' && /^\d+$/.test(path[path.length - 1] ?? '') ? path.slice(0, -1) : path;
          await expectApiError(await send(request, JSON.stringify(changed)), 400, namesField(named), label);
        }
      }
      expect(refused).toBeGreaterThan(0);
    },
  );

  it.each(routesWithBody.map(([id]) => id))(
    '%s: refuses text PostgreSQL cannot store (NUL, lone surrogates) in any string, naming the field',
    async (id) => {
      const request = valid(id);
      const body = request.body as Json;
      const strings = innerValues(body).filter(([, value]) => typeof value === 'string');
      expect(strings.length).toBeGreaterThan(0);
      for (const [path, value] of strings) {
        const where = path.join('.');
        await expectApiError(
          await send(request, JSON.stringify(changedAt(body, path, `${value}\u0000`))),
          400,
          new RegExp(`^${where}: text must not contain the NUL character`),
          `${id} ${where} NUL`,
        );
        // JSON.stringify writes a lone surrogate as the escape `\ud800`, as a hostile client would.
        await expectApiError(
          await send(request, JSON.stringify(changedAt(body, path, `${value}\ud800`))),
          400,
          new RegExp(`^${where}: text must be valid Unicode`),
          `${id} ${where} lone surrogate`,
        );
      }
      // A NUL in a key of a free-form object is refused too.
      const withKey = JSON.stringify({ ...(body as object), 'bad\u0000key': 1 });
      await expectApiError(await send(request, withKey), 400, /NUL character/, `${id} NUL key`);
    },
  );

  it.each(routesWithBody.map(([id]) => id))(
    '%s: refuses absurdly nested JSON without overflowing the stack',
    async (id) => {
      const request = valid(id);
      const levels = 100_000;
      const nested = `${'['.repeat(levels)}${']'.repeat(levels)}`;
      // Inside every object of the body, including free-form ones such as requestDetails.
      const objects: JsonPath[] = [
        [],
        ...innerValues(request.body as Json)
          .filter(([, value]) => value !== null && typeof value === 'object' && !Array.isArray(value))
          .map(([path]) => path),
      ];
      for (const path of objects) {
        const raw = JSON.stringify(changedAt(request.body as Json, [...path, 'deep'], '__DEEP__')).replace(
          '"__DEEP__"',
          nested,
        );
        await expectApiError(
          await send(request, raw),
          400,
          new RegExp(`nests more than ${MAX_JSON_DEPTH} levels`),
          `${id} deep at ${path.join('.') || 'body'}`,
        );
      }
    },
  );

  it.each(routesWithBody.map(([id]) => id))(
    '%s: refuses a body that is not sent as application/json with 400 naming the header',
    async (id) => {
      const request = valid(id);
      const json = JSON.stringify(request.body);
      for (const contentType of [
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
      ]) {
        await expectApiError(
          await send(request, json, { 'content-type': contentType }),
          400,
          /^Send the body as JSON with the header Content-Type: application\/json/,
          `${id} as ${contentType}`,
        );
      }
      // No Content-Type at all: a byte body makes fetch send none.
      const bare = await sendContractRequest(server, request, {
        token: user.accessToken,
        rawBody: new TextEncoder().encode(json),
      });
      await expectApiError(bare, 400, /Content-Type: application\/json \(got none\)/, `${id} without a type`);
    },
  );

  it('accepts JSON sent with a charset or as an application/…+json type', async () => {
    const request = valid('apiKeys.create');
    for (const contentType of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/vnd.api+json',
    ]) {
      const response = await send(request, JSON.stringify(request.body), { 'content-type': contentType });
      expect(response.status, contentType).toBe(201);
    }
  });

  it.each(routesWithBody.map(([id]) => id))(
    '%s: refuses a 2 MB body with 413, whether or not it declares its length',
    async (id) => {
      expect(contractRoutes[id].errors, `${id} documents 413`).toContain(413);
      const request = valid(id);
      const huge = JSON.stringify({ ...(request.body as object), padding: 'x'.repeat(2 * 1024 * 1024) });
      expect(huge.length).toBeGreaterThan(MAX_JSON_BODY_BYTES);
      const tooLarge = /^The request body is too large: send at most 1048576 bytes of JSON\.$/;
      await expectApiError(await send(request, huge), 413, tooLarge, `${id} with Content-Length`);
      // Chunked: no Content-Length to refuse up front, so the limit must hold while reading.
      const chunks = Readable.toWeb(Readable.from([Buffer.from(huge)])) as ReadableStream<Uint8Array>;
      const chunked = await fetch(`${server.url}${request.url}`, {
        method: request.route.method,
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: chunks,
        duplex: 'half',
      } as RequestInit);
      await expectApiError(chunked, 413, tooLarge, `${id} chunked`);
      // With an Idempotency-Key, whose middleware reads the body before the route (issue 34, finding 2).
      const keyed = await fetch(`${server.url}${request.url}`, {
        method: request.route.method,
        headers: {
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/json',
          'idempotency-key': `huge-${id}`,
        },
        body: Readable.toWeb(Readable.from([Buffer.from(huge)])) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      await expectApiError(keyed, 413, tooLarge, `${id} chunked with an Idempotency-Key`);
    },
  );

  it.each(routesWithId.map(([id]) => id))(
    '%s: answers an id of any shape that is not one of yours with 404',
    async (id) => {
      // `{id}` is any non-empty string in the contract: one that cannot exist is simply not found.
      for (const bad of [
        'not-a-uuid',
        '0',
        '-1',
        '00000000-0000-0000-0000-000000000000',
        'a'.repeat(2000),
        '\u0000',
        '../../etc/passwd',
        "' OR '1'='1",
        '🙂',
      ]) {
        const request = contractRequest(id, fixtures, { ...valid(id), params: { id: bad } });
        await expectApiError(
          await send(request),
          404,
          /not found/i,
          `${id} id ${JSON.stringify(bad.slice(0, 20))}`,
        );
      }
    },
  );

  it.each(routesWithQuery.map(([id]) => id))(
    '%s: refuses a query value of the wrong type or range with 400 naming the parameter',
    async (id) => {
      const request = valid(id);
      const schema = (contractRoutes[id] as ContractRoute).query;
      const baseline = (await send(request)).status;
      let refused = 0;
      for (const name of Object.keys(request.query ?? {})) {
        for (const bad of ['abc', '-1', '0', '1.5', '1e400', '99999999999999999999', '', '\u0000', 'null']) {
          const query = { ...request.query, [name]: bad };
          const changed = contractRequest(id, fixtures, { ...request, query });
          const label = `${id} ${name}=${JSON.stringify(bad)}`;
          if (schema?.safeParse(query).success) {
            // Values the contract accepts answer like the valid request (never a 500).
            expect((await send(changed)).status, label).toBe(baseline);
            continue;
          }
          refused++;
          await expectApiError(await send(changed), 400, new RegExp(`(^|; )${name}: `), label);
        }
      }
      expect(refused).toBeGreaterThan(0);
    },
  );

  describe('the built-in auth server', () => {
    const authPost = async (pathname: string, raw: BodyInit) => {
      const { supabaseAnonKey } = (await (await fetch(`${server.url}/config.json`)).json()) as {
        supabaseAnonKey: string;
      };
      return fetch(`${server.url}/auth/v1${pathname}`, {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
        body: raw,
      });
    };

    async function expectAuthError(response: Response, status: number, message: RegExp, label: string) {
      const text = await response.text();
      expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(status);
      expect(JSON.parse(text), label).toMatchObject({
        code: 'bad_json',
        message: expect.stringMatching(message),
      });
    }

    it('refuses hostile JSON on sign-up, sign-in, verify and resend with 400 or 413, never 500', async () => {
      const password = 'a-good-password';
      const cases: Array<[string, string, number, RegExp]> = [
        ['/signup', JSON.stringify({ email: 'nul\u0000@example.com', password }), 400, /^email: .*NUL/],
        [
          '/signup',
          JSON.stringify({ email: 'a@example.com', password, data: { firstName: 'A\ud800' } }),
          400,
          /^data\.firstName: .*Unicode/,
        ],
        [
          '/signup',
          `{"email":"b@example.com","password":"${password}","data":{"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`,
          400,
          /nests more than/,
        ],
        [
          '/signup',
          JSON.stringify({ email: 'c@example.com', password, data: { x: 'x'.repeat(2 * 1024 * 1024) } }),
          413,
          /too large/,
        ],
        [
          '/token?grant_type=password',
          JSON.stringify({ email: 'nul\u0000@example.com', password }),
          400,
          /NUL/,
        ],
        ['/token?grant_type=password', '{"email":', 400, /valid JSON/],
        ['/verify', JSON.stringify({ type: 'signup', token_hash: 'x\u0000' }), 400, /NUL/],
        ['/resend', JSON.stringify({ type: 'signup', email: 'nul\u0000@example.com' }), 400, /NUL/],
        ['/resend', '[]', 400, /expected a JSON object/],
      ];
      for (const [pathname, raw, status, message] of cases) {
        await expectAuthError(
          await authPost(pathname, raw),
          status,
          message,
          `${pathname} ${raw.slice(0, 60)}`,
        );
      }
    });
  });
});
