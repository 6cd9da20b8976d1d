/**
 * The server dies (SIGKILL, no shutdown) while a multi-MB file is streaming to its signed upload
 * URL, then starts again on the same data dir and database. Half a file must never become the
 * order's file; the order stays pending, takes a new upload, completes, and is charged once.
 * Embedded mode (PGlite inside the server process, which must also survive the kill) and PostgreSQL.
 */

import { readdir, readFile, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fileFromPath, Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { leadsCsv, tempFile } from '../testing/csv-fixtures';
import { type SpawnedProduct, spawnedProduct } from '../testing/spawned-product';
import type { SpawnedServer } from '../testing/spawn-server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';

const ROWS = 32_000;
const CREDITS = 100_000;

/** Bytes written so far for `file`: itself and its uploads in progress (`{name}.upload-{random}`). */
async function bytesOnDisk(file: string): Promise<number> {
  const names = await readdir(path.dirname(file)).catch(() => [] as string[]);
  const mine = names.filter(
    (name) => name === path.basename(file) || name.startsWith(`${path.basename(file)}.upload-`),
  );
  const sizes = await Promise.all(
    mine.map(async (name) => (await stat(path.join(path.dirname(file), name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Starts a PUT of `total` bytes to `url` and sends only `firstBytes` of `body`; the request stays
 * open, as over a slow connection. Its failure (the server dying) is expected and swallowed.
 */
function startSlowUpload(url: string, body: Buffer, firstBytes: number): { ended: Promise<void> } {
  const upload = request(url, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv', 'content-length': String(body.length) },
  });
  const ended = new Promise<void>((resolve) => {
    upload.on('error', () => resolve());
    upload.on('response', (response) => {
      response.resume();
      response.on('end', resolve);
    });
  });
  upload.write(body.subarray(0, firstBytes));
  return { ended };
}

describe.each(databaseKinds)('the server killed during an upload (%s)', { timeout: 180_000 }, (kind) => {
  let database: TestDatabase | undefined;
  let product: SpawnedProduct;
  let server: SpawnedServer;

  beforeAll(async () => {
    if (kind === 'postgres') database = await createTestDatabase('postgres', { migrated: true });
    const databaseUrl = database?.config.driver === 'postgres' ? database.config.url : undefined;
    product = await spawnedProduct(databaseUrl, {
      FREE_TRIAL_CREDITS: String(CREDITS),
      WORKERS_IN_PROCESS: 'on',
    });
    server = await product.startServer();
  });

  afterAll(async () => {
    await product?.dispose();
    await database?.dispose();
  });

  it('keeps no half file, leaves the order pending, and charges once after a retried upload', async () => {
    const user = await createTestUser(product);
    const client = new Leadproof({
      baseURL: product.url,
      accessToken: () => user.accessToken,
      maxRetries: 0,
    });
    const csv = Buffer.from(leadsCsv(ROWS));
    expect(csv.length).toBeGreaterThan(2_000_000);
    const { id } = await client.orders.create({
      type: 'upload_csv',
      requestDetails: { source: 'sdk', fileName: 'big.csv' },
    });
    const ticket = await client.orders.uploadUrl(id);
    const stored = path.join(product.dataDir, 'storage', UPLOADS_BUCKET, ...ticket.path.split('/'));
    const uploadUrl = `${client.storageURL}/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`;

    // Stream the first megabyte, wait until the server has written part of it, then kill it.
    const upload = startSlowUpload(uploadUrl, csv, 1_000_000);
    while ((await bytesOnDisk(stored)) < 256 * 1024) await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGKILL');
    await server.exited;
    await upload.ended;
    await expect(stat(stored)).rejects.toThrow(/ENOENT/);

    server = await product.startServer();
    // What the user sees after the restart: no file, nothing charged, the order still waiting.
    const original = await fetch(`${product.url}/api/orders/${id}/csv/original`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(original.status).toBe(404);
    await expect(client.orders.uploadComplete(id, { path: ticket.path })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('No file has been uploaded to this path yet'),
    });
    expect(await client.orders.retrieve(id)).toMatchObject({ status: 'pending', creditsUsed: null });
    expect((await client.users.balance()).balance).toBe(CREDITS);

    // The same order takes the whole file on a new ticket and completes.
    const retry = await client.orders.uploadUrl(id);
    await client.uploadToSignedUrl(retry, await fileFromPath(await tempFile('big.csv', csv)));
    const confirmed = await client.orders.uploadComplete(id, { path: retry.path });
    expect(confirmed).toMatchObject({ status: 'in_progress', rowCount: ROWS, creditsUsed: ROWS });
    const done = await client.waitForOrder(id, { intervalMs: 500 });
    expect(done.status).toBe('completed');
    expect((await readFile(stored)).equals(csv)).toBe(true);

    const ledger = await auditCreditLedger(client);
    expect(ledger.forOrder(id, 'order').map((t) => t.amount)).toEqual([-ROWS]);
    expect(ledger.forOrder(id, 'refund')).toEqual([]);
    expect(ledger.balance).toBe(CREDITS - ROWS);
    expect(ledger.sum).toBe(ledger.balance);
  });
});
