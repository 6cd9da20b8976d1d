// `pnpm test`: the whole suite. Prepares what the suite needs on this machine (PostgreSQL 15 running
// with a role for the current user, Chromium present), builds the product, then runs every Vitest
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
