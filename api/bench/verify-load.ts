/**
 * `pnpm bench:verify`: real-time checks (`POST /api/verify`) under load, against the BUILT product as production
 * runs it (fresh database on the local PostgreSQL, `serve` + `worker` processes), offline checks (no DNS, no SMTP).
 * Signs up VERIFY_BENCH_USERS users through the real auth flow, warms up, then runs VERIFY_BENCH_CONNECTIONS
 * keep-alive autocannon connections for VERIFY_BENCH_SECONDS, each request a different contact (see
 * `verify/bench-contacts.ts`) with its own `Idempotency-Key`, dealt round robin over the users' access tokens.
 * Prints the figures, checks every user's credits, and exits non-zero on any error, timeout or non-2xx.
 *
 * With VERIFY_BENCH_RATE=<checks a second> it is an open loop instead (`verify/open-loop.ts`): requests arrive at that
 * fixed rate whatever the answers do, and each one's latency counts from when it was due.
 *
 * Settings (env): VERIFY_BENCH_CONNECTIONS=100 VERIFY_BENCH_SECONDS=30 VERIFY_BENCH_USERS=10
 * VERIFY_BENCH_WARMUP_SECONDS=5 VERIFY_BENCH_RATE=0 (closed loop) VERIFY_BENCH_CPU_PROF=<dir> (writes the server's and
 * the worker's CPU profiles there).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { TestUser } from '../src/testing/test-users';
import { createLoadUsers } from './load/load-users';
import { cpuSeconds, databaseBackendsCpuSeconds } from './load/process-usage';
import { startProductionStack } from './load/production-stack';
import { benchContact } from './verify/bench-contacts';
import { quantile, runOpenLoop } from './verify/open-loop';
import { checkVerifyCredits } from './verify/verify-credits';

function setting(name: string, fallback: number, min = 1): number {
  const raw = process.env[name] || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
  return value;
}

const connections = setting('VERIFY_BENCH_CONNECTIONS', 100);
const seconds = setting('VERIFY_BENCH_SECONDS', 30);
const userCount = setting('VERIFY_BENCH_USERS', 10);
const warmUpSeconds = setting('VERIFY_BENCH_WARMUP_SECONDS', 5, 0);
/** Checks a second offered in an open loop; 0 for the closed loop of `connections`. */
const rate = setting('VERIFY_BENCH_RATE', 0, 0);
const cpuProfDir = process.env.VERIFY_BENCH_CPU_PROF
  ? path.resolve(process.env.VERIFY_BENCH_CPU_PROF)
  : undefined;

// The most the trial may be (FREE_TRIAL_CREDITS ≤ 1,000,000): every call of a long run on one user is paid.
const TRIAL_CREDITS = 1_000_000;
// The limiter would refuse nearly all of the run (10 a second per user by default): the bench measures the check.
const RATE_LIMIT = '1000000000';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Totals of one autocannon run that the report needs beyond autocannon's own result. */
type Tally = {
  creditsCharged: number;
  built: number;
  answered: number;
  statuses: Map<number, string>;
  /** Answers per whole second since the tally's run started (the rate's trend over a run). */
  perSecond: number[];
  startedAt: number;
};

function runAutocannon(
  url: string,
  tokens: readonly string[],
  duration: number,
  tally: Tally,
  runId: string,
) {
  let sent = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/verify',
            // A different contact, key and user each request (setupRequest runs before every request).
            setupRequest: (request) => ({ ...request, ...checkRequest(tokens, tally, runId, sent++) }),
            onResponse: (status, body) => countAnswer(tally, status, body),
          },
        ],
      },
      (error, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

/** The `n`th request of a run: a different contact, key and user each time (users dealt round robin). */
function checkRequest(tokens: readonly string[], tally: Tally, runId: string, n: number) {
  tally.built++;
  return {
    headers: {
      authorization: `Bearer ${tokens[n % tokens.length]}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${runId}-${n}`,
    },
    body: JSON.stringify(benchContact(n)),
  };
}

/** What either loop measured, in the closed loop's terms. */
type RunFigures = {
  total: number;
  duration: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

/** One run of the load: the closed loop of `connections`, or the open loop at `rate` checks a second. */
async function runLoad(
  url: string,
  tokens: readonly string[],
  duration: number,
  tally: Tally,
  runId: string,
): Promise<RunFigures> {
  if (rate === 0) {
    const result = await runAutocannon(url, tokens, duration, tally, runId);
    return {
      total: result.requests.total,
      duration: result.duration,
      latency: result.latency,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  }
  const result = await runOpenLoop({
    url: `${url}/api/verify`,
    rate,
    seconds: duration,
    timeoutMs: 10_000,
    request: (n) => checkRequest(tokens, tally, runId, n),
    onResponse: (status, body) => countAnswer(tally, status, body),
  });
  const ms = (value: number) => Math.round(value * 10) / 10;
  const { latencies } = result;
  return {
    total: result.answered,
    duration: result.duration,
    latency: {
      p50: ms(quantile(latencies, 0.5)),
      p90: ms(quantile(latencies, 0.9)),
      p99: ms(quantile(latencies, 0.99)),
      max: ms(latencies.at(-1) ?? Number.NaN),
      mean: ms(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Counts one answer in the tally: its second, and its credits or its status. */
function countAnswer(tally: Tally, status: number, body: string): void {
  tally.answered++;
  const second = Math.floor((performance.now() - tally.startedAt) / 1000);
  tally.perSecond[second] = (tally.perSecond[second] ?? 0) + 1;
  if (status >= 200 && status < 300) {
    tally.creditsCharged += Number(/"creditsCharged":([\d.]+)/.exec(body)?.[1] ?? Number.NaN);
  } else if (!tally.statuses.has(status)) {
    tally.statuses.set(status, body.slice(0, 300));
  }
}

/**
 * Resolves once the users' balances stop changing: the requests in flight when autocannon stopped are still being
 * charged, and a balance read between two of them would not match the ledger read beside it.
 */
async function settled(url: string, users: readonly TestUser[]): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt < 60; attempt++) {
    const balances = await Promise.all(
      users.map(async (user) => {
        const response = await fetch(`${url}/api/users/me/balance`, {
          headers: { authorization: `Bearer ${user.accessToken}` },
        });
        return response.text();
      }),
    );
    if (balances.join() === last) return;
    last = balances.join();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const startedAt = new Date();
const shape = rate > 0 ? `open loop at ${rate} checks/s` : `${connections} connections`;
console.log(
  `verify: ${shape} × ${seconds} s after ${warmUpSeconds} s of warm-up, ${userCount} user(s); ${cpus().length} cores, load average ${load()}`,
);
console.log(
  `verify: VERIFY_RATE_LIMIT_PER_SECOND and _BURST set to ${RATE_LIMIT}: the bench measures the check, not the limiter`,
);
if (cpuProfDir) await mkdir(cpuProfDir, { recursive: true });
const stack = await startProductionStack({
  env: {
    FREE_TRIAL_CREDITS: String(TRIAL_CREDITS),
    VERIFY_RATE_LIMIT_PER_SECOND: RATE_LIMIT,
    VERIFY_RATE_LIMIT_BURST: RATE_LIMIT,
    ...(cpuProfDir
      ? {
          NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'verify', 'cpu-profile.mjs')}`,
          LEADPROOF_CPU_PROF_DIR: cpuProfDir,
        }
      : {}),
  },
});
let failed = true;
try {
  const users = await createLoadUsers(stack, userCount);
  const tokens = users.map((user) => user.accessToken);
  const tally: Tally = {
    creditsCharged: 0,
    built: 0,
    answered: 0,
    statuses: new Map(),
    perSecond: [],
    startedAt: performance.now(),
  };
  const runId = startedAt.getTime().toString(36);
  const url = stack.url;
  if (warmUpSeconds > 0) await runLoad(url, tokens, warmUpSeconds, tally, `${runId}w`);

  const loadBefore = load();
  const cpu = async () => ({
    server: await cpuSeconds(stack.server.child.pid as number),
    database: await databaseBackendsCpuSeconds(stack.databaseName),
    own: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  const cpuBefore = await cpu();
  tally.perSecond = [];
  tally.startedAt = performance.now();
  const result = await runLoad(url, tokens, seconds, tally, runId);
  const cpuAfter = await cpu();
  const loadAfter = load();
  const percent = (key: keyof typeof cpuBefore) =>
    Math.round(((cpuAfter[key] - cpuBefore[key]) / result.duration) * 100);

  // Requests still in flight when autocannon stops are charged but never answered (nor is a request built last).
  const unanswered = tally.built - tally.answered;
  await settled(url, users);
  const credits = await checkVerifyCredits(url, users, TRIAL_CREDITS, tally.creditsCharged, unanswered);
  const { latency } = result;
  // The rate in the first and the last fifth of the run: a falling rate means a call's cost grows with the ledger.
  const fifth = Math.max(1, Math.floor(seconds / 5));
  const rateOf = (slice: number[]) => Math.round(slice.reduce((sum, count) => sum + (count ?? 0), 0) / fifth);
  const trend = {
    firstFifth: rateOf(tally.perSecond.slice(0, fifth)),
    lastFifth: rateOf(tally.perSecond.slice(seconds - fifth, seconds)),
  };
  const figures = {
    mode: rate > 0 ? { openLoopRate: rate } : { connections },
    requests: result.total,
    requestsPerSecond: Math.round(result.total / result.duration),
    latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max, mean: latency.mean },
    requestsPerSecondTrend: trend,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuPercent: { server: percent('server'), database: percent('database'), loadGenerator: percent('own') },
    /** CPU milliseconds per answered check, of the server and of the run's PostgreSQL backends. */
    cpuMsPerCheck: {
      server: Math.round(((cpuAfter.server - cpuBefore.server) / result.total) * 1e5) / 100,
      database: Math.round(((cpuAfter.database - cpuBefore.database) / result.total) * 1e5) / 100,
    },
    loadAverage: { before: loadBefore, after: loadAfter },
  };
  console.log(
    `verify: ${figures.requestsPerSecond} req/s (${figures.requests} requests${rate > 0 ? `, ${rate}/s offered` : ''}), latency p50 ${latency.p50} / p90 ${latency.p90} / p99 ${latency.p99} / max ${latency.max} ms; ${trend.firstFifth} → ${trend.lastFifth} req/s from the first to the last fifth; ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
  );
  console.log(
    `verify: CPU % server ${figures.cpuPercent.server} / database ${figures.cpuPercent.database} / load generator ${figures.cpuPercent.loadGenerator}; load average ${loadBefore} → ${loadAfter}`,
  );
  console.log(
    `verify: per answered check: CPU ms server ${figures.cpuMsPerCheck.server} / database ${figures.cpuMsPerCheck.database}`,
  );
  console.log(
    `verify: ${credits.checksInLedgers} checks (${credits.creditsInLedgers} credits) in the ledgers, ${tally.creditsCharged} credits charged by the 2xx answers, ${unanswered} requests unanswered at the stops (warm-up included)`,
  );
  console.log(
    `\n| ${startedAt.toISOString().slice(0, 10)} | ${userCount} | ${rate > 0 ? `open ${rate}/s` : connections} × ${seconds} s | ${loadBefore.split(' ')[0]} → ${loadAfter.split(' ')[0]} | ${figures.requestsPerSecond} | ${latency.p50} | ${latency.p90} | ${latency.p99} | ${latency.max} | ${result.errors} / ${result.timeouts} / ${result.non2xx} | ${figures.cpuPercent.server} / ${figures.cpuPercent.database} / ${figures.cpuPercent.loadGenerator} |\n`,
  );
  const resultsFile = path.join(
    await mkdtemp(path.join(tmpdir(), 'leadproof-bench-verify-')),
    'results.json',
  );
  await writeFile(
    resultsFile,
    JSON.stringify(
      { startedAt, connections, rate, seconds, userCount, warmUpSeconds, figures, credits },
      null,
      2,
    ),
  );
  console.log(`verify: every figure in ${resultsFile}`);

  const problems = [...credits.problems];
  if (result.errors > 0 || result.timeouts > 0)
    problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0 || tally.statuses.size > 0)
    problems.push(
      `${result.non2xx} non-2xx: ${[...tally.statuses].map(([status, body]) => `${status} ${body}`).join('; ')}`,
    );
  if (problems.length > 0)
    console.error(`verify: FAILED\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  else {
    console.log('verify: passed (no errors, no non-2xx, credits balance)');
    failed = false;
  }
} catch (error) {
  console.error(`server output:\n${stack.server.output().slice(-5000)}`);
  throw error;
} finally {
  await stack.stop();
  if (cpuProfDir) console.log(`verify: CPU profiles in ${cpuProfDir}`);
}
process.exitCode = failed ? 1 : 0;
