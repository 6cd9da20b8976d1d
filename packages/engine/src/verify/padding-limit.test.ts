import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { verifyCsv } from '../verify-csv';

async function rowsOut(input: string): Promise<number> {
  const { results, report } = await verifyCsv(input, { offline: true });
  for await (const _ of results);
  return (await report).rows;
}

describe('padding of short rows to the widest row', () => {
  it('refuses one very wide row over many short ones before writing anything', async () => {
    const wide = Array.from({ length: 6000 }, (_, i) => `c${i}`).join(',');
    const input = `email,name\n${wide}\n${'a@example.com,Ann\n'.repeat(2000)}`;
    const refusal = verifyCsv(input, { offline: true });
    await expect(refusal).rejects.toBeInstanceOf(EngineInputError);
    await expect(refusal).rejects.toMatchObject({
      code: 'not_csv',
      message: expect.stringContaining('Most rows have far fewer fields than the widest row (6000 fields)'),
    });
  });

  it('keeps a file whose header has spare empty columns', async () => {
    const input = `email,name${','.repeat(40)}\n${'a@example.com,Ann\n'.repeat(3000)}`;
    expect(await rowsOut(input)).toBe(3000);
  });
});
