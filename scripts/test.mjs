// `pnpm test`: the whole suite. Prepares what the suite needs on this machine (PostgreSQL 15 running
// with a role for the current user, Chromium and Postfix present), builds the product, then runs every Vitest
// project: unit, integration (PGlite and PostgreSQL), e2e (Chromium) and the Storybook story tests.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
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

// Before the build: a vulnerable pattern fails the run in seconds, with the attack string.
await runOrThrow('node', ['scripts/check-regexes.mjs'], { cwd: root });
await runOrThrow('npx', [...pnpmArgs, 'build'], { cwd: root });
process.exitCode = await run('npx', [...pnpmArgs, 'exec', 'vitest', 'run', ...process.argv.slice(2)], {
  cwd: root,
  env: {
    ...process.env,
    LEADPROOF_TEST_POSTGRES_URL: postgresUrl,
    LEADPROOF_CHROMIUM_PATH: chromium,
    ASTRO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  },
});
