// `pnpm start`: builds what the server serves (the API server and the site, side by side, each skipped while its
// inputs are unchanged: scripts/serving-build.mjs), then serves it on embedded defaults (or whatever the environment
// configures). Signals reach the server directly, which stops gracefully.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
    // Two malloc arenas instead of glibc's 8 per core: the memory that password hashing and the engine's threads
    // free stays in their arenas for good, ~45 MB more after use. And blocks of 128 KB and more always mapped apart,
    // so they go back to the system when freed: glibc's default raises that bar up to 32 MB after such a block is
    // freed, and the arenas then kept ~16 MB that the server never used again (docs/decisions/foundation.md,
    // "Embedded server memory"). The environment can still set its own.
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
    stdio: 'inherit',
    detached: true,
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
