import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { leadsCsv, tempFile } from '../../api/src/testing/csvFixtures';
import { countNewlines } from './countNewlines';

describe('countNewlines (the row estimate)', () => {
  it('counts newline characters, header included', async () => {
    expect(await countNewlines(await tempFile('a.csv', leadsCsv(12)))).toBe(13);
    expect(await countNewlines(await tempFile('b.csv', 'a,b\r\n1,2\r\n3,4'))).toBe(2);
    expect(await countNewlines(await tempFile('c.csv', ''))).toBe(0);
  });

  it('counts across chunk boundaries of a large file', async () => {
    const file = await tempFile('d.csv', '');
    await writeFile(file, 'x,y\n'.repeat(100_000));
    expect(await countNewlines(file)).toBe(100_000);
  });
});
