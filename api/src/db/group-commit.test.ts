/**
 * `GroupCommit` without a database: a lone item runs at once, items that arrive meanwhile share the next statement
 * (one per key, within the caps), and a failed statement fails only the item that fails alone.
 */
import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

type Item = { key: string; value: number; bytes?: number; fails?: boolean };

/** A queue whose statements wait to be released one by one; `statements` lists each one's items. */
function heldQueue(options: { maxItems?: number; maxBytes?: number } = {}) {
  const statements: Item[][] = [];
  const releases: Array<() => void> = [];
  const queue = new GroupCommit<Item, number>({
    run: async (items, answer) => {
      statements.push([...items]);
      await new Promise<void>((resolve) => releases.push(resolve));
      if (items.some((item) => item.fails)) throw new Error(`statement of ${items.length} failed`);
      items.forEach((item, index) => {
        answer(index, item.value * 10);
      });
    },
    keyOf: (item) => item.key,
    maxItems: options.maxItems ?? 100,
    bytesOf: (item) => item.bytes ?? 0,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  });
  /** Lets every statement run so far, and those it starts, end. */
  const settle = async () => {
    for (let round = 0; round < 50; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.splice(0).forEach((release) => {
        release();
      });
    }
  };
  return { queue, statements, settle };
}

const keysOf = (statements: Item[][]) => statements.map((items) => items.map((item) => item.key));

describe('GroupCommit', () => {
  it('runs a lone item at once, with no timer', () => {
    const { queue, statements } = heldQueue();
    void queue.submit({ key: 'a', value: 1 });
    expect(keysOf(statements)).toEqual([['a']]);
  });

  it('puts the items that arrive while a statement is in flight in the next one, each answered its own', async () => {
    const { queue, statements, settle } = heldQueue();
    const first = queue.submit({ key: 'a', value: 1 });
    const rest = ['b', 'c', 'd'].map((key, index) => queue.submit({ key, value: index + 2 }));
    await settle();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(keysOf(statements)).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('never puts one key twice in a statement: the later one waits for the next', async () => {
    const { queue, statements, settle } = heldQueue();
    const answers = [
      queue.submit({ key: 'a', value: 1 }),
      queue.submit({ key: 'b', value: 2 }),
      queue.submit({ key: 'b', value: 3 }),
      queue.submit({ key: 'c', value: 4 }),
      queue.submit({ key: 'b', value: 5 }),
    ];
    await settle();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(keysOf(statements)).toEqual([['a'], ['b', 'c'], ['b'], ['b']]);
  });

  it('caps a statement by items and by bytes, taking one item whatever its size', async () => {
    const { queue, statements, settle } = heldQueue({ maxItems: 2, maxBytes: 100 });
    const answers = [
      queue.submit({ key: 'a', value: 1 }),
      queue.submit({ key: 'b', value: 2 }),
      queue.submit({ key: 'c', value: 3 }),
      queue.submit({ key: 'd', value: 4 }),
      queue.submit({ key: 'e', value: 5, bytes: 500 }),
      queue.submit({ key: 'f', value: 6, bytes: 40 }),
      queue.submit({ key: 'g', value: 7, bytes: 50 }),
      queue.submit({ key: 'h', value: 8, bytes: 20 }),
    ];
    await settle();
    await Promise.all(answers);
    expect(keysOf(statements)).toEqual([['a'], ['b', 'c'], ['d'], ['e'], ['f', 'g'], ['h']]);
  });

  it('runs each item of a failed statement again alone: only the failing one fails', async () => {
    const { queue, statements, settle } = heldQueue();
    const first = queue.submit({ key: 'a', value: 1 });
    const good = queue.submit({ key: 'b', value: 2 });
    const bad = queue.submit({ key: 'c', value: 3, fails: true });
    const alsoGood = queue.submit({ key: 'd', value: 4 });
    const badOutcome = bad.catch((error: Error) => error.message);
    await settle();
    expect(await Promise.all([first, good, alsoGood, badOutcome])).toEqual([
      10,
      20,
      40,
      'statement of 1 failed',
    ]);
    expect(keysOf(statements)).toEqual([['a'], ['b', 'c', 'd'], ['b'], ['c'], ['d']]);
  });

  it('keeps the answers a statement gave before it failed, and rejects an item it never answered', async () => {
    let calls = 0;
    const queue = new GroupCommit<Item, number>({
      run: async (items, answer) => {
        calls++;
        answer(0, items[0]!.value);
        if (items.length > 1) throw new Error('second half failed');
      },
      keyOf: (item) => item.key,
      maxItems: 10,
    });
    const lone = queue.submit({ key: 'a', value: 1 });
    const [b, c] = [queue.submit({ key: 'b', value: 2 }), queue.submit({ key: 'c', value: 3 })];
    expect(await Promise.all([lone, b, c])).toEqual([1, 2, 3]);
    // a alone, then b and c together (b answered before the failure), then c alone.
    expect(calls).toBe(3);

    const silent = new GroupCommit<Item, number>({
      run: async () => {},
      keyOf: (item) => item.key,
      maxItems: 10,
    });
    await expect(silent.submit({ key: 'a', value: 1 })).rejects.toThrow('no outcome');
  });
});
