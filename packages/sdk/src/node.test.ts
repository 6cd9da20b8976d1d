import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('uploadCsv takes a file path and streams it in chunks with byte progress', async () => {
    const fetch = fakeFetch(
      json({ id: 'o1' }),
      json({ path: 'u/o1.csv', token: 't', bucket: 'uploads' }),
      json({}),
      json(orderFixture({ id: 'o1' })),
    );
    const progress: UploadProgress[] = [];
    const order = await new Leadproof({ baseURL: 'https://app.test', fetch }).uploadCsv(file, {
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
