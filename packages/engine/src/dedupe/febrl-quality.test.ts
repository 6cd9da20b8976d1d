import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { buildDedupeRecord } from './build-record';
import { DuplicateFinder } from './find-duplicates';

/** Pairwise precision/recall of clusters against FEBRL's ground truth (rec-N-… share an entity). */
function evaluate(file: string) {
  const rows = Papa.parse<string[]>(readFixture(file), { skipEmptyLines: true })
    .data.slice(1)
    .map((row) => row.map((cell) => cell.trim()));
  const finder = new DuplicateFinder();
  for (const [, given, surname, streetNumber, address1, address2, suburb, postcode, state] of rows) {
    // soc_sec_id and date_of_birth are deliberately left out: lead lists do not carry them.
    const record = buildDedupeRecord({
      firstName: given,
      lastName: surname,
      streetNumber,
      address: address1,
      address2,
      city: suburb,
      postcode,
      state,
    });
    finder.add(
      record,
      [given, surname, streetNumber, address1, address2, suburb, postcode].filter(Boolean).length,
    );
  }
  const resolution = finder.resolve();
  const entity = rows.map((row) => /^rec-(\d+)-/.exec(row[0]!)![1]!);
  const clusters = new Map<number, number[]>();
  rows.forEach((_, index) => {
    const kept = resolution.keptIndex[index]! < 0 ? index : resolution.keptIndex[index]!;
    clusters.set(kept, [...(clusters.get(kept) ?? []), index]);
  });
  let truePositives = 0;
  let predicted = 0;
  for (const members of clusters.values()) {
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        predicted++;
        if (entity[members[i]!] === entity[members[j]!]) truePositives++;
      }
    }
  }
  const sizes = new Map<string, number>();
  for (const id of entity) sizes.set(id, (sizes.get(id) ?? 0) + 1);
  let truePairs = 0;
  for (const size of sizes.values()) truePairs += (size * (size - 1)) / 2;
  const precision = truePositives / predicted;
  const recall = truePositives / truePairs;
  return {
    precision,
    recall,
    f1: (2 * precision * recall) / (precision + recall),
    truePairs,
    comparisons: resolution.comparisons,
  };
}

describe('FEBRL dataset3 de-duplication (names and address, no soc_sec_id or date_of_birth)', () => {
  it('reaches pairwise F1 ≥ 0.94', () => {
    const result = evaluate('febrl/dataset3.csv');
    console.info(
      `FEBRL dataset3: precision ${result.precision.toFixed(4)}, recall ${result.recall.toFixed(4)}, F1 ${result.f1.toFixed(4)}, ` +
        `${result.truePairs} true pairs, ${result.comparisons} comparisons`,
    );
    expect(result.truePairs).toBe(6538);
    expect(result.f1).toBeGreaterThanOrEqual(0.94);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
  });
});
