/**
 * Abuse of the upload path: `upload-complete` with paths that were never issued (traversal, absolute,
 * encoded, another order's, another user's); signed storage tokens used for another path or bucket,
 * tampered with or forged; storage URLs that climb out of the bucket; an oversize upload streamed without
 * a length; and an upload that stalls. Nothing is stored, nothing is charged, nothing hangs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UploadTicket } from '@leadproof/contract/orders';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, RESULTS_BUCKET, UPLOADS_BUCKET } from '../../storage/object-storage';
import { expectApiError } from '../../testing/api-errors';
import { leadsCsv } from '../../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';

/** Short, so the stalled-upload test waits seconds, not the default minute. */
const IDLE_TIMEOUT_SECONDS = 3;
const CSV = leadsCsv(3);

type PendingOrder = { id: string; ticket: UploadTicket };

/** Every file below `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

type RawResponse = { status: number; text: string; headers: http.IncomingHttpHeaders; closed: Promise<void> };

/**
 * An HTTP request sent exactly as written (`..` and `%2e` in `rawPath` stay), on a keep-alive connection
 * as browsers and the SDK use; `closed` settles when the server ends that connection.
 */
function rawRequest(
  url: string,
  method: string,
  rawPath: string,
  body: string | Readable = '',
): Promise<RawResponse> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const request = http.request(
      {
        hostname,
        port,
        method,
        path: rawPath,
        agent,
        headers: { 'content-type': 'text/csv', 'x-upsert': 'true' },
      },
      (response) => {
        const closed = new Promise<void>((done) => response.socket.once('close', () => done()));
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        // The agent keeps the connection open unless the server ends it (it is idle, so `stop` would).
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, headers: response.headers, closed }),
        );
      },
    );
    request.on('error', reject);
    if (typeof body === 'string') request.end(body);
    else body.pipe(request);
  });
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(singleDatabaseKinds)('upload abuse on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let stranger: TestUser;

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  const storageFile = (bucket: string, objectPath: string) =>
    path.join(server.dataDir, 'storage', bucket, ...objectPath.split('/'));
  const balanceOf = async (user: TestUser) => (await clientFor(user).users.balance()).balance;

  /** A new order of `user` with its upload ticket; the file is uploaded unless `upload` is false. */
  async function pendingOrder(user: TestUser, upload = true): Promise<PendingOrder> {
    const client = clientFor(user);
    const { id } = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test' } });
    const ticket = await client.orders.uploadUrl(id);
    if (upload) expect((await put(ticket.bucket, ticket.path, ticket.token)).status).toBe(200);
    return { id, ticket };
  }

  /** PUT `body` to a signed-upload URL, as the SDK does. */
  const put = (bucket: string, objectPath: string, token: string | undefined, body = CSV) =>
    fetch(
      `${server.url}/storage/v1/object/upload/sign/${bucket}/${objectPath}${token === undefined ? '' : `?token=${token}`}`,
      { method: 'PUT', headers: { 'content-type': 'text/csv', 'x-upsert': 'true' }, body },
    );

  const complete = (user: TestUser, orderId: string, body: unknown) =>
    authedFetch(server, user, `/api/orders/${orderId}/upload-complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(kind, {
      HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_TIMEOUT_SECONDS),
      // One owner keeps an order pending per case here; the cap itself is free-storage.int.test.ts's.
      PENDING_UPLOADS_PER_USER: '1000',
    });
    owner = await createTestUser(server);
    stranger = await createTestUser(server);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('upload-complete refuses every path that was not issued for the order, and charges nothing', async () => {
    const a = await pendingOrder(owner);
    const b = await pendingOrder(owner, false);
    const foreign = await pendingOrder(stranger);
    const balance = await balanceOf(owner);
    const paths = [
      '../../../../etc/passwd',
      '/etc/passwd',
      `/${a.ticket.path}`,
      `${a.ticket.path}/../../${b.id}/original.csv`,
      `${owner.id}/${b.id}/../${a.id}/original.csv`,
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      encodeURIComponent(a.ticket.path),
      `${UPLOADS_BUCKET}/${a.ticket.path}`,
      `${a.ticket.path} `,
      a.ticket.path.toUpperCase(),
      a.ticket.path.replaceAll('/', '\\'),
      b.ticket.path,
      foreign.ticket.path,
    ];
    for (const p of paths) {
      await expectApiError(await complete(owner, a.id, { path: p }), 400, /not issued for this order/, p);
    }
    // Another user's order, even with its own correct path, is not found.
    await expectApiError(await complete(stranger, a.id, { path: a.ticket.path }), 404, /^Order not found\.$/);
    expect(await balanceOf(owner)).toBe(balance);
    expect((await clientFor(owner).orders.retrieve(a.id)).status).toBe('pending');
    expect((await clientFor(stranger).orders.retrieve(foreign.id)).status).toBe('pending');
    // The issued path itself works: the refusals above were about the path, nothing else.
    expect((await clientFor(owner).orders.uploadComplete(a.id, { path: a.ticket.path })).status).toBe(
      'in_progress',
    );
  });

  it('a storage token issued for one order does not complete another order, nor upload to its path', async () => {
    const c = await pendingOrder(owner);
    const d = await pendingOrder(owner, false);
    const balance = await balanceOf(owner);
    await expectApiError(
      await complete(owner, d.id, { path: c.ticket.path }),
      400,
      /not issued for this order/,
    );
    const reused = await put(UPLOADS_BUCKET, d.ticket.path, c.ticket.token);
    expect(reused.status).toBe(403);
    expect(existsSync(storageFile(UPLOADS_BUCKET, d.ticket.path))).toBe(false);
    expect(await balanceOf(owner)).toBe(balance);
    for (const order of [c, d])
      expect((await clientFor(owner).orders.retrieve(order.id)).status).toBe('pending');
  });

  it('signed uploads refuse a token for another path or bucket, a tampered or forged token, and none', async () => {
    const mine = await pendingOrder(owner, false);
    const target = await pendingOrder(owner, false);
    const foreign = await pendingOrder(stranger);
    const foreignBytes = await readFile(storageFile(UPLOADS_BUCKET, foreign.ticket.path), 'utf8');
    const [header, payload, signature] = mine.ticket.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const retargeted = b64url({ ...claims, url: `${UPLOADS_BUCKET}/${target.ticket.path}` });

    const attempts: Array<[string, string, string, string | undefined, number]> = [
      ['token for another order', UPLOADS_BUCKET, target.ticket.path, mine.ticket.token, 403],
      ["token for another user's file", UPLOADS_BUCKET, foreign.ticket.path, mine.ticket.token, 403],
      ['token used on the results bucket', RESULTS_BUCKET, mine.ticket.path, mine.ticket.token, 403],
      [
        'payload retargeted, signature kept',
        UPLOADS_BUCKET,
        target.ticket.path,
        `${header}.${retargeted}.${signature}`,
        403,
      ],
      [
        'alg none',
        UPLOADS_BUCKET,
        target.ticket.path,
        `${b64url({ alg: 'none', typ: 'JWT' })}.${retargeted}.`,
        403,
      ],
      ['garbage token', UPLOADS_BUCKET, target.ticket.path, 'not-a-token', 403],
      ['no token', UPLOADS_BUCKET, target.ticket.path, undefined, 400],
    ];
    for (const [label, bucket, objectPath, token, status] of attempts) {
      const response = await put(bucket, objectPath, token, 'email\nplanted@evil.example\n');
      expect(response.status, label).toBe(status);
      expect(await response.json(), label).toMatchObject({
        statusCode: String(status),
        message: expect.any(String),
      });
    }
    expect(existsSync(storageFile(UPLOADS_BUCKET, target.ticket.path))).toBe(false);
    expect(existsSync(storageFile(RESULTS_BUCKET, mine.ticket.path))).toBe(false);
    expect(await readFile(storageFile(UPLOADS_BUCKET, foreign.ticket.path), 'utf8')).toBe(foreignBytes);
  });

  it('signed uploads refuse storage paths that climb out of the bucket, raw or percent-encoded', async () => {
    const { ticket } = await pendingOrder(owner, false);
    const evil = `evil-${randomBytes(4).toString('hex')}.csv`;
    const prefix = '/storage/v1/object/upload/sign';
    const query = `?token=${ticket.token}`;
    const userFolder = ticket.path.split('/')[0];
    for (const rawPath of [
      `${prefix}/${UPLOADS_BUCKET}/../../../${evil}`,
      `${prefix}/${UPLOADS_BUCKET}/${userFolder}/%2e%2e/%2e%2e/%2e%2e/${evil}`,
      `${prefix}/${UPLOADS_BUCKET}/..%2f..%2f..%2f${evil}`,
      `${prefix}/${UPLOADS_BUCKET}/%2Ftmp%2F${evil}`,
      `${prefix}/${UPLOADS_BUCKET}/..%5c..%5c${evil}`,
      `${prefix}/..%2f..%2f/${evil}`,
      `${prefix}/${UPLOADS_BUCKET}/${ticket.path}%00${evil}`,
    ]) {
      const { status } = await rawRequest(server.url, 'PUT', `${rawPath}${query}`, CSV);
      expect([400, 403, 404], rawPath).toContain(status);
    }
    // Where a climb out of `{dataDir}/storage/{bucket}` could land: the data dir, its parent, the temp dir, /.
    const landed = [
      ...(await filesUnder(server.dataDir)),
      ...(await readdir(path.dirname(server.dataDir))),
      ...(await readdir(tmpdir())),
      ...(await readdir('/')),
    ].filter((file) => file.includes(evil));
    expect(landed).toEqual([]);
  });

  it('refuses a 51 MB upload streamed without a Content-Length with 413, storing nothing', async () => {
    const { id, ticket } = await pendingOrder(owner, false);
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const oversize = Readable.from(
      (function* () {
        for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += chunk.length) yield chunk;
      })(),
    );
    const refused = await rawRequest(
      server.url,
      'PUT',
      `/storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`,
      oversize,
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toMatchObject({ error: 'Payload too large' });
    // The rest of the body is never read, so the connection is closed at once rather than left hanging.
    expect(refused.headers.connection).toBe('close');
    const closedAt = Date.now();
    await refused.closed;
    expect(Date.now() - closedAt).toBeLessThan(2_000);
    // Neither the file nor the temporary file it was streamed to is left behind.
    expect(await filesUnder(path.dirname(storageFile(UPLOADS_BUCKET, ticket.path)))).toEqual([]);
    await expectApiError(await complete(owner, id, { path: ticket.path }), 400, /No file has been uploaded/);
  });

  it(`closes an upload that stalls for HTTP_IDLE_TIMEOUT_SECONDS (${IDLE_TIMEOUT_SECONDS} s here), storing nothing`, async () => {
    const { id, ticket } = await pendingOrder(owner, false);
    const folder = path.dirname(storageFile(UPLOADS_BUCKET, ticket.path));
    const { port } = new URL(server.url);
    /** Sends a request head announcing 1000 bytes, then 10 bytes, then nothing; resolves when the server hangs up. */
    const stall = (head: string) =>
      new Promise<number>((resolve) => {
        const started = Date.now();
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`${head}Content-Length: 1000\r\nConnection: keep-alive\r\n\r\n${'a'.repeat(10)}`);
        });
        socket.on('data', () => {});
        socket.on('error', () => {});
        socket.on('close', () => resolve((Date.now() - started) / 1000));
        // Past the test's patience the socket is closed here, and the elapsed time fails the test.
        setTimeout(() => socket.destroy(), 30_000).unref();
      });
    const [upload, json] = await Promise.all([
      stall(
        `PUT /storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/csv\r\nx-upsert: true\r\n`,
      ),
      stall(
        `POST /api/orders/${id}/upload-complete HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${owner.accessToken}\r\nContent-Type: application/json\r\n`,
      ),
    ]);
    for (const seconds of [upload, json]) {
      expect(seconds).toBeGreaterThanOrEqual(IDLE_TIMEOUT_SECONDS - 0.5);
      expect(seconds).toBeLessThan(IDLE_TIMEOUT_SECONDS + 15);
    }
    // The half-written temporary file is removed once the aborted stream settles.
    await expect.poll(() => filesUnder(folder), { timeout: 5_000 }).toEqual([]);
    expect((await clientFor(owner).orders.retrieve(id)).status).toBe('pending');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
