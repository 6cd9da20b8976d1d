/**
 * CPU time and peak memory of a process, read from Linux's /proc: where a run's CPU went (a server
 * at one full core is bound by its single JavaScript thread, whatever the database does).
 */
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds the process has used so far. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may contain spaces; fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Peak resident memory (VmHWM) of the process, in MB. */
export async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0) / 1024);
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving `database` (their process title is
 * `postgres: USER DATABASE …`). A backend that has exited no longer counts; the pools keep theirs open.
 */
export async function databaseBackendsCpuSeconds(database: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replace(/\0/g, ' ');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database))
        total += await cpuSeconds(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
