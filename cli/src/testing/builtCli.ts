/**
 * The built `leadproof` (cli/dist/index.js) for integration tests: rebuilt first when missing or older
 * than its sources, then run as a child process the way users run it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cliRoot = fileURLToPath(new URL('../..', import.meta.url));
const sdkSources = path.join(cliRoot, '..', 'packages', 'sdk', 'src');
/** The built entry point. */
export const builtCliPath = path.join(cliRoot, 'dist', 'index.js');

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(full));
    else if (/\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the CLI with tsup unless `dist/index.js` is newer than every source it bundles. */
export function ensureBuiltCli(): void {
  const sources = Math.max(newestSourceMtime(path.join(cliRoot, 'src')), newestSourceMtime(sdkSources));
  if (existsSync(builtCliPath) && statSync(builtCliPath).mtimeMs >= sources) return;
  // Test files run in parallel workers: one builds while the others wait for its lock to go.
  const lock = path.join(cliRoot, '.build.lock');
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
    if (existsSync(builtCliPath) && statSync(builtCliPath).mtimeMs >= sources) return;
    execFileSync(process.execPath, [path.join(cliRoot, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
      cwd: cliRoot,
      stdio: 'pipe',
    });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** What a run of the CLI did. */
export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of `runCli`. */
export interface RunCliOptions {
  /** The child's whole environment (nothing is inherited: no stray LEADPROOF_API_KEY). */
  env: Record<string, string>;
  cwd?: string;
  /** Written to stdin, which is then closed. */
  stdin?: string;
  /** Called once the child has started (e.g. to send it SIGINT later). */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void;
}

/** Runs `node cli/dist/index.js ...args` and collects its output and exit code. */
export function runCli(args: string[], { env, cwd, stdin, onSpawn }: RunCliOptions): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtCliPath, ...args], {
      cwd,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin.end(stdin ?? '');
    onSpawn?.(child);
  });
}

/**
 * Runs the built CLI against the server at `apiUrl` as a user whose home (and config, under `config/`) is `home`,
 * with `stdin` typed in if given.
 */
export function runCliAt(apiUrl: string, home: string, args: string[], stdin?: string): Promise<CliRun> {
  return runCli(['--api-url', apiUrl, ...args], {
    cwd: home,
    stdin,
    env: { HOME: home, XDG_CONFIG_HOME: path.join(home, 'config') },
  });
}
