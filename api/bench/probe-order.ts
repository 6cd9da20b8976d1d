/**
 * `pnpm bench:probe-order`: one order of 10,000 addresses over 500 domains of the simulated mail internet (every
 * behaviour of the world test, shuffled), with every reply of its mail hosts delayed 40 ms, through the whole
 * product as production runs it: the BUILT api's server, one `worker --queue verify` and one `worker --queue probe`
 * on a fresh PostgreSQL database, and the world in a process of its own. Reports the time from upload-complete to
 * completed against its lower bound, addresses per second, each process's peak RSS, the world test's score and the
 * machine's load. BENCH_PROBE_ADDRESSES, BENCH_PROBE_DOMAINS, BENCH_PROBE_SEED, BENCH_PROBE_REPLY_MS,
 * BENCH_PROBE_RETRY_AFTER_SECONDS and BENCH_PROBE_RETRIES change the workload.
 */
import { loadavg } from 'node:os';
import { startMailWorldProcess } from '@leadproof/engine/testing/mail-world-process';
import { DEAD_BEHAVIOURS, EVEN_MIX, planWorld } from '@leadproof/engine/testing/world-plan';
import { formatScore, scoreWorld } from '@leadproof/engine/testing/world-score';
import { finishWorldList, mailWorldEnv, startWorldList } from '../src/testing/mail-world-orders';
import type { SpawnedServer } from '../src/testing/spawn-server';
import { peakRssMb } from './load/process-usage';
import { startProductionStack } from './load/production-stack';

const addresses = Number(process.env.BENCH_PROBE_ADDRESSES ?? 10_000);
const domains = Number(process.env.BENCH_PROBE_DOMAINS ?? 500);
const seed = Number(process.env.BENCH_PROBE_SEED ?? 41);
const replyMs = Number(process.env.BENCH_PROBE_REPLY_MS ?? 40);
const retryAfterSeconds = Number(process.env.BENCH_PROBE_RETRY_AFTER_SECONDS ?? 10);
const retries = Number(process.env.BENCH_PROBE_RETRIES ?? 3);
const MAX_PER_MX = 3;
const CONCURRENCY = 50;

const plan = planWorld({ seed, prefix: 'bench', domains, addresses, mix: EVEN_MIX, order: 'shuffled' });
const world = await startMailWorldProcess([plan], { replyDelayMs: replyMs });
const env = {
  ...mailWorldEnv(world),
  EMAIL_SMTP_TIMEOUT_SECONDS: '5',
  EMAIL_SMTP_GREETING_TIMEOUT_SECONDS: '5',
  EMAIL_SMTP_RETRY_AFTER_SECONDS: String(retryAfterSeconds),
  EMAIL_SMTP_RETRIES: String(retries),
  EMAIL_SMTP_MAX_PER_MX: String(MAX_PER_MX),
  EMAIL_SMTP_CONCURRENCY: String(CONCURRENCY),
  FREE_TRIAL_CREDITS: String(addresses * 2),
};
const stack = await startProductionStack({
  env: { ...env, WORKERS_IN_PROCESS: 'off' },
  workerArgs: [
    ['--queue', 'verify'],
    ['--queue', 'probe'],
  ],
});
const [verifyWorker, probeWorker] = stack.workers as [SpawnedServer, SpawnedServer];
try {
  const load = loadavg()[0]!;
  const list = await startWorldList({ url: stack.url, dataDir: stack.dataDir }, plan);
  const run = await finishWorldList({ url: stack.url, dataDir: stack.dataDir }, list);
  const loadAfter = loadavg()[0]!;
  if (run.order.status !== 'completed') throw new Error(`the order ended ${run.order.status}`);

  // No schedule beats this: the last greylisted address waits out every retry, and the addresses of the hosts
  // that talk share at most min(concurrency, hosts × maxPerMx) connections, one delayed reply at a time.
  const talking = plan.hosts.filter((host) => !['refused', 'silent', 'tarpit'].includes(host.flavour)).length;
  const connections = Math.min(CONCURRENCY, talking * MAX_PER_MX);
  const probed = plan.list.filter((entry) => !DEAD_BEHAVIOURS.includes(entry.behaviour)).length;
  const bound = retryAfterSeconds * retries + (probed / connections) * (replyMs / 1000);
  const score = scoreWorld(plan.list, run.observed);
  const stats = await world.hostStats();
  const rss = {
    server: await peakRssMb(stack.server.child.pid!),
    verifyWorker: await peakRssMb(verifyWorker.child.pid!),
    probeWorker: await peakRssMb(probeWorker.child.pid!),
    world: Math.round(await world.peakRssMb()),
  };
  const leaks = stack.workers.some((worker) => worker.output().includes('MaxListenersExceededWarning'));
  console.log(
    `${addresses} addresses over ${domains} domains (${plan.hosts.length} hosts, ${talking} that talk), ` +
      `replies ${replyMs} ms, retries ${retries} × ${retryAfterSeconds} s, maxPerMx ${MAX_PER_MX}, concurrency ${CONCURRENCY}, seed ${seed}`,
  );
  console.log(
    '| upload → completed s | lower bound s | bound ÷ time | addresses/s | peak RSS MB: server / verify worker / probe worker / world | load avg (1 min) start → end |',
  );
  console.log('|---:|---:|---:|---:|---|---|');
  console.log(
    `| ${run.seconds.toFixed(1)} | ${bound.toFixed(1)} | ${(bound / run.seconds).toFixed(2)} | ` +
      `${(addresses / run.seconds).toFixed(0)} | ${rss.server} / ${rss.verifyWorker} / ${rss.probeWorker} / ${rss.world} | ` +
      `${load.toFixed(2)} → ${loadAfter.toFixed(2)} |`,
  );
  console.log(`score:\n${formatScore(score)}`);
  const maxOpen = Math.max(...[...stats.values()].map((host) => host.maxOpen));
  const data = [...stats.values()].reduce((sum, host) => sum + host.dataAttempts, 0);
  const checks: Array<[string, boolean]> = [
    [
      'accuracy ≥ 0.99, every behaviour ≥ 0.98',
      score.accuracy >= 0.99 && Object.values(score.byBehaviour).every((b) => b.accuracy >= 0.98),
    ],
    [`at most ${MAX_PER_MX} connections at once per host (saw ${maxOpen})`, maxOpen <= MAX_PER_MX],
    ['no DATA', data === 0],
    ['no MaxListenersExceededWarning in the workers’ logs', !leaks],
  ];
  for (const [check, passed] of checks) console.log(`${passed ? 'ok  ' : 'FAIL'} ${check}`);
  if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
} finally {
  await stack.stop();
  await world.close();
}
