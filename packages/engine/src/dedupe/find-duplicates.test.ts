import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/fixture-path';
import { matchBlocks } from './block-matcher';
import { buildDedupeRecord } from './build-record';
import { DuplicateFinder, type DuplicateResolution } from './find-duplicates';

/** FEBRL dataset 3 (names and addresses with known duplicates) as a finder. */
function febrlFinder(): DuplicateFinder {
  const rows = Papa.parse<string[]>(readFixture('febrl/dataset3.csv'), { skipEmptyLines: true }).data.slice(
    1,
  );
  const finder = new DuplicateFinder();
  for (const [, given, surname, streetNumber, address1, address2, suburb, postcode, state] of rows) {
    const record = buildDedupeRecord({
      firstName: given?.trim(),
      lastName: surname?.trim(),
      streetNumber: streetNumber?.trim(),
      address: address1?.trim(),
      address2: address2?.trim(),
      city: suburb?.trim(),
      postcode: postcode?.trim(),
      state: state?.trim(),
    });
    finder.add(
      record,
      [given, surname, streetNumber, address1, postcode].filter((cell) => cell?.trim()).length,
    );
  }
  return finder;
}

/** Per row: the kept row and the reason, as `lp_duplicate_of` and `lp_duplicate_reason` would show them. */
function outcome(resolution: DuplicateResolution): string[] {
  return Array.from(resolution.keptIndex, (kept, row) =>
    kept < 0 ? '' : `${kept}:${resolution.reasons[resolution.reasonIndex[row]!]}`,
  );
}

describe('DuplicateFinder.resolveWith', () => {
  it('finds the same clusters, kept rows and reasons however the blocks are split between threads', async () => {
    const finder = febrlFinder();
    const whole = finder.resolve();
    expect(whole.duplicateRows).toBeGreaterThan(1000);
    const expected = outcome(whole);
    for (const parts of [2, 3, 7, 16]) {
      const runs: number[] = [];
      const split = await finder.resolveWith(async (task) => {
        runs.push(task.to - task.from);
        return matchBlocks(task);
      }, parts);
      expect(runs.length, `${parts} parts`).toBe(parts);
      expect(outcome(split), `${parts} parts`).toEqual(expected);
      expect(split.clusters).toBe(whole.clusters);
    }
  });
});
