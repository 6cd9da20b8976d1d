import { describe, expect, it } from 'vitest';
import { readCsvRows } from './read-rows';

async function* inChunks(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

describe('readCsvRows with a long quoted field arriving in small chunks', () => {
  it('reads it in time linear in its length', async () => {
    // Found by fuzzing: every chunk re-parsed the open field from its start (quadratic), so a
    // 2 MB field in small chunks took 16 s. Quote-dense on purpose: escaped quotes are the slow path.
    const field = 'ab,c""d\n'.repeat(150_000);
    const text = `email,note\na@b.co,"${field}"\nc@d.co,x\n`;
    const started = performance.now();
    const rows: string[][] = [];
    for await (const batch of readCsvRows(inChunks(text, 1024))) rows.push(...batch);
    const elapsed = performance.now() - started;
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['a@b.co', field.replaceAll('""', '"')]);
    expect(rows[2]).toEqual(['c@d.co', 'x']);
    expect(elapsed).toBeLessThan(5000);
  });
});
