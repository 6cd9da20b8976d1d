// `pnpm start`: builds what the server serves (the API server and the site, side by side, each skipped while its
// inputs are unchanged: scripts/serving-build.mjs), then serves it on embedded defaults (or whatever the environment
// configures). Signals reach the server directly, which stops gracefully.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_MALLOC_ENV } from './server-malloc-env.mjs';
import { buildForServing } from './serving-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  await buildForServing();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
console.log('[start] starting the server');
// The main thread's young generation: semi-spaces of 4 MB instead of V8's 16, whose 32 MB stayed resident once an
// order had grown them (docs/decisions/foundation.md, "Embedded server memory"). The engine's threads set their
// own (packages/engine/src/parallel/heap-limits.ts).
const nodeFlags = ['--max-semi-space-size=4'];
// The server runs in its own process group, so a terminal's Ctrl-C reaches it once: through us.
const server = spawn(
  process.execPath,
  [...nodeFlags, 'api/dist/main.js', 'serve', ...process.argv.slice(2)],
  {
    cwd: root,
    // glibc's malloc set to give back what the server frees (scripts/server-malloc-env.mjs); the environment can still
    // set its own.
    env: { ...SERVER_MALLOC_ENV, ...process.env },
    stdio: 'inherit',
    detached: true,
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
