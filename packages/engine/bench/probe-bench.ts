// `pnpm bench:probe`: the mailbox prober's throughput and memory (issue 20). A farm of simulated MTAs (one MX host
// name per domain, 40 ms before every reply) and its zone DNS run in one child process; the prober runs in another,
// fed domain batches of ≤200 addresses by 8 concurrent batch jobs as the API's probe workers do. Both are built to
// plain JavaScript first, so the prober's peak RSS carries no TypeScript loader. Prints the figures for
// docs/benchmarks.md ("Mailbox prober") with the machine's load; exits non-zero when a check fails.
import { execFileSync, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { bundleForBench } from './build-bench';
import type { ProberRun } from './probe-child';
import type { FarmStats } from './probe-farm';
import { benchAddresses, isCatchAll, REPLY_DELAY_MS } from './probe-workload';

const addresses = Number(process.env.PROBE_BENCH_ADDRESSES ?? 100_000);
const domains = Number(process.env.PROBE_BENCH_DOMAINS ?? 2_000);
const concurrency = Number(process.env.PROBE_BENCH_CONCURRENCY ?? 50);
const maxPerMx = Number(process.env.PROBE_BENCH_MAX_PER_MX ?? 3);
/** The API's probe worker runs min(EMAIL_SMTP_CONCURRENCY, 8) batch jobs at once (`probe-batch-job.ts`). */
const jobs = Number(process.env.PROBE_BENCH_JOBS ?? Math.min(concurrency, 8));

/** Bundles the two children into `dist/probe-bench/` (npm dependencies external), as every bench is built. */
async function buildChildren(): Promise<{ farm: string; child: string }> {
  const outDir = await bundleForBench(
    {
      'probe-farm': new URL('./probe-farm.ts', import.meta.url).pathname,
      'probe-child': new URL('./probe-child.ts', import.meta.url).pathname,
    },
    'probe-bench',
  );
  return {
    farm: new URL('probe-farm.js', outDir).pathname,
    child: new URL('probe-child.js', outDir).pathname,
  };
}

/** The verdicts the farm's rules imply, by `status/reason`. */
function expectedVerdicts(): Record<string, number> {
  const expected: Record<string, number> = {};
  for (const address of benchAddresses(addresses, domains)) {
    const domain = address.slice(address.lastIndexOf('@') + 1);
    const key = isCatchAll(domain)
      ? 'risky/catch_all'
      : address.startsWith('user')
        ? 'valid/'
        : 'invalid/mailbox_not_found';
    expected[key] = (expected[key] ?? 0) + 1;
  }
  return expected;
}

const { farm: farmScript, child: childScript } = await buildChildren();
const farm = fork(farmScript, [String(domains)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ready = await new Promise<{ port: number; dns: string; catchAllDomains: number }>((resolve) =>
  farm.once('message', (message) => resolve(message as never)),
);
const load = loadavg()[0]!;
const stdout = execFileSync(
  process.execPath,
  [
    childScript,
    JSON.stringify({ port: ready.port, dns: ready.dns, addresses, domains, concurrency, maxPerMx, jobs }),
  ],
  { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 },
);
const loadAfter = loadavg()[0]!;
const run = JSON.parse(stdout.trim().split('\n').pop()!) as ProberRun;
farm.send('stats');
const stats = await new Promise<FarmStats>((resolve) =>
  farm.once('message', (message) => resolve(message as FarmStats)),
);

// Every connection the prober may hold does one delayed round trip at a time; the addresses need
// roundTripsPerAddress of them each, so no schedule can beat connections ÷ (round trips × delay).
const connections = Math.min(concurrency, domains * maxPerMx);
const roundTripsPerAddress = stats.roundTrips / addresses;
const bound = connections / (roundTripsPerAddress * (REPLY_DELAY_MS / 1000));
const rate = addresses / run.seconds;

const checks: Array<[string, boolean]> = [
  ['no DATA reached the farm', stats.dataAttempts === 0],
  [`at most ${concurrency} connections at once`, stats.maxConcurrent <= concurrency],
  [`at most ${maxPerMx} connections at once per MX host`, stats.maxPerMx <= maxPerMx],
  [
    'the verdicts the farm implies',
    JSON.stringify(sorted(run.verdicts)) === JSON.stringify(sorted(expectedVerdicts())),
  ],
];

function sorted(record: Record<string, number>): Array<[string, number]> {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}

console.log(
  `${addresses} addresses, ${domains} domains (${ready.catchAllDomains} catch-all), ${run.batches} batches, ` +
    `${jobs} batch jobs, concurrency ${concurrency}, maxPerMx ${maxPerMx}, ${REPLY_DELAY_MS} ms per reply`,
);
console.log(
  '| addresses/s | bound/s | achieved ÷ bound | round trips/address | wall s | prober CPU s | peak RSS MB | load avg (1 min) start → end |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${rate.toFixed(0)} | ${bound.toFixed(0)} | ${(rate / bound).toFixed(2)} | ${roundTripsPerAddress.toFixed(3)} | ` +
    `${run.seconds.toFixed(1)} | ${run.cpuSeconds.toFixed(1)} | ${run.peakRssMb.toFixed(0)} | ${load.toFixed(2)} → ${loadAfter.toFixed(2)} |`,
);
console.log(
  `farm: ${stats.connections} connections, mean open ${stats.meanOpen.toFixed(1)}, mean busy ${stats.meanBusy.toFixed(1)}, max at once ${stats.maxConcurrent}, ` +
    `max per MX ${stats.maxPerMx}, reply delay mean ${stats.meanReplyMs.toFixed(1)} ms / max ${stats.maxReplyMs.toFixed(0)} ms, ` +
    `DATA ${stats.dataAttempts}`,
);
console.log(`farm commands: ${JSON.stringify(stats.byVerb)}`);
console.log(`prober stats: ${JSON.stringify(run.stats)}`);
console.log(`verdicts: ${JSON.stringify(sorted(run.verdicts))}`);
for (const [check, passed] of checks) console.log(`${passed ? 'ok  ' : 'FAIL'} ${check}`);
if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
