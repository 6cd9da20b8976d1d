/**
 * A package's tsup build for tests that run it as users do (`node dist/…`): rebuilt first when it is missing or older
 * than a source it bundles, so a test never runs yesterday's code. After `pnpm build` (CI) the check is a walk of the
 * source folders; a worker that finds the build stale rebuilds it under a lock while the others wait.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export type BuildSpec = {
  /** The package folder (tsup runs there, with its own config). */
  packageRoot: string;
  /** The built file that must be newer than every source. */
  output: string;
  /** Folders whose files the build bundles (tests excluded). */
  sources: readonly string[];
};

/** Files a build never bundles: tests, type tests and stories, and the test helpers' folders. */
const notBundled = /\.(test|int\.test|e2e\.test|test-d|stories)\.tsx?$/;
const testHelpers = 'testing';

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== testHelpers) newest = Math.max(newest, newestSourceMtime(full));
    } else if (!notBundled.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const fresh = new Set<string>();

/** Builds the package with tsup unless `output` is newer than every file of `sources`; checked once per process. */
export function ensureFreshBuild({ packageRoot, output, sources }: BuildSpec): void {
  if (fresh.has(output)) return;
  const newest = Math.max(...sources.map(newestSourceMtime));
  const isFresh = () => existsSync(output) && statSync(output).mtimeMs >= newest;
  if (!isFresh()) {
    // Test files run in parallel workers: one builds while the others wait for its lock to go.
    const lock = path.join(packageRoot, '.build.lock');
    for (const deadline = Date.now() + 120_000; ; ) {
      try {
        mkdirSync(lock);
        break;
      } catch {
        if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
      }
    }
    try {
      if (!isFresh()) {
        execFileSync(
          process.execPath,
          [path.join(packageRoot, 'node_modules', 'tsup', 'dist', 'cli-default.js')],
          {
            cwd: packageRoot,
            stdio: 'pipe',
          },
        );
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  fresh.add(output);
}
