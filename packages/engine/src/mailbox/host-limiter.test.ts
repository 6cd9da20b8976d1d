import { describe, expect, it } from 'vitest';
import { AbortedError, HostLimiter, type Slot } from './host-limiter';

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Starts an acquire and reports whether it was granted yet. */
function waiting(limiter: HostLimiter, key: string, owner: string, signal?: AbortSignal) {
  const state: { slot?: Slot; error?: unknown } = {};
  limiter.acquire(key, owner, signal).then(
    (slot) => {
      state.slot = slot;
    },
    (error: unknown) => {
      state.error = error;
    },
  );
  return state;
}

describe('HostLimiter', () => {
  it('limits connections per key (an MX host IP) and in total', async () => {
    const limiter = new HostLimiter(2, 3, 1);
    const a = [
      waiting(limiter, '10.0.0.1', 'x'),
      waiting(limiter, '10.0.0.1', 'x'),
      waiting(limiter, '10.0.0.1', 'x'),
    ];
    const b = waiting(limiter, '10.0.0.2', 'x');
    const c = waiting(limiter, '10.0.0.3', 'x');
    await settled();
    expect(a.map((w) => Boolean(w.slot))).toEqual([true, true, false]);
    expect(Boolean(b.slot)).toBe(true);
    expect(Boolean(c.slot)).toBe(false);
    a[0]!.slot!.release();
    await settled();
    // The freed slot goes to a waiter that fits: the third of 10.0.0.1 now fits, first come first served.
    expect(Boolean(a[2]!.slot)).toBe(true);
    expect(Boolean(c.slot)).toBe(false);
  });

  it('lets one owner use every slot alone, then gives freed slots to a newcomer until both hold their share', async () => {
    const limiter = new HostLimiter(10, 4, 1);
    const greedy = Array.from({ length: 8 }, (_, i) => waiting(limiter, `10.0.0.${i}`, 'greedy'));
    await settled();
    expect(greedy.filter((w) => w.slot)).toHaveLength(4);
    const polite = [waiting(limiter, '10.0.1.1', 'polite'), waiting(limiter, '10.0.1.2', 'polite')];
    await settled();
    expect(polite.filter((w) => w.slot)).toHaveLength(0);
    // The greedy owner's earlier waiters do not get the freed slots: the newcomer, holding fewer, does.
    greedy[0]!.slot!.release();
    greedy[1]!.slot!.release();
    await settled();
    expect(polite.filter((w) => w.slot)).toHaveLength(2);
    expect(greedy.filter((w) => w.slot)).toHaveLength(4);
    // Each now holds its share (2 of 4): a slot freed by the newcomer goes back to the greedy owner.
    polite[0]!.slot!.release();
    await settled();
    expect(greedy.filter((w) => w.slot)).toHaveLength(5);
  });

  it('caps the connections one owner has not had greeted at its unanswered share, whoever waits', async () => {
    const limiter = new HostLimiter(10, 4, 0.5);
    const tarpits = Array.from({ length: 4 }, (_, i) => waiting(limiter, `10.0.0.${i}`, 'slow'));
    await settled();
    expect(tarpits.filter((w) => w.slot)).toHaveLength(2);
    // A greeting frees its place among the unanswered, not the slot.
    tarpits[0]!.slot!.greeted();
    await settled();
    expect(tarpits.filter((w) => w.slot)).toHaveLength(3);
    const other = waiting(limiter, '10.0.9.9', 'other');
    await settled();
    expect(Boolean(other.slot)).toBe(true);
  });

  it('tryAcquire takes a free slot at once, and none while others wait', async () => {
    const limiter = new HostLimiter(1, 2);
    const first = limiter.tryAcquire('10.0.0.1', 'x');
    expect(first).toBeDefined();
    expect(limiter.tryAcquire('10.0.0.1', 'y')).toBeUndefined();
    const queued = waiting(limiter, '10.0.0.1', 'x');
    expect(limiter.tryAcquire('10.0.0.2', 'y')).toBeUndefined();
    first!.release();
    await settled();
    expect(Boolean(queued.slot)).toBe(true);
  });

  it('rejects a waiter whose signal aborts, and forgets it', async () => {
    const limiter = new HostLimiter(1, 1);
    const held = limiter.tryAcquire('10.0.0.1', 'x')!;
    const controller = new AbortController();
    const aborted = waiting(limiter, '10.0.0.1', 'y', controller.signal);
    controller.abort();
    await settled();
    expect(aborted.error).toBeInstanceOf(AbortedError);
    expect(limiter.hasWaiters).toBe(false);
    held.release();
    expect(limiter.tryAcquire('10.0.0.1', 'x')).toBeDefined();
  });
});
