import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeRuntime } from '../testing/fake-runtime';
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

/**
 * A fetch that answers the order (named `fileName`) and serves `body` for any CSV download, recording the URLs
 * of the downloads.
 */
function csvFetch(
  body: string,
  fileName: string | null = null,
  originalFormat: 'csv' | 'xlsx' | null = null,
) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    if (String(input).endsWith(`/api/orders/${id}`)) {
      const order = {
        id,
        type: 'upload_csv',
        fileName,
        status: 'completed',
        createdAt: '2026-11-20T10:00:00.000Z',
        rowCount: 1,
        creditsUsed: 1,
        resultFilePath: 'results.csv',
        originalFormat,
      };
      return Response.json(order);
    }
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

  it.each([
    ['results', undefined, 'acme-leads.verified.csv'],
    ['results', 'clean', 'acme-leads.clean.csv'],
    ['original', undefined, 'acme-leads.original.csv'],
  ] as const)(
    'saves the %s (filter %s) of an order uploaded as acme-leads.csv as %s',
    async (file, filter, name) => {
      const { fetch } = csvFetch('lp_row\n1\n', 'acme-leads.csv');
      const runtime = fakeRuntime({ cwd, fetch, env: { apiKey: 'lp_test' } });
      await runDownload({ apiUrl, json: true, runtime, id, file, filter });
      expect(await readFile(path.join(cwd, name), 'utf8')).toBe('lp_row\n1\n');
    },
  );

  it('saves the original of a workbook upload as acme-leads.original.xlsx, its results as CSV', async () => {
    const { fetch, urls } = csvFetch('PK', 'acme-leads.xlsx', 'xlsx');
    const runtime = fakeRuntime({ cwd, fetch, env: { apiKey: 'lp_test' } });
    await runDownload({ apiUrl, json: true, runtime, id, file: 'original' });
    expect(urls).toEqual([`${apiUrl}/api/orders/${id}/csv/original`]);
    expect(await readFile(path.join(cwd, 'acme-leads.original.xlsx'), 'utf8')).toBe('PK');
    await runDownload({ apiUrl, json: true, runtime, id, file: 'results' });
    expect(await readFile(path.join(cwd, 'acme-leads.verified.csv'), 'utf8')).toBe('PK');
  });

  it('keeps the whole results and the order-{short id}-results.csv name without a filter', async () => {
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
