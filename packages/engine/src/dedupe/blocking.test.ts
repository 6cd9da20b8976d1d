import { describe, expect, it } from 'vitest';
import { blockingKeyHashes, blockingKeys, hashKey } from './blocking';
import { buildDedupeRecord } from './build-record';
import type { DedupeRecord } from './record';

// Every field empty.
const empty = buildDedupeRecord({});

describe('blocking keys', () => {
  it('gives each identifying field its key', () => {
    const record = buildDedupeRecord({
      email: 'jane@acme.com',
      phone: '+14155550100',
      firstName: 'Jane',
      lastName: 'Doe',
      company: 'Acme',
      domain: 'acme.com',
      streetNumber: '12',
      address: 'Main St',
      postcode: '12345',
    });
    expect(blockingKeys(record)).toEqual([
      'e|jane@acme.com',
      'p|+14155550100',
      'n|D000|j',
      'm|D000|J500',
      'z|12345|d',
      'a|12345|12',
      's|main|12',
      'c|acme.com|j',
    ]);
    expect(blockingKeys({ ...empty, first: 'jane', company: 'acme' })).toEqual(['c|acme|j']);
  });

  it('hashes each key as hashKey does without building it', () => {
    // Random records over a small alphabet with empty fields, accents and the separator itself.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['a', 'b', 'é', ' ', '|', '1', 'ß', 'z', '@', '.'];
    const text = () =>
      random() < 0.3
        ? ''
        : Array.from(
            { length: 1 + Math.floor(random() * 9) },
            () => alphabet[Math.floor(random() * alphabet.length)],
          ).join('');
    for (let i = 0; i < 2000; i++) {
      const record: DedupeRecord = {
        ...empty,
        email: text(),
        phone: text(),
        first: text(),
        last: text(),
        company: text(),
        domain: text(),
        streetNumber: text(),
        street: text(),
        postcode: text(),
      };
      expect(blockingKeyHashes(record)).toEqual(blockingKeys(record).map(hashKey));
    }
  });
});
