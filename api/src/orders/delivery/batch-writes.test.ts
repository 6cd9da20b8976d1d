import { describe, expect, it } from 'vitest';
import { batchWrites } from './batch-writes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('batchWrites', () => {
  it('lets the caller gather the next batch while one write runs, and runs the writes one at a time, in order', async () => {
    const writes = batchWrites();
    const events: string[] = [];
    let running = 0;
    const write = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      running--;
    };
    await writes.write(write('a'));
    // The first write is still running: queuing it did not wait for it.
    events.push('gathered b');
    await writes.write(write('b'));
    await writes.write(write('c'));
    await writes.finish();
    expect(events).toEqual(['start a', 'gathered b', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('fails the next write and the finish with the first failure, and runs nothing after it', async () => {
    const writes = batchWrites();
    const ran: string[] = [];
    await writes.write(async () => {
      await tick();
      throw new Error('insert failed');
    });
    await expect(writes.write(async () => ran.push('after'))).rejects.toThrow('insert failed');
    await expect(writes.finish()).rejects.toThrow('insert failed');
    expect(ran).toEqual([]);
  });
});
