import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeRuntime } from '../testing/fake-runtime';
import { accountExportFileName, runAccountExport } from './account-export';

const apiUrl = 'http://api.test';
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9]);

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'leadproof-account-export-'));
});
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** A fetch that serves the zip and records the URLs asked for. */
function zipFetch() {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(zip, { headers: { 'content-type': 'application/zip' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('leadproof account export', () => {
  it('saves GET /api/users/me/export as leadproof-account-{date}.zip by default', async () => {
    const { fetch, urls } = zipFetch();
    const runtime = fakeRuntime({ cwd, fetch, env: { apiKey: 'lp_test' } });
    await runAccountExport({ apiUrl, json: true, runtime });
    expect(urls).toEqual([`${apiUrl}/api/users/me/export`]);
    const saved = path.join(cwd, accountExportFileName());
    expect(new Uint8Array(await readFile(saved))).toEqual(zip);
    expect(JSON.parse(runtime.stdout.text)).toEqual({ path: saved, bytes: zip.length });
  });

  it('saves where -o says', async () => {
    const { fetch } = zipFetch();
    const runtime = fakeRuntime({ cwd, fetch, env: { apiKey: 'lp_test' } });
    await runAccountExport({ apiUrl, json: false, runtime, output: 'mine.zip' });
    expect(new Uint8Array(await readFile(path.join(cwd, 'mine.zip')))).toEqual(zip);
    expect(runtime.stdout.text).toContain('Saved mine.zip');
  });

  it('names the file after the day', () => {
    expect(accountExportFileName(new Date('2026-11-25T19:00:00Z'))).toBe('leadproof-account-2026-11-25.zip');
  });
});
