// `pnpm start`: builds the product when the build is missing, then serves it on embedded defaults
// (or whatever the environment configures). Signals reach the server directly, which stops gracefully.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './pnpm.mjs';
import { runOrThrow } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const needed = ['api/dist/main.js', 'site/dist/index.html', 'site/dist/dashboard/index.html'];
if (needed.some((file) => !existsSync(new URL(`../${file}`, import.meta.url)))) {
  console.log('[leadproof] no build found: building first (pnpm build)');
  await runOrThrow('npx', [...pnpmArgs, 'build'], { cwd: root });
}
// The server runs in its own process group, so a terminal's Ctrl-C reaches it once: through us.
const server = spawn(process.execPath, ['api/dist/main.js', 'serve', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
