/**
 * Gives the garbage of a burst of work back to the system once the embedded server is quiet. Embedded mode runs
 * everything in one process, whose V8 heap grows with the allocations of an order (uploads, results downloads):
 * after a 50 MB order the heap held ~130 MB with ~55 MB alive, and V8's own memory reducer gave it back after a
 * minute of quiet, or not at all while the idle server's scrapes and job polls kept allocating (docs/decisions/
 * foundation.md, "Embedded server memory"). A full collection when the process has been quiet a whole interval
 * costs a pause no request waits for.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type IdleMemoryReleaseOptions = {
  /** How often the process's quiet is checked. @default 30 s */
  intervalMs?: number;
  /**
   * Quiet: CPU of all its threads under this share of one core over the interval. An idle embedded server spends
   * ~3 % on its job polls; an order, a minute of requests, far more. @default 0.1
   */
  quietCpuShare?: number;
  /** Collect only when the heap holds this much more than the last collection left. @default 32 MB */
  growthBytes?: number;
};

/** Runs a full garbage collection whenever the process has been quiet and its heap has grown; returns the stop. */
export function releaseMemoryWhenIdle({
  intervalMs = 30_000,
  quietCpuShare = 0.1,
  growthBytes = 32 * 1024 * 1024,
}: IdleMemoryReleaseOptions = {}): () => void {
  // `gc` without starting node with --expose-gc: the flag set now puts it in contexts made from now on.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  let cpuBefore = process.cpuUsage();
  // Zero: the first quiet interval also gives back what starting (migrations, first compilations) left.
  let leftByLastCollection = 0;
  const timer = setInterval(() => {
    const cpu = process.cpuUsage(cpuBefore);
    cpuBefore = process.cpuUsage();
    const busyShare = (cpu.user + cpu.system) / 1000 / intervalMs;
    if (busyShare >= quietCpuShare) return;
    if (getHeapStatistics().used_heap_size < leftByLastCollection + growthBytes) return;
    collect();
    leftByLastCollection = getHeapStatistics().used_heap_size;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
