/**
 * `pnpm bench:multipart`: does a signed upload sent as multipart form data (what storage-js sends for a
 * browser `File`) stream in constant memory, as a raw body does? Builds the API, starts the BUILT server on a
 * fresh data dir, and sends uploads of 5 and 49 MB, raw and as form data, each streamed from a generator
 * without a Content-Length. Before each upload the server's peak-RSS mark is reset (`/proc/PID/clear_refs`,
 * 5), and after it the growth of the peak over the resident size before is read (`VmHWM` − `VmRSS`).
 * Constant memory: the growth does not follow the file's size. BENCH_MULTIPART_REPEATS (default 2) repeats
 * each case and keeps the largest growth.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Leadproof } from '@leadproof/sdk/node';
import { freePort } from '../src/testing/free-port';
import { spawnServer, waitUntilHealthy } from '../src/testing/spawn-server';
import { createTestUser } from '../src/testing/test-users';

const BOUNDARY = '----leadproofBench7MA4YWxkTrZu0gW';
const repeats = Number(process.env.BENCH_MULTIPART_REPEATS ?? 2);

async function memoryMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CSV-looking bytes, `megabytes` of them, in 64 KB chunks made once. */
function* csvBytes(megabytes: number): Generator<Buffer> {
  const line = 'Jane,Doe,jane.doe@example.com,+1 415 555 0100,Acme Inc\n';
  const chunk = Buffer.from(line.repeat(Math.ceil((64 * 1024) / line.length)));
  for (let sent = 0; sent < megabytes * 1024 * 1024; sent += chunk.length) yield chunk;
}

function* multipart(megabytes: number): Generator<Buffer> {
  yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n`);
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name=""; filename="leads.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  yield* csvBytes(megabytes);
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

function upload(url: string, contentType: string, body: Iterable<Buffer>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', headers: { 'content-type': contentType, 'x-upsert': 'true' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    Readable.from(body).pipe(request);
  });
}

const work = await mkdtemp(path.join(tmpdir(), 'leadproof-bench-multipart-'));
const port = await freePort();
const url = `http://localhost:${port}`;
const dataDir = path.join(work, 'data');
const server = spawnServer({
  from: 'build',
  env: {
    PORT: String(port),
    LEADPROOF_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PENDING_UPLOADS_PER_USER: '100',
  },
});
try {
  await waitUntilHealthy(server, `${url}/api/health`);
  const pid = server.child.pid!;
  const user = await createTestUser({ url, dataDir });
  const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken });
  const rows: Record<string, string | number>[] = [];
  for (const megabytes of [5, 49]) {
    for (const mode of ['raw', 'multipart'] as const) {
      let growth = 0;
      let seconds = 0;
      for (let run = 0; run < repeats; run++) {
        const { id } = await client.orders.create({
          type: 'upload_csv',
          requestDetails: { source: 'bench' },
        });
        const ticket = await client.orders.uploadUrl(id);
        const target = `${url}/storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`;
        await writeFile(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
        const before = await memoryMb(pid);
        const started = performance.now();
        const status =
          mode === 'raw'
            ? await upload(target, 'text/csv', csvBytes(megabytes))
            : await upload(target, `multipart/form-data; boundary=${BOUNDARY}`, multipart(megabytes));
        if (status !== 200) throw new Error(`${mode} ${megabytes} MB upload answered ${status}`);
        const stored = path.join(dataDir, 'storage', ticket.bucket, ...ticket.path.split('/'));
        const { size } = await stat(stored);
        if (size < megabytes * 1024 * 1024)
          throw new Error(`${mode}: ${size} bytes stored of ${megabytes} MB`);
        seconds = Math.max(seconds, (performance.now() - started) / 1000);
        growth = Math.max(growth, (await memoryMb(pid)).peak - before.rss);
      }
      rows.push({
        sizeMb: megabytes,
        mode,
        peakGrowthMb: Math.round(growth * 10) / 10,
        slowestSeconds: Math.round(seconds * 100) / 100,
      });
    }
  }
  const { rss } = await memoryMb(pid);
  console.log(
    JSON.stringify(
      { node: process.version, serverRssMb: Math.round(rss), loadAverage1m: loadavg()[0]?.toFixed(1), rows },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(`server output:\n${server.output()}`);
  throw error;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(work, { recursive: true, force: true });
}
