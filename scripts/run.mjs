// Runs a command with inherited output and resolves with its exit code.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Spawns `command args`, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like `run`, but throws when the command fails. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

const shellTime = /(\d+)m([\d.]+)s/g;

/**
 * Like `run`, and also the CPU minutes (user + system) the command and the processes it waited for used: bash's
 * `times` reports its children's, which count their own reaped children (vitest's workers, the servers and Chromium
 * the tests start). A suite that is CPU-bound is cut by what this shows, not by wall time.
 */
export async function runTimed(command, args, options = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-times-'));
  const timesFile = path.join(dir, 'times');
  try {
    const code = await run(
      'bash',
      [
        '-c',
        'file=$1; shift; "$@"; code=$?; times > "$file"; exit $code',
        'bash',
        timesFile,
        command,
        ...args,
      ],
      options,
    );
    // The second line is the children's "user system".
    const children = (await readFile(timesFile, 'utf8').catch(() => '')).split('\n')[1] ?? '';
    const seconds = [...children.matchAll(shellTime)].reduce(
      (sum, [, m, s]) => sum + Number(m) * 60 + Number(s),
      0,
    );
    return { code, cpuMinutes: seconds / 60 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
