/**
 * Signed uploads sent as multipart form data, as storage-js (`supabase.storage.from(b).uploadToSignedUrl`)
 * sends a browser `File` or `Blob`: the file part is streamed to disk, a file over 50 MB is refused with 413
 * while it streams, and a form without a file gets 400. Storage does not depend on the database: one.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UploadTicket } from '@leadproof/contract/orders';
import { Leadproof } from '@leadproof/sdk/node';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { leadsCsv } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKind } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { MAX_UPLOAD_BYTES } from './object-storage';

const BOUNDARY = '----leadproofBoundary7MA4YWxkTrZu0gW';

describe('multipart signed uploads', () => {
  let server: TestServer;
  let user: TestUser;
  let client: Leadproof;

  beforeAll(async () => {
    server = await startTestServer(singleDatabaseKind, { PENDING_UPLOADS_PER_USER: '100' });
    user = await createTestUser(server);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  async function ticket(): Promise<{ id: string; ticket: UploadTicket }> {
    const { id } = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test' } });
    return { id, ticket: await client.orders.uploadUrl(id) };
  }

  const storedFile = (t: UploadTicket) =>
    path.join(server.dataDir, 'storage', t.bucket, ...t.path.split('/'));

  /** Streams a multipart body (no Content-Length) and resolves with the status and body of the answer. */
  function sendMultipart(
    t: UploadTicket,
    parts: Iterable<Buffer>,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${server.url}/storage/v1/object/upload/sign/${t.bucket}/${t.path}?token=${t.token}`,
        {
          method: 'PUT',
          headers: { 'content-type': contentType, 'x-upsert': 'true' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      // The server may answer and close before the whole body is sent.
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      Readable.from(parts).pipe(request);
    });
  }

  it("stores the file storage-js's uploadToSignedUrl sends as form data, byte for byte", async () => {
    const anonKey = (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey;
    const supabase = createClient(server.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    });
    const { id, ticket: t } = await ticket();
    const csv = `${leadsCsv(20)}\r\nZoë,Ünal,zoe@example.com,,"Café, ""Ltd"""\r\n`;
    const { error } = await supabase.storage
      .from(t.bucket)
      .uploadToSignedUrl(t.path, t.token, new Blob([csv], { type: 'text/csv' }), { upsert: true });
    expect(error).toBeNull();
    expect(await readFile(storedFile(t), 'utf8')).toBe(csv);
    const confirmed = await client.orders.uploadComplete(id, { path: t.path });
    expect(confirmed).toMatchObject({ status: 'in_progress', rowCount: 21 });
  });

  it('takes the first file part after other fields, and ignores what follows it', async () => {
    const { ticket: t } = await ticket();
    const csv = leadsCsv(5);
    const result = await sendMultipart(t, [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n`),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name=""; filename="list.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\n${csv}\r\n`,
      ),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nlater\r\n--${BOUNDARY}--\r\n`,
      ),
    ]);
    expect(result.status).toBe(200);
    expect(await readFile(storedFile(t), 'utf8')).toBe(csv);
  });

  it('refuses a form without a file with 400', async () => {
    const { ticket: t } = await ticket();
    const result = await sendMultipart(t, [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--${BOUNDARY}--\r\n`,
      ),
    ]);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.text)).toMatchObject({ message: 'The form data has no file' });
    expect(existsSync(storedFile(t))).toBe(false);
  });

  it('refuses form data without a boundary, or cut short before its file, with 400', async () => {
    const { ticket: t } = await ticket();
    const part = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n36`,
    );
    for (const [parts, contentType] of [
      [[part], 'multipart/form-data'],
      [[part], undefined],
    ] as const) {
      const result = await sendMultipart(t, parts, contentType);
      expect(result.status, contentType).toBe(400);
      expect(JSON.parse(result.text).message).toMatch(/^The form data (cannot be read|has no file)/);
    }
    expect(existsSync(storedFile(t))).toBe(false);
  });

  it('refuses a file part over 50 MB streamed without a Content-Length with 413, storing nothing', async () => {
    const { ticket: t } = await ticket();
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const result = await sendMultipart(
      t,
      (function* () {
        yield Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name=""; filename="big.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\n',
        );
        for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += chunk.length) yield chunk;
        yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      })(),
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text)).toMatchObject({ error: 'Payload too large' });
    expect(existsSync(storedFile(t))).toBe(false);
  });
});
