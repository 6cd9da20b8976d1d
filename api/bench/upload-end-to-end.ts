/**
 * `pnpm bench:upload`: a 50 MB messy lead list through the whole product, as a customer sends it, beside the engine
 * alone on the same file. Starts the BUILT server on a fresh data dir (embedded: as `pnpm start` runs it), then
 * alternates rounds (engine, order, engine, order…; BENCH_UPLOAD_ROUNDS, default 1): the engine alone is `verifyCsvFile` in its own plain `node` process (the
 * engine benchmark's child, `packages/engine/bench/measure.ts`); the order is a new user's upload, timed from
 * upload-complete (the count and hash) to completed. Each prints wall and CPU seconds (the order's CPU is the server's
 * and the worker's, from /proc; PostgreSQL's own is not counted) and the order ÷ engine ratios: on this shared
 * machine the CPU ratio is the steadier. BENCH_UPLOAD_MB sets the size (default 50). BENCH_UPLOAD_DB=postgres runs
 * the production topology instead of embedded mode: a fresh database on the local PostgreSQL, the API server, and a
 * separate `worker` process that runs the verification. BENCH_UPLOAD_CPU_PROF=<dir> writes the server's and the
 * worker's CPU profiles (`node --cpu-prof`, every thread) there when they exit. After each order the benchmark waits
 * for the order's contacts, which the contacts job records once the order has completed, and prints that time and
 * CPU as `contactsAfterCompletion` (production: until the order's pending row is gone; embedded: until the server
 * is quiet), so the next round's engine runs on a quiet machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { buildBench } from '../../packages/engine/bench/build-bench';
import { generateLeads } from '../../packages/engine/bench/generate-leads';
import { SERVER_MALLOC_ENV } from '../../scripts/server-malloc-env.mjs';
import { openDatabase } from '../src/open-database';
import { freePort } from '../src/testing/free-port';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../src/testing/spawn-server';
import { createTestDatabase } from '../src/testing/test-databases';
import { createTestUser } from '../src/testing/test-users';

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** User + system CPU seconds a live process (all its threads) has used so far. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 1);
const production = process.env.BENCH_UPLOAD_DB === 'postgres';
const cpuProfileDir = process.env.BENCH_UPLOAD_CPU_PROF;
const work = await mkdtemp(path.join(tmpdir(), 'leadproof-bench-upload-'));
const file = path.join(work, 'leads.csv');
// The generator finishes the row it is on, so aim a little under the 50 MB upload limit.
const rows = await generateLeads(file, Math.min(megabytes * 1024 * 1024, 50 * 1024 * 1024 - 64 * 1024));
const size = (await stat(file)).size;
const engineScript = await buildBench('bench-upload');

type EngineRun = { seconds: number; cpuSeconds: number; peakRssMb: number };

/** The engine alone on the benchmark's file, offline as the order's is, in its own process. */
function runEngine(): EngineRun {
  const output = path.join(work, 'engine.out.csv');
  const stdout = execFileSync(process.execPath, [engineScript, 'engine', file, output], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { seconds, cpuSeconds, peakRssMb } = JSON.parse(stdout.trim().split('\n').pop()!) as EngineRun;
  return { seconds, cpuSeconds, peakRssMb: Math.round(peakRssMb) };
}

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
  // Embedded, the server runs as `pnpm start` runs it (scripts/start.mjs): its malloc settings and young generation.
  ...(production ? {} : SERVER_MALLOC_ENV),
};
const nodeFlags = [
  ...(production ? [] : ['--max-semi-space-size=4']),
  ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : []),
];
const server = spawnServer({ from: 'build', env, nodeFlags });
let worker: SpawnedServer | undefined;
let reader: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  // A fresh embedded server migrates its database first: slow on a loaded machine.
  await waitUntilHealthy(server, `${url}/api/health`, 600_000);
  if (production) worker = spawnServer({ from: 'build', env, args: ['worker'], nodeFlags });
  const pids = [server.child.pid!, ...(worker ? [worker.child.pid!] : [])];
  const processesCpu = async () => (await Promise.all(pids.map(cpuSeconds))).reduce((a, b) => a + b, 0);
  reader = database ? await openDatabase(database.config) : undefined;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Waits until the contacts of `orderId` are recorded; their wall and CPU seconds from its completion. */
  async function contactsAfterCompletion(orderId: string, completed: number, cpuAtCompleted: number) {
    let recorded = completed;
    if (reader) {
      // Production: the worker's job deletes the order's pending row once every key is in.
      for (;;) {
        const { rows } = await reader.executeSql(
          'select 1 from leadproof.pending_customer_contacts where order_id = $1',
          [orderId],
        );
        recorded = Date.now();
        if (rows.length === 0) break;
        await sleep(100);
      }
    } else {
      // Embedded: the job runs in the server; it is done when the server has been quiet for two samples in a row.
      let quiet = 0;
      let last = cpuAtCompleted;
      while (quiet < 2) {
        await sleep(500);
        const cpu = await processesCpu();
        if (cpu - last < 0.05) quiet++;
        else {
          quiet = 0;
          recorded = Date.now();
        }
        last = cpu;
      }
    }
    return {
      seconds: round2((recorded - completed) / 1000),
      cpuSeconds: round2((await processesCpu()) - cpuAtCompleted),
    };
  }

  /** One order of the file, by a new user: upload-complete → completed, in wall and CPU seconds. */
  async function runOrder() {
    const user = await createTestUser({ url, dataDir });
    const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken });
    let uploaded = 0;
    let cpuAtUploaded = 0;
    const uploadStart = Date.now();
    const order = await client.uploadCsv(file, {
      onProgress: ({ loaded, total }) => {
        if (loaded < total || uploaded) return;
        uploaded = Date.now();
        void processesCpu().then((cpu) => {
          cpuAtUploaded = cpu;
        });
      },
    });
    const confirmed = Date.now();
    // Every 500 ms: more often, the polls' own requests take CPU from the order they time.
    const done = await client.waitForOrder(order.id, { intervalMs: 500 });
    const completed = Date.now();
    const cpuAtCompleted = await processesCpu();
    if (done.status !== 'completed') {
      throw new Error(`the order ended ${done.status}: ${JSON.stringify(done)}`);
    }
    return {
      rows: order.rowCount,
      storageUploadSeconds: (uploaded - uploadStart) / 1000,
      uploadCompleteSeconds: (confirmed - uploaded) / 1000,
      confirmToCompletedSeconds: (completed - confirmed) / 1000,
      seconds: (completed - uploaded) / 1000,
      cpuSeconds: round2(cpuAtCompleted - cpuAtUploaded),
      contactsAfterCompletion: await contactsAfterCompletion(order.id, completed, cpuAtCompleted),
    };
  }

  const measured = [];
  for (let round = 1; round <= rounds; round++) {
    const engine = runEngine();
    const order = await runOrder();
    const line = {
      round,
      engine: {
        seconds: round2(engine.seconds),
        cpuSeconds: round2(engine.cpuSeconds),
        peakRssMb: engine.peakRssMb,
      },
      order,
      ratioWall: round2(order.seconds / engine.seconds),
      ratioCpu: round2(order.cpuSeconds / engine.cpuSeconds),
      loadAverage1m: round1(loadavg()[0]!),
    };
    console.error(JSON.stringify(line));
    measured.push(line);
  }
  console.log(
    JSON.stringify(
      {
        mode: production
          ? 'production (PostgreSQL, separate worker process)'
          : 'embedded (PGlite, jobs in the server)',
        fileMb: round1(size / 1024 / 1024),
        rows,
        rounds: measured,
        serverPeakRssMb: await peakRssMb(server.child.pid!),
        ...(worker ? { workerPeakRssMb: await peakRssMb(worker.child.pid!) } : {}),
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
  await reader?.close();
  await database?.dispose();
  await rm(work, { recursive: true, force: true });
}
