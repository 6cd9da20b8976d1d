import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseMemoryWhenIdle } from './idle-memory-release';

const MB = 1024 * 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('releaseMemoryWhenIdle', () => {
  it('collects the garbage a quiet process holds once its heap has grown', async () => {
    // About 40 MB of objects that live long enough to reach the old generation, then become garbage.
    let rows: Array<{ n: number; text: string }> | undefined = [];
    for (let n = 0; n < 400_000; n++) rows.push({ n, text: `row number ${n}` });
    await pause(50);
    rows = undefined;
    const stop = releaseMemoryWhenIdle({
      intervalMs: 100,
      quietCpuShare: Number.POSITIVE_INFINITY,
      growthBytes: MB,
    });
    try {
      const before = getHeapStatistics().used_heap_size;
      await pause(500);
      expect(before - getHeapStatistics().used_heap_size).toBeGreaterThan(20 * MB);
    } finally {
      stop();
    }
  });
});
