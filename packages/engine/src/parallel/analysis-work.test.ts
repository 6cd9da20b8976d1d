import { describe, expect, it } from 'vitest';
import { DuplicateFinder } from '../dedupe/find-duplicates';
import { AnalysisWork } from './analysis-work';

const SETUP = {
  mapping: { fullName: [0], email: [1], phone: [2] },
  defaultCountry: 'US',
  extraDisposableDomains: undefined,
};
const ROWS = [
  ['Ada Lovelace', 'ada@example.com', '+1 415 555 0100'],
  ['Ada Lovelace', 'ada@example.com', '+1 415 555 0100'],
];

describe('analysis work', () => {
  it('lets pass one go once matching begins: a batch sent after it is refused, not analysed without its caches', async () => {
    const work = new AnalysisWork(SETUP);
    const finder = new DuplicateFinder();
    finder.addBatch(work.analyze(ROWS));
    const resolution = await finder.resolveWith(async (task) => work.match(task), 1);
    expect(resolution.duplicateRows).toBe(1);
    expect(() => work.analyze(ROWS)).toThrow('Rows were sent to analyse after pass one was over.');
  });

  it('lets pass one go at the finishing set-up too (the calling thread clusters without match requests)', () => {
    const work = new AnalysisWork(SETUP);
    work.analyze(ROWS);
    work.prepareFinish({ width: 3, duplicateReasons: [''], mailStatus: new Map() });
    expect(() => work.analyze(ROWS)).toThrow('Rows were sent to analyse after pass one was over.');
  });
});
