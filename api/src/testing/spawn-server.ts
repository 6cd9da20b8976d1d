/**
 * Starts the real API server as a child process, the way users do, for tests of process-level
 * behaviour (signals, exit codes, restarts) and for browser tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { apiPackageRoot } from '../internal/api-package-root';
import { ensureFreshBuild } from './fresh-build';

export type SpawnedServer = {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
};

export type SpawnServerOptions = {
  env: Record<string, string>;
  /**
   * `build` runs dist/main.js as `pnpm start` does, rebuilt first when a source is newer (a few seconds less CPU per
   * start than the sources through tsx); `source` runs src/main.ts through tsx. @default 'build'
   */
  from?: 'source' | 'build';
  args?: string[];
  /** `node` flags before the script, e.g. `--cpu-prof` (which NODE_OPTIONS does not take). */
  nodeFlags?: string[];
};

/** Builds the API (dist/main.js) unless it is newer than every source it bundles: its own, the engine's, the SDK's. */
export function ensureBuiltApi(): void {
  const root = apiPackageRoot();
  ensureFreshBuild({
    packageRoot: root,
    output: path.join(root, 'dist', 'main.js'),
    sources: ['src', '../packages/engine/src', '../packages/sdk/src'].map((dir) => path.join(root, dir)),
  });
}

/** Spawns `leadproof-api` with `env` added to this process's environment. */
export function spawnServer({
  env,
  from = 'build',
  args = ['serve'],
  nodeFlags = [],
}: SpawnServerOptions): SpawnedServer {
  const root = apiPackageRoot();
  if (from === 'build') ensureBuiltApi();
  const command =
    from === 'build'
      ? [path.join(root, 'dist', 'main.js')]
      : ['--import', 'tsx', path.join(root, 'src', 'main.ts')];
  const child = spawn(process.execPath, [...nodeFlags, ...command, ...args], {
    cwd: root,
    // No draining pause on SIGTERM (production mode's default is 5 s): the tests that want one set it.
    env: { ...process.env, SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls `url` until it answers 200, the process exits, or `timeoutMs` passes. */
export async function waitUntilHealthy(
  server: SpawnedServer,
  url: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before becoming healthy:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}
