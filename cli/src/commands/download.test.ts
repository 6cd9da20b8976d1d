import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeRuntime } from '../testing/fakeRuntime';
import { runDownload } from './download';

const apiUrl = 'http://api.test';
const id = '1a2b3c4d-0000-4000-8000-000000000000';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'leadproof-download-'));
});
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** A fetch that serves `body` for any CSV download and records the URLs asked for. */
function csvFetch(body: string) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(body, { headers: { 'content-type': 'text/csv' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('leadproof download --filter', () => {
  it.each([
    ['clean', 'order-1a2b3c4d-clean.csv'],
    ['invalid', 'order-1a2b3c4d-invalid.csv'],
    ['duplicates', 'order-1a2b3c4d-duplicates.csv'],
  ] as const)('asks for filter=%s and saves %s by default', async (filter, name) => {
    const { fetch, urls } = csvFetch('lp_row\n7\n');
    const runtime = fakeRuntime({ cwd, fetch, env: { apiKey: 'lp_test' } });
    await runDownload({ apiUrl, json: true, runtime, id, file: 'results', filter });
    expect(urls).toEqual([`${apiUrl}/api/orders/${id}/csv/results?filter=${filter}`]);
    expect(await readFile(path.join(cwd, name), 'utf8')).toBe('lp_row\n7\n');
    expect(JSON.parse(runtime.stdout.text)).toEqual({
      orderId: id,
      file: 'results',
      filter,
      path: path.join(cwd, name),
      bytes: 9,
    });
  });

  it('keeps the whole results and SPEC §9 name without a filter', async () => {
    const { fetch, urls } = csvFetch('lp_row\n1\n2\n');
    const runtime = fakeRuntime({ cwd, fetch, env: { apiKey: 'lp_test' } });
    await runDownload({ apiUrl, json: true, runtime, id, file: 'results' });
    expect(urls).toEqual([`${apiUrl}/api/orders/${id}/csv/results`]);
    expect(JSON.parse(runtime.stdout.text)).toEqual({
      orderId: id,
      file: 'results',
      path: path.join(cwd, 'order-1a2b3c4d-results.csv'),
      bytes: 11,
    });
  });
});
