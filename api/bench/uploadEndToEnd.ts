/**
 * `pnpm bench:upload`: a 50 MB messy lead list through the whole product, as a customer sends it.
 * Starts the BUILT server on a fresh data dir, signs up a user, uploads with the SDK's Node entry,
 * waits for the order, and reports each process's peak RSS (VmHWM) and the time from upload-complete
 * to completed. BENCH_UPLOAD_MB sets the size (default 50). BENCH_UPLOAD_DB=postgres runs the
 * production topology instead of embedded mode: a fresh database on the local PostgreSQL, the API
 * server, and a separate `worker` process that runs the verification.
 */
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { generateLeads } from '../../packages/engine/bench/generate-leads';
import { freePort } from '../src/testing/freePort';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../src/testing/spawnServer';
import { createTestDatabase } from '../src/testing/testDatabases';
import { createTestUser } from '../src/testing/testUsers';

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const production = process.env.BENCH_UPLOAD_DB === 'postgres';
const work = await mkdtemp(path.join(tmpdir(), 'leadproof-bench-upload-'));
const file = path.join(work, 'leads.csv');
// The generator finishes the row it is on, so aim a little under the 50 MB upload limit.
const rows = await generateLeads(file, Math.min(megabytes * 1024 * 1024, 50 * 1024 * 1024 - 64 * 1024));
const size = (await stat(file)).size;

const port = await freePort();
const url = `http://localhost:${port}`;
const dataDir = path.join(work, 'data');
const database = production ? await createTestDatabase('postgres') : undefined;
const env: Record<string, string> = {
  PORT: String(port),
  LEADPROOF_DATA_DIR: dataDir,
  // Enough for the whole file (a 50 MB list is about 400,000 rows), within the setting's cap.
  FREE_TRIAL_CREDITS: String(Math.min(1_000_000, rows * 2)),
  TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000',
  LOG_LEVEL: 'warn',
  // These machines have no outside network: MX look-ups would only measure DNS timeouts.
  EMAIL_DNS: 'off',
  EMAIL_SMTP_PROBE: 'off',
  // Production mode needs SMTP_URL; the benchmark reads the confirmation link from the dev outbox.
  ...(database?.config.driver === 'postgres' ? { DATABASE_URL: database.config.url, DEV_OUTBOX: 'on' } : {}),
};
const server = spawnServer({ from: 'build', env });
let worker: SpawnedServer | undefined;
try {
  await waitUntilHealthy(server, `${url}/api/health`);
  if (production) worker = spawnServer({ from: 'build', env, args: ['worker'] });
  const user = await createTestUser({ url, dataDir });
  const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken });
  const uploadStart = Date.now();
  const order = await client.uploadCsv(file);
  const confirmed = Date.now();
  const done = await client.waitForOrder(order.id, { intervalMs: 500 });
  const completed = Date.now();
  if (done.status !== 'completed') {
    throw new Error(`the order ended ${done.status}: ${JSON.stringify(done)}`);
  }
  const rssMb = await peakRssMb(server.child.pid!);
  const workerRssMb = worker ? await peakRssMb(worker.child.pid!) : undefined;
  console.log(
    JSON.stringify(
      {
        mode: production
          ? 'production (PostgreSQL, separate worker process)'
          : 'embedded (PGlite, jobs in the server)',
        fileMb: Math.round((size / 1024 / 1024) * 10) / 10,
        rows: order.rowCount,
        status: done.status,
        uploadAndConfirmSeconds: (confirmed - uploadStart) / 1000,
        confirmToCompletedSeconds: (completed - confirmed) / 1000,
        serverPeakRssMb: rssMb,
        ...(workerRssMb === undefined ? {} : { workerPeakRssMb: workerRssMb }),
        loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(`server output:\n${server.output()}${worker ? `\nworker output:\n${worker.output()}` : ''}`);
  throw error;
} finally {
  for (const child of [worker, server]) {
    if (!child) continue;
    child.child.kill('SIGTERM');
    await child.exited;
  }
  await database?.dispose();
}
