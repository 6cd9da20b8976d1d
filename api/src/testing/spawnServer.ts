/**
 * Starts the real API server as a child process, the way users do, for tests of process-level
 * behaviour (signals, exit codes, restarts) and for browser tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { apiPackageRoot } from '../internal/apiPackageRoot';

export type SpawnedServer = {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
};

export type SpawnServerOptions = {
  env: Record<string, string>;
  /** `source` runs src/main.ts through tsx; `build` runs dist/main.js as `pnpm start` does. @default 'source' */
  from?: 'source' | 'build';
  args?: string[];
};

/** Spawns `leadproof-api` with `env` added to this process's environment. */
export function spawnServer({ env, from = 'source', args = ['serve'] }: SpawnServerOptions): SpawnedServer {
  const root = apiPackageRoot();
  const command =
    from === 'build'
      ? [path.join(root, 'dist', 'main.js')]
      : ['--import', 'tsx', path.join(root, 'src', 'main.ts')];
  const child = spawn(process.execPath, [...command, ...args], {
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
