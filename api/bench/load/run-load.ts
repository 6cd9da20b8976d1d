/**
 * `pnpm bench:load`: the load test of PostgreSQL mode. Starts the BUILT product as production runs it
 * (fresh database, `serve` + `worker` processes), signs up and confirms LOAD_USERS users through the real
 * auth flow, then for each client count in LOAD_CLIENTS runs that many authenticated dashboard clients on
 * summary, balance and the order list for LOAD_SECONDS while LOAD_UPLOADS uploads stay in flight.
 * Prints the figures (and Markdown tables for docs/benchmarks.md), checks every user's credits, and exits
 * non-zero on any error, non-2xx, failed upload or unbalanced credits.
 *
 * Settings (env): LOAD_CLIENTS=50,100,200 LOAD_SECONDS=60 LOAD_UPLOADS=20 LOAD_USERS=100
 * LOAD_UPLOAD_KB=300 (size of the uploaded CSV) LOAD_WORKERS=1 (worker processes).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { generateLeads } from '../../../packages/engine/bench/generate-leads';
import { checkCredits } from './credit-check';
import { type PhaseResult, runLoadPhase } from './load-phase';
import {
  creditProblems,
  markdownTable,
  markdownUploadsTable,
  phaseProblems,
  summarizeUploads,
} from './load-report';
import { createLoadUsers } from './load-users';
import { loadRunEnv, startProductionStack } from './production-stack';

function wholeNumbers(name: string, fallback: string, min = 1): number[] {
  const raw = process.env[name] || fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < min))
    throw new Error(`${name} must be whole numbers ≥ ${min}, separated by commas (got "${raw}")`);
  return values;
}
const single = (name: string, fallback: string, min = 1) => wholeNumbers(name, fallback, min)[0] as number;

const clientCounts = wholeNumbers('LOAD_CLIENTS', '50,100,200');
const seconds = single('LOAD_SECONDS', '60');
// 0: reads only.
const uploads = single('LOAD_UPLOADS', '20', 0);
const userCount = single('LOAD_USERS', '100');
const uploadKb = single('LOAD_UPLOAD_KB', '300');
const workers = single('LOAD_WORKERS', '1');
// Access tokens live an hour (ACCESS_TOKEN_TTL_SECONDS); the run uses the ones from its sign-ups.
if (clientCounts.length * seconds > 40 * 60)
  throw new Error(
    'LOAD_CLIENTS × LOAD_SECONDS must stay under 40 minutes: the users’ access tokens live an hour',
  );

const work = await mkdtemp(path.join(tmpdir(), 'leadproof-bench-load-'));
const uploadFile = path.join(work, 'leads.csv');
const rowsPerUpload = await generateLeads(uploadFile, uploadKb * 1024);

const startedAt = new Date();
console.log(
  `load: ${clientCounts.join(', ')} clients × ${seconds} s, ${uploads} uploads in flight (${uploadKb} KB, ${rowsPerUpload} rows), ${userCount} users, ${workers} worker process(es); ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const stack = await startProductionStack({ workers });
let failed = true;
try {
  const setupStart = performance.now();
  const users = await createLoadUsers(stack, userCount);
  console.log(
    `load: ${users.length} users signed up and confirmed in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  const phases: PhaseResult[] = [];
  const problems: string[] = [];
  for (const clients of clientCounts) {
    const phase = await runLoadPhase(stack, users, uploadFile, { clients, seconds, uploads });
    phases.push(phase);
    problems.push(...phaseProblems(phase));
    const { overall } = phase.read;
    const done = summarizeUploads(phase.uploadOutcomes);
    console.log(
      `load: ${clients} clients: ${overall.requestsPerSecond} req/s, p50 ${overall.latencyMs.p50} ms, p99 ${overall.latencyMs.p99} ms, ${overall.errors} errors, ${overall.non2xx} non-2xx; uploads ${done.completed}/${done.ended} completed; server CPU ${phase.cpuPercent.server} %, load ${phase.loadAverage.before} → ${phase.loadAverage.after}`,
    );
  }
  const allUploads = phases.flatMap((phase) => phase.uploadOutcomes);
  const credits = await checkCredits(stack.url, users, allUploads, Number(loadRunEnv.FREE_TRIAL_CREDITS));
  problems.push(...creditProblems(credits));
  console.log(`load: credits checked for ${credits.usersChecked} users and ${credits.ordersChecked} orders`);

  const resultsFile = path.join(work, 'results.json');
  await writeFile(
    resultsFile,
    JSON.stringify(
      {
        startedAt,
        clientCounts,
        seconds,
        uploads,
        userCount,
        uploadKb,
        rowsPerUpload,
        workers,
        phases,
        credits,
      },
      null,
      2,
    ),
  );
  console.log(`\n${markdownTable(phases)}\n\n${markdownUploadsTable(phases)}\n`);
  console.log(`load: every figure in ${resultsFile}`);
  if (problems.length > 0) {
    console.error(`load: FAILED\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  } else {
    console.log('load: passed (no errors, no non-2xx, every upload completed, credits balance)');
    failed = false;
  }
} catch (error) {
  console.error(`server output:\n${stack.server.output().slice(-5000)}`);
  for (const worker of stack.workers) console.error(`worker output:\n${worker.output().slice(-5000)}`);
  throw error;
} finally {
  await stack.stop();
  // The results stay (their path is printed); the generated CSV goes.
  await rm(uploadFile, { force: true });
}
process.exitCode = failed ? 1 : 0;
