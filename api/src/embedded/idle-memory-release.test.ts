import { constants, PerformanceObserver } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseMemoryWhenIdle } from './idle-memory-release';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Collections the process asked for (`gc()`), told apart from V8's own by their `forced` flag: V8 may collect the same
// garbage on its own at any moment, so the heap's size cannot say whether the release ran.
let forced = 0;
let observer: PerformanceObserver;
beforeEach(() => {
  forced = 0;
  observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { kind, flags } = (entry as unknown as { detail: { kind: number; flags: number } }).detail;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR && flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED)
        forced++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
});
afterEach(() => observer.disconnect());

/** Forced full collections seen while `releaseMemoryWhenIdle(options)` runs for 600 ms. */
async function collectionsWhile(options: Parameters<typeof releaseMemoryWhenIdle>[0]): Promise<number> {
  const stop = releaseMemoryWhenIdle({ intervalMs: 100, ...options });
  try {
    await pause(600);
  } finally {
    stop();
  }
  // Entries reach the observer after the collection.
  await pause(50);
  return forced;
}

describe('releaseMemoryWhenIdle', () => {
  it('runs a full collection once the process is quiet and its heap has grown', async () => {
    expect(
      await collectionsWhile({ quietCpuShare: Number.POSITIVE_INFINITY, growthBytes: 0 }),
    ).toBeGreaterThan(0);
  });

  it('leaves a busy process alone', async () => {
    expect(await collectionsWhile({ quietCpuShare: 0, growthBytes: 0 })).toBe(0);
  });

  it('leaves a heap that has not grown enough alone', async () => {
    expect(
      await collectionsWhile({
        quietCpuShare: Number.POSITIVE_INFINITY,
        growthBytes: Number.MAX_SAFE_INTEGER,
      }),
    ).toBe(0);
  });

  it('stops when told to', async () => {
    const stop = releaseMemoryWhenIdle({
      intervalMs: 100,
      quietCpuShare: Number.POSITIVE_INFINITY,
      growthBytes: 0,
    });
    stop();
    await pause(300);
    expect(forced).toBe(0);
  });
});
