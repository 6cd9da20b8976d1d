/**
 * A set-up file for profiling the suite (LEADPROOF_TEST_CPU_TIMES=<file>, read by vitest.config.ts): appends one JSON
 * line per test file with its wall time and the CPU time of its worker, the processes it started and waited for
 * (spawned servers, workers, the CLI) included, so files can be compared on a machine whose load varies. PostgreSQL's
 * own CPU is not in it (its server is not a child). `node scripts/cpu-times.mjs <file>` sums and sorts the lines.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

const TICKS_PER_SECOND = 100;

/** CPU seconds of this process and of its children that have ended (utime, stime, cutime, cstime of /proc/self/stat). */
function cpuSeconds(): { self: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: state is field 3, utime field 14.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  return { self: (utime + stime) / TICKS_PER_SECOND, children: (cutime + cstime) / TICKS_PER_SECOND };
}

const output = process.env.LEADPROOF_TEST_CPU_TIMES;
if (output) {
  let started: { file: string; wall: number; cpu: { self: number; children: number } } | undefined;
  // Vitest passes a hook its fixtures first (an object pattern, even when empty), then the suite: here the file.
  // biome-ignore lint/correctness/noEmptyPattern: the suite is the second argument
  beforeAll(({}, suite) => {
    const file = (suite as { file?: { filepath?: string } }).file?.filepath ?? 'unknown';
    started = { file, wall: performance.now(), cpu: cpuSeconds() };
  });
  afterAll(() => {
    if (!started) return;
    const cpu = cpuSeconds();
    const line = {
      file: started.file.replace(`${process.cwd()}/`, ''),
      node: process.versions.node,
      wallSeconds: Math.round(performance.now() - started.wall) / 1000,
      cpuSeconds: Math.round((cpu.self - started.cpu.self) * 100) / 100,
      childCpuSeconds: Math.round((cpu.children - started.cpu.children) * 100) / 100,
    };
    appendFileSync(output, `${JSON.stringify(line)}\n`);
  });
}
