import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImportsOf } from '../test/module-imports';

describe('@leadproof/engine/count-byte-rows', () => {
  it('imports no Node built-in, and its bytes helpers for browsers are bytes-web: the dashboard counts with it', async () => {
    const bare = new Set(
      [...runtimeImportsOf(path.join(import.meta.dirname, 'count-byte-rows.ts'))].flatMap(
        ([, specifiers]) => specifiers,
      ),
    );
    expect([...bare].sort()).toEqual(['#bytes', 'papaparse']);
    const { imports } = (await import('../package.json', { with: { type: 'json' } })).default;
    expect(imports['#bytes'].default).toBe('./src/csv/bytes-web.ts');
    expect(
      runtimeImportsOf(path.join(import.meta.dirname, 'csv/bytes-web.ts')).get(
        path.join(import.meta.dirname, 'csv/bytes-web.ts'),
      ),
    ).toEqual([]);
  });
});
