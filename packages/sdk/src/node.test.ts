import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalServerError, InvalidUploadError } from './core/error';
import { fakeFetch, json, orderFixture } from './internal/fake-fetch';
import type { UploadProgress } from './lib/signed-upload';
import { fileFromPath, Leadproof } from './node';

let dir: string;
let file: string;
const rows = `email\n${'someone@example.com\n'.repeat(50_000)}`; // ~1 MB

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lp-sdk-'));
  file = join(dir, 'leads.csv');
  await writeFile(file, rows);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('@leadproof/sdk/node', () => {
  it('fileFromPath gives size, name and a lazy stream', async () => {
    const upload = await fileFromPath(file);
    expect(upload).toMatchObject({ size: rows.length, name: 'leads.csv' });
  });

  it('orders.upload takes a file path and streams it in chunks with byte progress', async () => {
    const fetch = fakeFetch(
      json({ id: 'o1' }),
      json({ path: 'u/o1.csv', token: 't', bucket: 'uploads' }),
      json({}),
      json(orderFixture({ id: 'o1' })),
    );
    const progress: UploadProgress[] = [];
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, storageFetch: fetch });
    const order = await client.orders.upload(file, {
      onProgress: (p) => progress.push(p),
    });
    expect(order.id).toBe('o1');
    expect(JSON.parse(fetch.calls[0]?.body ?? '').requestDetails.fileName).toBe('leads.csv');
    expect(fetch.calls[2]?.body?.length).toBe(rows.length);
    expect(fetch.calls[2]?.headers.get('content-length')).toBe(String(rows.length));
    // Read in 64 KiB chunks: many progress events, rising to the total.
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toEqual({ loaded: rows.length, total: rows.length });
    expect(progress.every((p, i) => i === 0 || p.loaded > (progress[i - 1]?.loaded ?? 0))).toBe(true);
  });

  it('orders.estimate counts data rows as the engine does (the hold), and prices them cents first', async () => {
    // A quoted line break, blank lines and a header: 3 newlines too many for a newline count, none for the hold.
    const csv = join(dir, 'quoted.csv');
    await writeFile(csv, 'name,email\n"Ann\nLee",ann@example.com\n\n"Bo",bo@example.com\n\n');
    const answer = (call: { url: string }) =>
      call.url.endsWith('/api/pricing')
        ? json([
            { type: 'buy_leads', price_per_row: 1.5 },
            { type: 'upload_csv', price_per_row: 1.1 },
          ])
        : json({ balance: 2 });
    const client = new Leadproof({ baseURL: 'https://app.test', fetch: fakeFetch(answer, answer) });
    expect(await client.orders.estimate(csv)).toEqual({ rows: 2, pricePerRow: 1.1, cost: 2.2, balance: 2 });
  });

  it('orders.estimate gives no cost without an upload_csv price, and refuses what the engine cannot read', async () => {
    const answer = (call: { url: string }) =>
      call.url.endsWith('/api/pricing') ? json([]) : json({ balance: 0 });
    // Two estimates, each asking the price and the balance.
    const client = new Leadproof({
      baseURL: 'https://app.test',
      fetch: fakeFetch(answer, answer, answer, answer),
    });
    expect(await client.orders.estimate(file)).toEqual({
      rows: 50_000,
      pricePerRow: null,
      cost: null,
      balance: 0,
    });
    const html = join(dir, 'page.csv');
    await writeFile(html, '<!doctype html><html><body>no</body></html>\n');
    await expect(client.orders.estimate(html)).rejects.toBeInstanceOf(InvalidUploadError);
  });
});

describe('storage upload over node:http', () => {
  let server: Server;
  let storageURL: string;
  const received: {
    method: string | undefined;
    url: string | undefined;
    headers: IncomingHttpHeaders;
    bytes: number;
  }[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      received.push({ method: req.method, url: req.url, headers: req.headers, bytes });
      const failing = req.url?.includes('fail');
      res.writeHead(failing ? 500 : 200, { 'content-type': 'application/json', 'x-request-id': 'st1' });
      res.end(
        failing ? '{"statusCode":"500","error":"boom","message":"disk full"}' : '{"Key":"uploads/x.csv"}',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    storageURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/storage/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('streams the file with the signed-upload headers by default', async () => {
    const fetch = fakeFetch(
      json({ id: 'o1' }),
      json({ path: 'u/o1.csv', token: 't 1', bucket: 'uploads' }),
      json(orderFixture()),
    );
    await new Leadproof({ baseURL: 'https://app.test', fetch, storageURL }).orders.upload(file);
    expect(fetch.calls).toHaveLength(3);
    expect(received.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/storage/v1/object/upload/sign/uploads/u/o1.csv?token=t%201',
      bytes: rows.length,
      headers: { 'content-type': 'text/csv', 'x-upsert': 'true', 'content-length': String(rows.length) },
    });
  });

  it('turns a storage error into the APIError of its status', async () => {
    const fetch = fakeFetch(json({ id: 'o1' }), json({ path: 'fail.csv', token: 't', bucket: 'uploads' }));
    const error = await new Leadproof({ baseURL: 'https://app.test', fetch, storageURL }).orders
      .upload(file)
      .catch((e) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({
      message: '500: {"statusCode":"500","error":"boom","message":"disk full"}',
      requestID: 'st1',
    });
  });
});
