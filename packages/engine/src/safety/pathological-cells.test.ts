// One upload is enough to pin a core when a check backtracks on a long cell (docs/security.md, "Regular
// expressions"). Each case is a 200,000-character cell built from the attack string recheck reports for the
// pattern it replaced; a linear check reads it in milliseconds, the old patterns took minutes. Column detection and
// verifyCsv now read at most MAX_CELL_LENGTH characters of a cell (`cell-limit.ts`), so their cases hold that cap
// too; parseEmail and standardizeCompany are called on the whole cell and still test the patterns themselves.
import { describe, expect, it } from 'vitest';
import { detectColumns, looksLikeDataRow } from '../columns/detect';
import { parseEmail } from '../email/syntax';
import { standardizeCompany } from '../standardize/company';
import { verifyCsv } from '../verify-csv';

const LENGTH = 200_000;
// Ten seconds: a linear check takes milliseconds even on a loaded 2-core CI machine, a backtracking one minutes.
const LIMIT_MS = 10_000;

function timed<T>(work: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

const dottedEmail = `a${'.'.repeat(LENGTH)}b.`;
const separatedCompany = `A${' ,'.repeat(LENGTH / 2)}x) Inc`;
const dottedAt = `a@${'.'.repeat(LENGTH)}@`;
const codeHeader = `country ${'code '.repeat(LENGTH / 5)}`;

describe('pathological cells', () => {
  it('an address with a long run of dots before its last character', () => {
    const { value, ms } = timed(() => parseEmail(dottedEmail));
    expect(value.ok).toBe(false);
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it('a company name with a long run of separators before its legal form', () => {
    const { value, ms } = timed(() => standardizeCompany(separatedCompany));
    expect(value.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it('a cell of dots between two at-signs, as a header cell and as a sampled value', () => {
    const header = timed(() => looksLikeDataRow(['name', dottedAt]));
    expect(header.value).toBe(false);
    expect(header.ms).toBeLessThan(LIMIT_MS);
    const sampled = timed(() => detectColumns(['name', 'contact'], [['Ann', dottedAt]]));
    expect(sampled.value.mapping.email).toBeUndefined();
    expect(sampled.ms).toBeLessThan(LIMIT_MS);
  });

  it('a header repeating "code" without "phone"', () => {
    const { value, ms } = timed(() => detectColumns(['email', codeHeader], [['ann@example.com', 'US']]));
    expect(value.mapping.country).toEqual([1]);
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it('a whole file of such cells is verified in seconds, not minutes', async () => {
    const csv = [
      `email,company,${codeHeader}`,
      `${dottedEmail},${separatedCompany},US`,
      `"${dottedAt}",Acme Inc,US`,
      'ann@example.com,Acme Inc,US',
    ].join('\n');
    const start = performance.now();
    const { results, report } = await verifyCsv(csv, { offline: true });
    for await (const _chunk of results);
    expect((await report).rows).toBe(3);
    expect(performance.now() - start).toBeLessThan(LIMIT_MS);
  });
});
