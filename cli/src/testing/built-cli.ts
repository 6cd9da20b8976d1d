/**
 * The built `leadproof` (cli/dist/index.js) for integration tests: rebuilt first when missing or older
 * than its sources, then run as a child process the way users run it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFreshBuild } from '../../../api/src/testing/fresh-build';

const cliRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The built entry point. */
export const builtCliPath = path.join(cliRoot, 'dist', 'index.js');

/**
 * Builds the CLI with tsup unless `dist/index.js` is newer than every source it bundles (its own, the SDK's, and the
 * engine's row counter that the SDK's `orders.estimate` loads).
 */
export function ensureBuiltCli(): void {
  ensureFreshBuild({
    packageRoot: cliRoot,
    output: builtCliPath,
    sources: [
      path.join(cliRoot, 'src'),
      path.join(cliRoot, '..', 'packages', 'sdk', 'src'),
      path.join(cliRoot, '..', 'packages', 'engine', 'src'),
    ],
  });
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
