import { describe, expect, it } from 'vitest';
import { domainBatches } from './domain-batches';

describe('domainBatches', () => {
  it('keeps a domain together and packs small domains into shared batches', () => {
    const addresses = ['a@x.test', 'b@y.test', 'c@x.test', 'd@z.test', 'e@y.test'];
    expect(domainBatches(addresses, 3)).toEqual([
      ['a@x.test', 'c@x.test'],
      ['b@y.test', 'e@y.test', 'd@z.test'],
    ]);
  });

  it('gives a large domain batches of its own, each at most the size', () => {
    const big = Array.from({ length: 7 }, (_, i) => `u${i}@big.test`);
    const batches = domainBatches(['s@small.test', ...big], 3);
    expect(batches).toEqual([big.slice(0, 3), big.slice(3, 6), big.slice(6), ['s@small.test']]);
    expect(batches.flat().sort()).toEqual(['s@small.test', ...big].sort());
  });

  it('makes no batch of nothing', () => {
    expect(domainBatches([])).toEqual([]);
  });
});
