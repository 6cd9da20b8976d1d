// The API charges for the rows it counted and passes that count as `maxRows`: a file that holds more (changed after
// it was counted, or counted wrong) must stop, never be verified past what was paid.
import { describe, expect, it } from 'vitest';
import { countCsvRows } from '../count-csv-rows';
import { isRowLimitExceededError, RowLimitExceededError } from '../errors';
import { verifyCsv } from '../verify-csv';

const csv = ['email,name', ...Array.from({ length: 30 }, (_, i) => `p${i}@example.com,P ${i}`)].join('\n');

/** A counter that undercounts on purpose, as a second parser that disagreed on a quote did. */
const undercount = async (input: string) => (await countCsvRows(input)).rows - 1;

describe('maxRows', () => {
  it('verifies a file that holds exactly the rows counted', async () => {
    const { results, report } = await verifyCsv(csv, {
      offline: true,
      maxRows: (await countCsvRows(csv)).rows,
    });
    for await (const _chunk of results);
    expect((await report).rows).toBe(30);
  });

  it('stops with RowLimitExceededError when the file holds more rows than were counted', async () => {
    const failure = await verifyCsv(csv, { offline: true, maxRows: await undercount(csv) }).catch(
      (error) => error,
    );
    expect(failure).toBeInstanceOf(RowLimitExceededError);
    expect(isRowLimitExceededError(failure)).toBe(true);
    expect(failure.maxRows).toBe(29);
  });

  it('stops a streamed file before reading past the limit', async () => {
    let chunksRead = 0;
    async function* stream() {
      for (let i = 0; i < 1000; i++) {
        chunksRead++;
        yield Buffer.from(i === 0 ? 'email\n' : `p${i}@example.com\n`.repeat(100));
      }
    }
    await expect(verifyCsv(stream(), { offline: true, maxRows: 150 })).rejects.toBeInstanceOf(
      RowLimitExceededError,
    );
    expect(chunksRead).toBeLessThan(1000);
  });
});

describe('signal', () => {
  it('rejects with the reason of a signal aborted before the run', async () => {
    const reason = new Error('deadline passed');
    await expect(verifyCsv(csv, { offline: true, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it('stops a streamed file at the next batch once the signal aborts', async () => {
    const controller = new AbortController();
    let chunksRead = 0;
    async function* stream() {
      for (let i = 0; i < 1000; i++) {
        chunksRead++;
        if (chunksRead === 3) controller.abort(new Error('deadline passed'));
        yield Buffer.from(i === 0 ? 'email\n' : `p${i}@example.com\n`.repeat(200));
      }
    }
    await expect(verifyCsv(stream(), { offline: true, signal: controller.signal })).rejects.toThrow(
      'deadline passed',
    );
    expect(chunksRead).toBeLessThan(1000);
  });
});
