/**
 * `pnpm bench:memory`: the embedded server's memory under a realistic mix of use, against the targets of issue 38
 * (peak < 450 MB during a 50 MB order, idle < 300 MB after use). Builds the API, starts the BUILT server as `pnpm
 * start` does (embedded: PGlite, jobs in the server; EMAIL_DNS=off, nothing beyond loopback) on a fresh data dir,
 * then for BENCH_MEMORY_MINUTES (default 10; the hour is BENCH_MEMORY_MINUTES=60) runs cycles of what users
 * do: a new user signs up, uploads an order (sizes in turn: 0.1, 1 and 5 MB, from the engine bench's generator),
 * downloads its results (whole, one subset, the original's first rows), runs real-time checks (single and batch),
 * and loads pages (`/config.json`, the site's pages, the dashboard's API calls). The second cycle uploads the big
 * order instead (BENCH_MEMORY_BIG_MB, default 50), measured up to its completion (the target's "during") and after
 * it apart. Then the server idles BENCH_MEMORY_IDLE_SECONDS (default 120: the server gives back the garbage of its
 * work once it has been quiet 30 s, `api/src/embedded/idle-memory-release.ts`).
 *
 * Prints, for each phase, the server's CPU seconds (all its threads), the peak resident memory (VmHWM, reset at the
 * phase's start through /proc/PID/clear_refs) and the resident memory at its end (VmRSS), then what the idle memory
 * is made of (`memory/process-memory.ts`: PGlite's WebAssembly memory, the V8 heap, native); every 15 s on stderr,
 * the same split as it goes. The site's pages are real pages once the site is built (`pnpm build`); otherwise they are
 * the server's not-found page.
 *
 * BENCH_MEMORY_HEAP_SNAPSHOT=<dir> writes a heap snapshot of the server at the end of the idle time there (node's
 * --heapsnapshot-signal). BENCH_MEMORY_ENFORCE=1 exits non-zero when the peak of the big order or the idle memory
 * is above its target. BENCH_MEMORY_NODE_FLAGS adds `node` flags to the server (e.g. `--max-semi-space-size=1`),
 * to measure one before it is made a default.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Leadproof } from '@leadproof/sdk/node';
import { generateLeads } from '../../packages/engine/bench/generate-leads';
import { SERVER_MALLOC_ENV } from '../../scripts/server-malloc-env.mjs';
import { freePort } from '../src/testing/free-port';
import { spawnServer, waitUntilHealthy } from '../src/testing/spawn-server';
import { createTestUser } from '../src/testing/test-users';
import { cpuSeconds } from './load/process-usage';
import { memoryBreakdown, residentMemory } from './memory/process-memory';
import { benchContact } from './verify/bench-contacts';

const PEAK_TARGET_MB = 450;
const IDLE_TARGET_MB = 300;

const minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const bigMb = Number(process.env.BENCH_MEMORY_BIG_MB ?? 50);
const idleSeconds = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 120);
const snapshotDir =
  process.env.BENCH_MEMORY_HEAP_SNAPSHOT && path.resolve(process.env.BENCH_MEMORY_HEAP_SNAPSHOT);
const extraNodeFlags = (process.env.BENCH_MEMORY_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const enforce = process.env.BENCH_MEMORY_ENFORCE === '1';

/** Pages a visitor loads: the site's, and what the dashboard's shell fetches first. */
const PAGES = ['/', '/pricing', '/docs', '/dashboard', '/config.json', '/api/health'];
/** Real-time checks per cycle: one at a time (a sign-up form), and one batch of this many. */
const SINGLE_CHECKS = 40;
const BATCH_CHECKS = 100;

const work = await mkdtemp(path.join(tmpdir(), 'leadproof-bench-memory-'));
// The generator finishes the row it is on, so aim a little under the 50 MB upload limit.
const sizes = [0.1, 1, 5, Math.min(bigMb, 50 - 1 / 16)];
const files = await Promise.all(
  sizes.map(async (megabytes) => {
    const file = path.join(work, `leads-${megabytes}mb.csv`);
    const rows = await generateLeads(file, Math.round(megabytes * 1024 * 1024));
    return { file, rows, megabytes: Math.round(((await stat(file)).size / 1024 / 1024) * 10) / 10 };
  }),
);
const bigFile = files.pop()!;

const port = await freePort();
const url = `http://localhost:${port}`;
const dataDir = path.join(work, 'data');
if (snapshotDir) await mkdir(snapshotDir, { recursive: true });
const server = spawnServer({
  from: 'build',
  env: {
    PORT: String(port),
    LEADPROOF_DATA_DIR: dataDir,
    // Each cycle's user can pay for the big order, within the setting's cap.
    FREE_TRIAL_CREDITS: String(Math.min(1_000_000, bigFile.rows * 2)),
    TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000',
    // Every cycle signs a new user up from this one address: past ~20 minutes the 30 sign-ups per 5 minutes per IP
    // answered 429 and ended the run.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    LOG_LEVEL: 'warn',
    // These machines have no outside network: MX look-ups would only measure DNS timeouts.
    EMAIL_DNS: 'off',
    EMAIL_SMTP_PROBE: 'off',
    // What `pnpm start` sets (scripts/start.mjs), unless this environment sets its own.
    ...Object.fromEntries(
      Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => [name, process.env[name] ?? value]),
    ),
  },
  nodeFlags: [
    // What `pnpm start` sets (scripts/start.mjs); BENCH_MEMORY_NODE_FLAGS come after it, so they can override it.
    '--max-semi-space-size=4',
    ...extraNodeFlags,
    ...(snapshotDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : []),
  ],
});
const pid = () => server.child.pid!;

type Phase = {
  phase: string;
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  endMb: number;
  threads: number;
  note: string;
};
const phases: Phase[] = [];

/** Runs `body` as one phase: its peak is measured from its start alone. */
async function phase(name: string, body: () => Promise<string | undefined>): Promise<Phase> {
  await writeFile(`/proc/${pid()}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const started = performance.now();
  const cpuBefore = await cpuSeconds(pid());
  const note = (await body()) ?? '';
  const { peakMb, rssMb, threads } = await residentMemory(pid());
  const measured = {
    phase: name,
    seconds: Math.round((performance.now() - started) / 1000),
    cpuSeconds: Math.round((await cpuSeconds(pid())) - cpuBefore),
    peakMb,
    endMb: rssMb,
    threads,
    note,
  };
  phases.push(measured);
  console.error(JSON.stringify(measured));
  return measured;
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stream.getReader();
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return bytes;
}

type Visit = { index: number; client: Leadproof; loadPages: () => Promise<void> };

/** A new user's visit up to its order's end: sign-up, page loads, the upload of `file`, waiting for the results. */
async function order(index: number, file: { file: string }): Promise<Visit & { orderId: string }> {
  const user = await createTestUser({ url, dataDir });
  const client = new Leadproof({ baseURL: url, accessToken: () => user.accessToken });
  const loadPages = async () => {
    for (const page of PAGES) await (await fetch(`${url}${page}`)).arrayBuffer();
    await Promise.all([
      client.users.me(),
      client.users.balance(),
      client.dashboard.summary(),
      client.orders.list({ limit: 20 }),
      client.creditTransactions.list({ limit: 20 }),
      client.pricing.list(),
    ]);
  };
  await loadPages();
  const { id } = await client.orders.upload(file.file);
  await loadPages();
  const done = await client.orders.poll(id, { intervalMs: 1000 });
  if (done.status !== 'completed') throw new Error(`order ${id} ended ${done.status}`);
  return { index, client, loadPages, orderId: id };
}

/** The rest of the visit: the order's downloads, real-time checks, page loads. */
async function afterOrder({ index, client, loadPages, orderId }: Visit & { orderId: string }): Promise<void> {
  await drain((await client.orders.download(orderId, 'results')) as ReadableStream<Uint8Array>);
  await drain(
    (await client.orders.download(orderId, 'results', { filter: 'clean' })) as ReadableStream<Uint8Array>,
  );
  await client.orders.originalCsv(orderId, { limit: 100 });
  for (let check = 0; check < SINGLE_CHECKS; check++) {
    await client.verify.contact(benchContact(index * 1000 + check));
  }
  await client.verify.batch(
    Array.from({ length: BATCH_CHECKS }, (_, n) => benchContact(index * 1000 + 500 + n)),
  );
  await loadPages();
}

const cycle = async (index: number, file: { file: string }) => afterOrder(await order(index, file));

/** Every 15 s, the server's memory as it goes, on stderr: RSS, and the main thread's V8 heap. */
const startedAt = performance.now();
const sampler = setInterval(() => {
  void memoryBreakdown(pid(), url)
    .then(({ rssMb, v8HeapUsedMb, v8HeapTotalMb, webAssemblyMb, nativeMb }) => {
      const seconds = Math.round((performance.now() - startedAt) / 1000);
      console.error(JSON.stringify({ seconds, rssMb, v8HeapUsedMb, v8HeapTotalMb, webAssemblyMb, nativeMb }));
    })
    .catch(() => {}); // the server is still starting, or has stopped
}, 15_000);

try {
  await phase('start (fresh data dir)', async () => {
    // A fresh embedded server creates and migrates its database first: slow on a loaded machine.
    await waitUntilHealthy(server, `${url}/api/health`, 600_000);
    return undefined;
  });
  const deadline = Date.now() + minutes * 60_000;
  let cycles = 0;
  await phase('first visit (small order)', async () => {
    await cycle(cycles++, files[0]!);
    return `${files[0]!.megabytes} MB order`;
  });
  let bigVisit: Awaited<ReturnType<typeof order>> | undefined;
  const big = await phase(`big order (${bigFile.megabytes} MB), to completed`, async () => {
    bigVisit = await order(cycles++, bigFile);
    return `${bigFile.rows} rows`;
  });
  await phase('its downloads, checks, pages', async () => {
    await afterOrder(bigVisit!);
    return 'results whole and filtered';
  });
  await phase('mixed use', async () => {
    while (Date.now() < deadline) {
      const file = files[cycles % files.length]!;
      await cycle(cycles++, file);
    }
    return `${cycles} visits in all, orders of ${files.map((file) => file.megabytes).join(', ')} MB`;
  });
  const idle = await phase('idle', async () => {
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    return `${idleSeconds} s`;
  });
  const breakdown = await memoryBreakdown(pid(), url);
  let snapshot: string | undefined;
  if (snapshotDir) snapshot = await heapSnapshot(snapshotDir);

  console.table(phases);
  console.log(
    JSON.stringify(
      {
        node: process.version,
        minutes,
        loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
        bigOrderPeakMb: big.peakMb,
        peakMb: Math.max(...phases.map((measured) => measured.peakMb)),
        idleMb: idle.endMb,
        idleBreakdown: breakdown,
        ...(snapshot ? { heapSnapshot: snapshot } : {}),
      },
      null,
      2,
    ),
  );
  const verdicts = [
    { what: `peak of the ${bigFile.megabytes} MB order`, mb: big.peakMb, target: PEAK_TARGET_MB },
    { what: 'idle after use', mb: idle.endMb, target: IDLE_TARGET_MB },
  ];
  for (const { what, mb, target } of verdicts) {
    const over = mb >= target;
    console.log(`${over ? 'ABOVE' : 'within'} target: ${what} ${mb} MB (target < ${target} MB)`);
    if (over && enforce) process.exitCode = 1;
  }
} catch (error) {
  console.error(`server output:\n${server.output()}`);
  throw error;
} finally {
  clearInterval(sampler);
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(work, { recursive: true, force: true });
}

/** Has the server write a heap snapshot into `dir`, and waits until it is complete. */
async function heapSnapshot(dir: string): Promise<string> {
  const before = new Set(await readdir(dir));
  server.child.kill('SIGUSR2');
  for (let waited = 0; waited < 300; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = (await readdir(dir)).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    // Node writes the snapshot in one blocking call: the file is complete once the server answers again.
    if (written && (await fetch(`${url}/api/health`).then((response) => response.ok)))
      return path.join(dir, written);
  }
  throw new Error(`no heap snapshot in ${dir} after 300 s`);
}
