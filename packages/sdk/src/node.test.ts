import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalServerError } from './core/error';
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
