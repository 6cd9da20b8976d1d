import { describe, expect, it } from 'vitest';
import { jaroWinkler, jaroWinklerScan } from './similarity';

/** Deterministic pseudo-random source, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('jaroWinkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.8133, 4);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', '')).toBe(0);
    expect(jaroWinkler('same', 'same')).toBe(1);
  });

  it('agrees exactly with the window scan on short, long, repetitive and non-ASCII strings', () => {
    const next = random(42);
    const alphabets = ['ab', 'abcde', 'abcdefghijklmnopqrstuvwxyz ', 'aéiøü-x'];
    for (let round = 0; round < 20_000; round++) {
      const alphabet = alphabets[round % alphabets.length]!;
      const word = () =>
        Array.from(
          { length: Math.floor(next() * (round % 7 === 0 ? 45 : 32)) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join('');
      const a = word();
      const b = next() < 0.3 ? a.slice(0, -1) + word().slice(0, 2) : word();
      expect(jaroWinkler(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(jaroWinklerScan(a, b));
    }
  });

  it('with a floor, gives the exact value at or above it and something below it otherwise', () => {
    const next = random(7);
    const alphabets = ['ab', 'abcd', 'abcdefghijklmnopqrstuvwxyz'];
    let stoppedEarly = 0;
    for (let round = 0; round < 30_000; round++) {
      const alphabet = alphabets[round % alphabets.length]!;
      const word = () =>
        Array.from(
          { length: 1 + Math.floor(next() * 24) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join('');
      const a = word();
      // Near copies (edited), so that many pairs sit close to the floors, and unrelated words.
      const b = next() < 0.5 ? a.slice(0, Math.floor(next() * a.length)) + word().slice(0, 3) : word();
      const floor = [0.75, 0.8, 0.85, 0.92][round % 4]!;
      const exact = jaroWinklerScan(a, b);
      const floored = jaroWinkler(a, b, floor);
      const pair = `${JSON.stringify(a)} vs ${JSON.stringify(b)} at ${floor}`;
      if (exact >= floor) expect(floored, pair).toBe(exact);
      else expect(floored, pair).toBeLessThan(floor);
      if (floored !== exact) stoppedEarly++;
    }
    // The point of the floor: unrelated pairs stop early.
    expect(stoppedEarly).toBeGreaterThan(5_000);
  });
});
